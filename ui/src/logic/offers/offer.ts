/**
 * An aid offer as the student copies it from a school's letter, one year, in US dollars: the cost
 * of attendance (itemised or one total), gift aid (grants and scholarships, each with whether it
 * renews and on what condition), loans by kind with their stated rates, and work-study. Stored on
 * the application as one JSON field, `aid_offer` (migration 1763905000, which turned the four
 * older figures into this shape), and checked by the server with these very rules
 * (logic/analytics/server.ts, docs/adr/0086-offers-what-counts-as-aid.md).
 *
 * Nothing here uses Intl: the server runs it.
 */
import { textProblem, TEXT_MESSAGES } from '../validation/text-rule.ts'

export const COST_ITEMS = ['tuition', 'housing', 'books', 'transport', 'personal'] as const
export type CostItem = (typeof COST_ITEMS)[number]

export const COST_LABELS: Record<CostItem | 'total', string> = {
  tuition: 'Tuition and fees',
  housing: 'Housing and food',
  books: 'Books and supplies',
  transport: 'Transportation',
  personal: 'Personal expenses',
  total: 'Total cost of attendance',
}

export const RENEWALS = [
  { value: 'yes', label: 'Renews every year' },
  { value: 'no', label: 'First year only' },
  { value: 'unknown', label: 'The letter does not say' },
] as const
export type Renewal = (typeof RENEWALS)[number]['value']

export const LOAN_KINDS = [
  { value: 'federal_subsidized', label: 'Federal Direct Subsidized Loan' },
  { value: 'federal_unsubsidized', label: 'Federal Direct Unsubsidized Loan' },
  { value: 'parent_plus', label: 'Parent PLUS Loan' },
  { value: 'private', label: 'Private loan' },
  { value: 'unspecified', label: 'Loan (the letter does not say which)' },
] as const
export type LoanKind = (typeof LOAN_KINDS)[number]['value']

export type Gift = {
  /** As the letter names it ("Presidential Scholarship"). */
  name: string
  amount: number
  renews: Renewal
  /** What keeping it takes, as the letter says ("3.0 GPA"); '' when none is stated. */
  condition: string
}

export type Loan = {
  kind: LoanKind
  amount: number
  /** The stated interest rate, percent a year; null until the student enters it. */
  rate: number | null
}

export type OfferCost = Record<CostItem | 'total', number | null>

export type Offer = {
  cost: OfferCost
  gifts: Gift[]
  loans: Loan[]
  work_study: number | null
  /** What the letter itself calls the net price or "your cost", if it gives one. */
  stated_net: number | null
}

export const EMPTY_COST: OfferCost = {
  tuition: null,
  housing: null,
  books: null,
  transport: null,
  personal: null,
  total: null,
}

export function emptyOffer(): Offer {
  return { cost: { ...EMPTY_COST }, gifts: [], loans: [], work_study: null, stated_net: null }
}

export const OFFER_LIMITS = {
  /** Dollars a year for any one figure; far above any cost of attendance. */
  amountMax: 200_000,
  /** Percent a year; private loans above this are not offered in an aid letter. */
  rateMax: 25,
  gifts: 20,
  loans: 10,
  giftName: 100,
  condition: 200,
} as const

export const OFFER_MESSAGES = {
  shape: 'Enter the offer again: its figures could not be read.',
  amount: 'Enter dollars from 0 to 200,000, or leave it empty.',
  requiredAmount: 'Enter the amount in dollars, from 0 to 200,000.',
  rate: 'Enter the interest rate in percent a year, from 0 to 25, such as 6.39, or leave it empty.',
  giftName: 'Say what the letter calls it, such as "Merit Scholarship".',
  tooLong: (max: number) => `Keep it under ${String(max)} characters.`,
  renews: 'Choose whether it renews.',
  loanKind: 'Choose the kind of loan.',
  tooMany: (what: string, max: number) => `An offer can list up to ${String(max)} ${what}.`,
  giftsOverCost:
    'The grants and scholarships add up to more than the cost of attendance: check the figures in the letter.',
  text: TEXT_MESSAGES.single,
} as const

/** A dollar amount in [0, max] with at most cents. */
export function isAmount(value: unknown, max: number = OFFER_LIMITS.amountMax): value is number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return false
  if (value < 0 || value > max) return false
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function entryTextProblem(value: unknown, max: number, required: string | null): string | null {
  if (typeof value !== 'string') return required ?? OFFER_MESSAGES.shape
  const text = value.trim()
  if (text === '') return required
  if (text.length > max) return OFFER_MESSAGES.tooLong(max)
  return textProblem(text, 'single') !== null ? OFFER_MESSAGES.text : null
}

/** Field paths under `aid_offer` ("aid_offer.gifts.0.amount") with their messages. */
export type OfferErrors = Record<string, string>

/**
 * The problems of an offer as the server reads it (a JSON field may hold anything); null is "not
 * entered yet" and has none. Keys are paths from `aid_offer`, so the form shows each on its input
 * and the server's 400 names the same place.
 */
export function validateOffer(value: unknown, field = 'aid_offer'): OfferErrors {
  const errors: OfferErrors = {}
  if (value === null || value === undefined) return errors
  if (
    !isRecord(value) ||
    !isRecord(value.cost) ||
    !Array.isArray(value.gifts) ||
    !Array.isArray(value.loans)
  ) {
    errors[field] = OFFER_MESSAGES.shape
    return errors
  }
  for (const item of [...COST_ITEMS, 'total'] as const) {
    const amount = value.cost[item]
    if (amount !== null && amount !== undefined && !isAmount(amount))
      errors[`${field}.cost.${item}`] = OFFER_MESSAGES.amount
  }
  for (const name of ['work_study', 'stated_net'] as const) {
    const amount = value[name]
    if (amount !== null && amount !== undefined && !isAmount(amount))
      errors[`${field}.${name}`] = OFFER_MESSAGES.amount
  }
  if (value.gifts.length > OFFER_LIMITS.gifts)
    errors[`${field}.gifts`] = OFFER_MESSAGES.tooMany('grants and scholarships', OFFER_LIMITS.gifts)
  value.gifts.slice(0, OFFER_LIMITS.gifts).forEach((gift: unknown, index) => {
    const at = `${field}.gifts.${String(index)}`
    if (!isRecord(gift)) {
      errors[at] = OFFER_MESSAGES.shape
      return
    }
    const name = entryTextProblem(gift.name, OFFER_LIMITS.giftName, OFFER_MESSAGES.giftName)
    if (name) errors[`${at}.name`] = name
    if (!isAmount(gift.amount)) errors[`${at}.amount`] = OFFER_MESSAGES.requiredAmount
    if (!RENEWALS.some((r) => r.value === gift.renews))
      errors[`${at}.renews`] = OFFER_MESSAGES.renews
    const condition = entryTextProblem(gift.condition ?? '', OFFER_LIMITS.condition, null)
    if (condition) errors[`${at}.condition`] = condition
  })
  if (value.loans.length > OFFER_LIMITS.loans)
    errors[`${field}.loans`] = OFFER_MESSAGES.tooMany('loans', OFFER_LIMITS.loans)
  value.loans.slice(0, OFFER_LIMITS.loans).forEach((loan: unknown, index) => {
    const at = `${field}.loans.${String(index)}`
    if (!isRecord(loan)) {
      errors[at] = OFFER_MESSAGES.shape
      return
    }
    if (!LOAN_KINDS.some((k) => k.value === loan.kind))
      errors[`${at}.kind`] = OFFER_MESSAGES.loanKind
    if (!isAmount(loan.amount)) errors[`${at}.amount`] = OFFER_MESSAGES.requiredAmount
    const rate = loan.rate
    if (
      rate !== null &&
      rate !== undefined &&
      (typeof rate !== 'number' ||
        !Number.isFinite(rate) ||
        rate < 0 ||
        rate > OFFER_LIMITS.rateMax ||
        Math.abs(rate * 1000 - Math.round(rate * 1000)) > 1e-6)
    )
      errors[`${at}.rate`] = OFFER_MESSAGES.rate
  })
  if (Object.keys(errors).length === 0) {
    const offer = value as Offer
    const cost = costOfAttendance(offer)
    if (cost !== null && giftAid(offer) > cost + 1e-6)
      errors[`${field}.gifts.0.amount`] = OFFER_MESSAGES.giftsOverCost
  }
  return errors
}

/** A gift's condition as text: an offer stored without one reads as none. */
function conditionOf(gift: Gift): string {
  const condition: unknown = gift.condition
  return typeof condition === 'string' ? condition.trim() : ''
}

/** The offer as stored: texts trimmed, missing figures null. Call after validateOffer passes. */
export function normalizeOffer(offer: Offer): Offer {
  const cost = { ...EMPTY_COST }
  for (const item of [...COST_ITEMS, 'total'] as const) cost[item] = offer.cost[item] ?? null
  return {
    cost,
    gifts: offer.gifts.map((g) => ({
      name: g.name.trim(),
      amount: g.amount,
      renews: g.renews,
      condition: conditionOf(g),
    })),
    loans: offer.loans.map((l) => ({ kind: l.kind, amount: l.amount, rate: l.rate ?? null })),
    work_study: offer.work_study ?? null,
    stated_net: offer.stated_net ?? null,
  }
}

/** A stored offer, or null when there is none or it cannot be read (the server checks writes). */
export function storedOffer(value: unknown): Offer | null {
  if (value === null || value === undefined) return null
  return Object.keys(validateOffer(value)).length === 0 ? normalizeOffer(value as Offer) : null
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

/** The cost of attendance: the letter's total, else the sum of its items; null when it gives none. */
export function costOfAttendance(offer: Pick<Offer, 'cost'>): number | null {
  if (offer.cost.total !== null) return offer.cost.total
  const items = COST_ITEMS.map((item) => offer.cost[item]).filter((v): v is number => v !== null)
  return items.length === 0 ? null : sum(items)
}

/** Grants and scholarships: the only aid that lowers the price. */
export function giftAid(offer: Pick<Offer, 'gifts'>): number {
  return sum(offer.gifts.map((gift) => gift.amount))
}

/** What is borrowed in the year, by every kind of loan together. */
export function borrowed(offer: Pick<Offer, 'loans'>): number {
  return sum(offer.loans.map((loan) => loan.amount))
}

/**
 * Net price: the cost of attendance minus gift aid (the school's, and the student's own outside
 * scholarships for this school). Loans and work-study are never subtracted: loans are repaid and
 * work-study is pay for work not yet done. null without a cost of attendance.
 */
export function netPrice(offer: Pick<Offer, 'cost' | 'gifts'>, outsideAid = 0): number | null {
  const cost = costOfAttendance(offer)
  return cost === null ? null : cost - giftAid(offer) - outsideAid
}

export function hasAnyFigure(offer: Offer | null): boolean {
  if (!offer) return false
  return (
    costOfAttendance(offer) !== null ||
    offer.gifts.length > 0 ||
    offer.loans.length > 0 ||
    offer.work_study !== null ||
    offer.stated_net !== null
  )
}

/** The four figures the older analytics fields held, for the migration's down step and tests. */
export function legacyFigures(offer: Offer) {
  return {
    aid_cost: costOfAttendance(offer),
    aid_grants: offer.gifts.length === 0 ? null : giftAid(offer),
    aid_loans: offer.loans.length === 0 ? null : borrowed(offer),
    aid_work_study: offer.work_study,
  }
}
