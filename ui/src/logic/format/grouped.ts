/**
 * "1,234": a number with U.S. digit grouping, written out here rather than by Intl, which
 * PocketBase's JavaScript runtime lacks: the shared plan (logic/sharing) and analytics' words run on
 * the server too. Fractions keep their digits ("1,234.5").
 */
export function grouped(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const [whole = '', fraction] = String(Math.abs(value)).split('.')
  const digits = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${value < 0 ? '-' : ''}${digits}${fraction === undefined ? '' : `.${fraction}`}`
}
