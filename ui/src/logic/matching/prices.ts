/**
 * What a school costs this student, as matching prices it (docs/adr/0038): the budget answers'
 * caps, a school's prices and the one(s) that apply from the student's home state, and whether
 * that fits the budget. Apart from the scorer (score.ts) so the analytics reports that price
 * schools do not carry the whole scorer (docs/adr/0052); the scorer uses these same rules.
 */
import type { MatchUniversity } from './fields.ts'
import type { MatchSettings } from './settings.ts'

/** Yearly caps of the budget answers; veryHigh has none. */
export const BUDGET_CAP: Readonly<Record<string, number>> = {
  low: 15000,
  medium: 30000,
  high: 50000,
}

/** A yearly price matching compares with the budget, and how the card names it. */
export type Price = { amount: number; label: string }

const NET_PRICE = 'Average net price (2020-21)'
const IN_STATE_NET_PRICE = 'Average net price for in-state students (2020-21)'
const TUITION = 'Published tuition and fees (2022-23)'
const IN_STATE_TUITION = 'In-state tuition and fees (2022-23)'
const OUT_OF_STATE_TUITION = 'Out-of-state tuition and fees (2022-23)'
const OUT_OF_STATE_ESTIMATE =
  'Estimated out-of-state price: the in-state net price (2020-21) plus the out-of-state tuition difference (2022-23)'

/**
 * The prices matching compares with the budget (docs/adr/0038): at a private college the average
 * net price (else published tuition), the same for everyone. At a public university the net price
 * is an in-state figure (IPEDS counts students paying in-state tuition, and it includes housing),
 * so a student from another state is priced at that net price plus the out-of-state tuition
 * difference (or, without a net price, the published out-of-state tuition); without a home state
 * both are kept and the budget fit is their mean.
 */
export function pricesOf(
  u: MatchUniversity,
  homeState: MatchSettings['homeState'] = null,
): { inState: Price | null; outOfState: Price | null; resident: boolean | null } {
  const net = u.avg_net_price_2020_21
  const inTuition = u.tuition_fees_in_state_2022_23
  const outTuition = u.tuition_fees_out_of_state_2022_23
  if (u.control !== 'public') {
    const price =
      net !== null
        ? { amount: net, label: NET_PRICE }
        : (outTuition ?? inTuition) !== null
          ? { amount: outTuition ?? inTuition ?? 0, label: TUITION }
          : null
    return { inState: price, outOfState: price, resident: null }
  }
  const inState =
    net !== null
      ? { amount: net, label: IN_STATE_NET_PRICE }
      : inTuition !== null
        ? { amount: inTuition, label: IN_STATE_TUITION }
        : null
  let outOfState: Price | null = null
  if (outTuition !== null) {
    outOfState =
      net !== null && inTuition !== null
        ? { amount: net + Math.max(0, outTuition - inTuition), label: OUT_OF_STATE_ESTIMATE }
        : { amount: Math.max(outTuition, inState?.amount ?? 0), label: OUT_OF_STATE_TUITION }
  }
  return { inState, outOfState, resident: homeState === null ? null : homeState === u.state }
}

/**
 * The price(s) that apply to this student: one price, or both of a public university's when the
 * student has not said where they live (docs/adr/0038); none when nothing is reported.
 */
export type StudentPrices =
  | { kind: 'one'; price: Price; resident: boolean | null }
  | { kind: 'both'; inState: Price; outOfState: Price }
  | { kind: 'none' }

export function studentPrices(
  u: MatchUniversity,
  homeState: MatchSettings['homeState'] = null,
): StudentPrices {
  const { inState, outOfState, resident } = pricesOf(u, homeState)
  if (u.control === 'public' && resident === null && inState && outOfState) {
    return { kind: 'both', inState, outOfState }
  }
  const price =
    u.control !== 'public'
      ? inState
      : resident === false
        ? outOfState
        : (inState ?? (resident === null ? outOfState : null))
  return price === null ? { kind: 'none' } : { kind: 'one', price, resident }
}

/**
 * Whether the price(s) that apply fit under `cap` (undefined: no cap, "Over $50,000"): true when
 * every one does, false when none does, null when nothing is reported or, without a home state,
 * one of a public university's two prices does and the other does not.
 */
export function withinBudget(prices: StudentPrices, cap: number | undefined): boolean | null {
  const within = (price: Price) => cap === undefined || price.amount <= cap
  switch (prices.kind) {
    case 'none':
      return null
    case 'one':
      return within(prices.price)
    case 'both': {
      const inState = within(prices.inState)
      const outOfState = within(prices.outOfState)
      return inState && outOfState ? true : !inState && !outOfState ? false : null
    }
  }
}
