/**
 * What the student enters for analytics on each application, stored with the application
 * (migration 1763860000): whether they send official scores and what it costs, and the aid offer
 * of a school that admitted them. The CSS Profile mark is the planner's own
 * (`css_profile_required`); the CSS Profile fee waiver is kept with the planner settings.
 *
 * The server checks them with these very rules and messages (ui/src/logic/analytics/server.ts).
 */
import type { FieldErrors } from '../validation/fields.ts'

/** Official score reports for one school: marked or not, and their cost (null: not known yet). */
export type ScoreSends = { score_sends: boolean; score_send_fee: number | null }

/**
 * A school's aid offer as its award letter states it, yearly, in US dollars; null where the
 * student has not entered it. Grants and scholarships are gift aid; loans are repaid.
 */
export type AidOffer = {
  aid_cost: number | null
  aid_grants: number | null
  aid_loans: number | null
  aid_work_study: number | null
}

export const AID_FIELDS = ['aid_cost', 'aid_grants', 'aid_loans', 'aid_work_study'] as const
export type AidField = (typeof AID_FIELDS)[number]

export const EMPTY_AID_OFFER: AidOffer = {
  aid_cost: null,
  aid_grants: null,
  aid_loans: null,
  aid_work_study: null,
}

/** Everything analytics keeps on one application. */
export type ApplicationEntries = ScoreSends & AidOffer & { css_profile_required: boolean }

export type EntriesField = keyof ApplicationEntries

export const ANALYTICS_LIMITS = {
  /** Dollars for one school's score reports (a few reports of both tests, rush included). */
  scoreSendFeeMax: 500,
  /** Dollars a year for any figure of an aid offer; far above any cost of attendance. */
  aidMax: 200_000,
} as const

export const AID_LABEL: Record<AidField, string> = {
  aid_cost: 'the cost of attendance',
  aid_grants: 'grants and scholarships',
  aid_loans: 'loans',
  aid_work_study: 'work-study',
}

export const ANALYTICS_MESSAGES = {
  scoreSends: 'Choose whether you send official scores to this school.',
  cssProfile: 'Choose whether this school asks for the CSS Profile.',
  scoreSendFee:
    'Enter what sending your scores costs, in dollars from 0 to 500, or leave it empty if you do not know yet.',
  aid: (field: AidField) =>
    `Enter ${AID_LABEL[field]} in dollars, from 0 to 200,000, or leave it empty.`,
  aidOverCost:
    'The grants, loans and work-study add up to more than the cost of attendance: check the figures in the award letter.',
} as const

/** A dollar amount in [0, max] with at most cents, or null; anything else is not one. */
function isAmount(value: unknown, max: number): boolean {
  if (value === null) return true
  if (typeof value !== 'number' || !Number.isFinite(value)) return false
  if (value < 0 || value > max) return false
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
}

/**
 * Field messages for what the student enters (values as the server reads them: JSON fields may
 * hold anything). Fields absent from `values` are not checked.
 */
export function validateEntries(values: Record<string, unknown>): FieldErrors<EntriesField> {
  const errors: FieldErrors<EntriesField> = {}
  if ('score_sends' in values && typeof values.score_sends !== 'boolean') {
    errors.score_sends = ANALYTICS_MESSAGES.scoreSends
  }
  if ('css_profile_required' in values && typeof values.css_profile_required !== 'boolean') {
    errors.css_profile_required = ANALYTICS_MESSAGES.cssProfile
  }
  if (
    'score_send_fee' in values &&
    !isAmount(values.score_send_fee, ANALYTICS_LIMITS.scoreSendFeeMax)
  ) {
    errors.score_send_fee = ANALYTICS_MESSAGES.scoreSendFee
  }
  for (const field of AID_FIELDS) {
    if (field in values && !isAmount(values[field], ANALYTICS_LIMITS.aidMax)) {
      errors[field] = ANALYTICS_MESSAGES.aid(field)
    }
  }
  const cost = values.aid_cost
  if (typeof cost === 'number' && !errors.aid_cost) {
    let aid = 0
    for (const field of ['aid_grants', 'aid_loans', 'aid_work_study'] as const) {
      const value = values[field]
      if (typeof value === 'number' && !errors[field]) aid += value
    }
    if (aid > cost + 1e-6) errors.aid_cost = ANALYTICS_MESSAGES.aidOverCost
  }
  return errors
}

/** Net cost of an offer: the cost of attendance minus grants and scholarships (gift aid). */
export function netCost(offer: AidOffer): number | null {
  if (offer.aid_cost === null) return null
  return offer.aid_cost - (offer.aid_grants ?? 0)
}

/** What is left to pay from savings or income once loans and work-study are used too. */
export function leftToPay(offer: AidOffer): number | null {
  const net = netCost(offer)
  if (net === null) return null
  return net - (offer.aid_loans ?? 0) - (offer.aid_work_study ?? 0)
}

export function hasOffer(offer: AidOffer): boolean {
  return AID_FIELDS.some((field) => offer[field] !== null)
}

/** Everything the student entered for analytics: per application, and the CSS Profile waiver. */
export type AnalyticsEntries = {
  /** By application id. */
  applications: Record<string, ApplicationEntries>
  /** The student has a CSS Profile fee waiver (kept with the planner settings). */
  cssFeeWaiver: boolean
}

/** A number the server holds in a JSON field, or null when it holds anything else. */
export function amountOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}
