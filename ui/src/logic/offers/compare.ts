/**
 * Admitted schools' offers compared honestly (issue 26): the net price is the cost of attendance
 * minus gift aid only; loans are debt, shown as what is borrowed and what the standard ten-year
 * plan repays; an offer with no cost of attendance, or whose own bottom line subtracts loans or
 * work-study, is flagged in words with the GAO's finding as the reason; Parent PLUS above the caps
 * from July 1, 2026 is warned about; four-year totals only where the letter says every gift renews.
 * docs/adr/0086-offers-what-counts-as-aid.md.
 */
import type { SourcedFact } from '../admissions/after-submit-facts.ts'
import { GAO_AID_OFFERS, PARENT_PLUS_CAPS } from '../admissions/offer-facts.ts'
import { listInWords, money } from '../analytics/words.ts'
import {
  borrowed,
  costOfAttendance,
  giftAid,
  LOAN_KINDS,
  netPrice,
  type Loan,
  type Offer,
} from './offer.ts'
import { repayment } from './repayment.ts'

/** An awarded outside scholarship, as the comparison counts it. */
export type OutsideAward = {
  id: string
  sponsor: string
  /** Dollars a year. */
  amount: number
  renewable: boolean
  /** The application it is for; '' when it goes with the student to any school. */
  application: string
}

export type OfferInput = {
  id: string
  schoolName: string
  offer: Offer | null
  /** The catalogue's average net price and its year; null when not reported. */
  averageNetPrice: number | null
}

export type OfferFlag = {
  kind: 'no_cost' | 'loans_as_aid' | 'plus_year' | 'plus_total' | 'renewal_unknown' | 'no_rate'
  words: string
  /** The finding or rule behind the flag, with its source. */
  reason?: { words: string; source: string; url: string }
}

export type LoanLine = {
  label: string
  amount: number
  rate: number | null
  /** null until the rate is entered. */
  monthly: number | null
  total: number | null
}

export type FourYears =
  { kind: 'total'; netPrice: number; words: string } | { kind: 'unknown'; words: string }

export type OfferColumn = {
  id: string
  schoolName: string
  entered: boolean
  cost: number | null
  gift: number
  outside: { sponsor: string; amount: number }[]
  /** Cost minus the school's gift aid. */
  netPrice: number | null
  /** Net price minus the student's own awarded outside scholarships. */
  netAfterOutside: number | null
  borrowed: number
  loans: LoanLine[]
  workStudy: number | null
  fourYears: FourYears
  flags: OfferFlag[]
  averageNetPrice: string
}

export const AVERAGE_NET_PRICE_LABEL = 'Average net price, 2020-21 (U.S. Department of Education)'

/** A flag's reason: the fact's words and a link to its first source. */
const reasonOf = (fact: SourcedFact) => ({
  words: fact.text,
  source: fact.sources[0].name,
  url: fact.sources[0].url,
})
const GAO_REASON = reasonOf(GAO_AID_OFFERS)
const PLUS_REASON = reasonOf(PARENT_PLUS_CAPS.fact)

function loanLabel(loan: Loan): string {
  return LOAN_KINDS.find((k) => k.value === loan.kind)?.label ?? 'Loan'
}

/** The outside scholarships that count at this school: its own, and those for any school. */
export function outsideFor(awards: readonly OutsideAward[], applicationId: string): OutsideAward[] {
  return awards.filter((a) => a.application === '' || a.application === applicationId)
}

function fourYears(offer: Offer, outside: readonly OutsideAward[]): FourYears {
  const cost = costOfAttendance(offer)
  if (cost === null) return { kind: 'unknown', words: 'No cost of attendance: no four-year total.' }
  const unknown = offer.gifts.filter((g) => g.renews === 'unknown').map((g) => g.name)
  if (unknown.length > 0)
    return {
      kind: 'unknown',
      words: `No four-year total: the letter does not say whether ${listInWords(unknown)} renews. Ask the aid office.`,
    }
  const yearly = offer.gifts.filter((g) => g.renews === 'yes')
  const once = offer.gifts.filter((g) => g.renews === 'no')
  const outsideYearly = outside.filter((a) => a.renewable)
  const outsideOnce = outside.filter((a) => !a.renewable)
  const sum = (items: readonly { amount: number }[]) => items.reduce((t, i) => t + i.amount, 0)
  const total = 4 * cost - 4 * sum(yearly) - sum(once) - 4 * sum(outsideYearly) - sum(outsideOnce)
  return {
    kind: 'total',
    netPrice: total,
    words: `${money(total)} over four years at this year's cost${once.length + outsideOnce.length > 0 ? ', counting first-year-only aid once' : ''}; costs usually rise each year.`,
  }
}

function flagsOf(offer: Offer): OfferFlag[] {
  const flags: OfferFlag[] = []
  const cost = costOfAttendance(offer)
  const net = netPrice(offer)
  if (cost === null)
    flags.push({
      kind: 'no_cost',
      words:
        'This offer gives no cost of attendance, so its net price cannot be worked out. Ask the aid office for the full cost (tuition, housing, food, books, transport, personal costs).',
      reason: GAO_REASON,
    })
  if (net !== null && offer.stated_net !== null && offer.stated_net < net - 0.5)
    flags.push({
      kind: 'loans_as_aid',
      words: `The letter's own bottom line (${money(offer.stated_net)}) is ${money(net - offer.stated_net)} below the cost minus grants and scholarships (${money(net)}): it counts loans or work-study as if they were aid. Loans are repaid; work-study is pay for work you have not done yet.`,
      reason: GAO_REASON,
    })
  const plus = offer.loans.filter((l) => l.kind === 'parent_plus').reduce((t, l) => t + l.amount, 0)
  if (plus > PARENT_PLUS_CAPS.perYear)
    flags.push({
      kind: 'plus_year',
      words: `The Parent PLUS loan (${money(plus)}) is above the ${money(PARENT_PLUS_CAPS.perYear)} a year that new Parent PLUS loans may be from July 1, 2026. Ask the aid office how the rest would be paid.`,
      reason: PLUS_REASON,
    })
  else if (plus * 4 > PARENT_PLUS_CAPS.total)
    flags.push({
      kind: 'plus_total',
      words: `Borrowing ${money(plus)} in Parent PLUS every year would pass the ${money(PARENT_PLUS_CAPS.total)} total per student in year ${String(Math.floor(PARENT_PLUS_CAPS.total / plus) + 1)}.`,
      reason: PLUS_REASON,
    })
  if (offer.loans.some((l) => l.rate === null))
    flags.push({
      kind: 'no_rate',
      words: "Enter each loan's interest rate from the letter to see what it costs to repay.",
    })
  return flags
}

/** One admitted school's column. */
export function offerColumn(input: OfferInput, awards: readonly OutsideAward[]): OfferColumn {
  const outside = outsideFor(awards, input.id)
  const outsideSum = outside.reduce((t, a) => t + a.amount, 0)
  const average = input.averageNetPrice === null ? 'Not reported' : money(input.averageNetPrice)
  if (!input.offer)
    return {
      id: input.id,
      schoolName: input.schoolName,
      entered: false,
      cost: null,
      gift: 0,
      outside: outside.map((a) => ({ sponsor: a.sponsor, amount: a.amount })),
      netPrice: null,
      netAfterOutside: null,
      borrowed: 0,
      loans: [],
      workStudy: null,
      fourYears: { kind: 'unknown', words: 'Enter the offer to see four-year figures.' },
      flags: [],
      averageNetPrice: average,
    }
  const offer = input.offer
  const net = netPrice(offer)
  return {
    id: input.id,
    schoolName: input.schoolName,
    entered: true,
    cost: costOfAttendance(offer),
    gift: giftAid(offer),
    outside: outside.map((a) => ({ sponsor: a.sponsor, amount: a.amount })),
    netPrice: net,
    netAfterOutside: net === null ? null : net - outsideSum,
    borrowed: borrowed(offer),
    loans: offer.loans.map((loan) => {
      const plan = loan.rate === null ? null : repayment(loan.amount, loan.rate)
      return {
        label: loanLabel(loan),
        amount: loan.amount,
        rate: loan.rate,
        monthly: plan ? plan.monthly : null,
        total: plan ? plan.total : null,
      }
    }),
    workStudy: offer.work_study,
    fourYears: fourYears(offer, outside),
    flags: flagsOf(offer),
    averageNetPrice: average,
  }
}

export type OfferComparison = { columns: OfferColumn[]; summary: string }

/** Admitted schools side by side, lowest net price first; offers not entered last. */
export function compareOffers(
  inputs: readonly OfferInput[],
  awards: readonly OutsideAward[],
): OfferComparison {
  const columns = inputs.map((input) => offerColumn(input, awards))
  columns.sort(
    (a, b) =>
      (a.netAfterOutside ?? Infinity) - (b.netAfterOutside ?? Infinity) ||
      a.schoolName.localeCompare(b.schoolName) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  const priced = columns.filter((c) => c.netAfterOutside !== null)
  const first = priced[0]
  const summary =
    columns.length === 0
      ? 'No admissions yet: mark an application admitted in your planner, then enter its offer here.'
      : first && first.netAfterOutside !== null
        ? `Lowest net price: ${first.schoolName}, ${money(first.netAfterOutside)} a year after grants and scholarships. Loans are not counted as aid.`
        : 'Enter each offer, with its cost of attendance, to compare net prices.'
  return { columns, summary }
}
