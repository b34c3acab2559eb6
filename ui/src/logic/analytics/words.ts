/**
 * How analytics words its figures. Shares are said as "about 4 in 10", never as a percentage: the
 * page gives no chance of admission, and a percentage beside a school reads as one whatever it
 * measures (docs/adr/0050-analytics.md).
 */

/** "about 4 in 10", "about 3 in 100", "nearly all", "almost none"; null is "not reported". */
export function shareInWords(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return 'not reported'
  const clamped = Math.min(1, Math.max(0, share))
  if (clamped >= 0.995) return 'nearly all'
  if (clamped < 0.005) return 'almost none'
  const tenths = Math.round(clamped * 10)
  if (tenths >= 10) return 'nearly all'
  if (tenths >= 1 && clamped >= 0.095) return `about ${String(tenths)} in 10`
  return `about ${String(Math.round(clamped * 100))} in 100`
}

/** "1 school", "3 schools". */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? word : many}`
}

const dollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

/** "$1,234" (whole dollars; a negative amount reads "-$1,234"). */
export function money(amount: number): string {
  return dollars.format(Math.round(amount))
}

/** A list in words: "a", "a and b", "a, b and c". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? ''
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1] ?? ''}`
}

/** The year each catalogue figure analytics shows describes, as the page labels it. */
export const DATA_YEARS = {
  admissions: 'fall 2022',
  netPrice: '2020-21',
  tuition: '2022-23',
  applicationFee: '2021-22',
} as const
