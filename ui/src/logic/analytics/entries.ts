/**
 * What the student enters for analytics on each application, stored with the application
 * (migration 1763860000): whether they send official scores and what it costs, and the aid offer
 * of a school that admitted them (its shape and rules: logic/offers/offer.ts, migration 1763905000). The CSS Profile mark is the planner's own
 * (`css_profile_required`); the CSS Profile fee waiver is kept with the planner settings.
 *
 * The server checks them with these very rules and messages (ui/src/logic/analytics/server.ts).
 */
import { fieldsOf } from '../field-lists.ts'
import type { OutsideAward } from '../offers/compare.ts'
import { storedOffer, validateOffer, type Offer } from '../offers/offer.ts'

/** Official score reports for one school: marked or not, and their cost (null: not known yet). */
export type ScoreSends = { score_sends: boolean; score_send_fee: number | null }

/** Everything analytics keeps on one application. */
export type ApplicationEntries = ScoreSends & {
  /** An admitted school's aid offer (logic/offers/offer.ts); null before it is entered. */
  aid_offer: Offer | null
  css_profile_required: boolean
}

/**
 * Nothing entered yet on an application. Its keys are the application fields analytics owns: the
 * browser's verbs, the hooks (lib/analytics.js, lib/shared-view.js) and the in-memory client read
 * and write these and no others (ADR 0093); a new entry is a key here and a field in a migration.
 */
export const NOTHING_ENTERED: ApplicationEntries = {
  css_profile_required: false,
  score_sends: false,
  score_send_fee: null,
  aid_offer: null,
}

export type EntriesField = keyof ApplicationEntries

/** The application fields analytics reads and writes. */
export const ENTRY_FIELDS: readonly EntriesField[] = fieldsOf(NOTHING_ENTERED)

/**
 * An application's entries from the values the server holds (JSON fields may hold anything):
 * amounts and offers it cannot read are "not entered", marks anything but true are unmarked.
 */
export function applicationEntriesOf(values: Record<EntriesField, unknown>): ApplicationEntries {
  return {
    css_profile_required: values.css_profile_required === true,
    score_sends: values.score_sends === true,
    score_send_fee: amountOf(values.score_send_fee),
    aid_offer: storedOffer(values.aid_offer),
  }
}

export const ANALYTICS_LIMITS = {
  /** Dollars for one school's score reports (a few reports of both tests, rush included). */
  scoreSendFeeMax: 500,
} as const

export const ANALYTICS_MESSAGES = {
  scoreSends: 'Choose whether you send official scores to this school.',
  cssProfile: 'Choose whether this school asks for the CSS Profile.',
  scoreSendFee:
    'Enter what sending your scores costs, in dollars from 0 to 500, or leave it empty if you do not know yet.',
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
 * hold anything), by field, or by path inside the offer ("aid_offer.loans.0.rate"). Fields absent
 * from `values` are not checked.
 */
export function validateEntries(values: Record<string, unknown>): Record<string, string> {
  const errors: Record<string, string> = {}
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
  if ('aid_offer' in values) Object.assign(errors, validateOffer(values.aid_offer))
  return errors
}

/** Everything the student entered for analytics: per application, and the CSS Profile waiver. */
export type AnalyticsEntries = {
  /** By application id. */
  applications: Record<string, ApplicationEntries>
  /** The student's awarded scholarships, counted as outside aid in the offers comparison. */
  outsideAwards: OutsideAward[]
  /** The student has a CSS Profile fee waiver (kept with the planner settings). */
  cssFeeWaiver: boolean
}

/**
 * The scholarship fields an awarded scholarship is read from as outside aid, with nothing
 * entered: the browser's verb and lib/shared-view.js read these and no others (ADR 0093).
 */
export const NO_AWARD = { sponsor: '', amount: null, renewable: false, application: '' }

/** The scholarship fields outside aid reads. */
export const AWARD_FIELDS: readonly (keyof typeof NO_AWARD)[] = fieldsOf(NO_AWARD)

/** An awarded scholarship as outside aid, from the values the server holds; null without an amount. */
export function outsideAwardOf(
  id: string,
  values: Record<keyof typeof NO_AWARD, unknown>,
): OutsideAward | null {
  const amount = amountOf(values.amount)
  const text = (value: unknown) => (typeof value === 'string' ? value : '')
  return amount === null
    ? null
    : {
        id,
        sponsor: text(values.sponsor),
        amount,
        renewable: values.renewable === true,
        application: text(values.application),
      }
}

/** A number the server holds in a JSON field, or null when it holds anything else. */
export function amountOf(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}
