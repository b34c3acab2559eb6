/**
 * How analytics words its figures. Shares are said as "about 4 in 10", never as a percentage: the
 * page gives no chance of admission, and a percentage beside a school reads as one whatever it
 * measures (docs/adr/0050-analytics.md).
 */
import { grouped } from '../format/grouped.ts'

export { grouped }

/**
 * "about 4 in 10", "about 18 in 100", "nearly all", "almost none"; null is "not reported". Shares
 * under 1 in 5 are said in hundreds, so a school admitting 18 in 100 never reads "2 in 10" beside
 * the rule that calls fewer than 1 in 5 a reach for everyone.
 */
export function shareInWords(share: number | null): string {
  if (share === null || !Number.isFinite(share)) return 'not reported'
  const clamped = Math.min(1, Math.max(0, share))
  if (clamped < 0.005) return 'almost none'
  if (clamped < 0.2) return `about ${String(Math.round(clamped * 100))} in 100`
  const tenths = Math.round(clamped * 10)
  return tenths >= 10 ? 'nearly all' : `about ${String(tenths)} in 10`
}

/** "1 school", "3 schools". */
export function plural(count: number, word: string, many = `${word}s`): string {
  return `${grouped(count)} ${count === 1 ? word : many}`
}

/** "$1,234" (whole dollars; a negative amount reads "-$1,234"). */
export function money(amount: number): string {
  const dollars = Math.round(amount)
  return `${dollars < 0 ? '-' : ''}$${grouped(Math.abs(dollars))}`
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
