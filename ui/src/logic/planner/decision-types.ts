// The choices and the shape of what a student records about a decision (decision-record.ts
// re-exports them): no imports but dates, so model.ts can name them without a circle.
import type { IsoDate } from './calendar-date.ts'

/** The steps a deferral or a waitlist may ask for; the student picks the school's. */
export const DECISION_STEPS = [
  { value: 'opt_in', label: 'Opt in to the waitlist', phrase: 'Opt in to the waitlist' },
  { value: 'mid_year', label: 'Send mid-year grades', phrase: 'Send mid-year grades' },
  {
    value: 'loci',
    label: 'Send a letter of continued interest',
    phrase: 'Send a letter of continued interest',
  },
  { value: 'update', label: 'Send an update (new results, awards)', phrase: 'Send an update' },
  {
    value: 'extra_rec',
    label: 'Send an extra recommendation',
    phrase: 'Send an extra recommendation',
  },
  { value: 'other', label: 'Other (name it)', phrase: '' },
] as const
export type DecisionStep = (typeof DECISION_STEPS)[number]['value']

export const LOCI_POLICIES = [
  { value: 'welcomes', label: 'The school welcomes one' },
  { value: 'forbids', label: 'The school asks for no extra material' },
  { value: 'silent', label: "The school doesn't say" },
] as const
export type LociPolicy = (typeof LOCI_POLICIES)[number]['value']

export const REPLIES = [
  { value: 'enrolling', label: 'Enrolling' },
  { value: 'declined', label: 'Declined' },
] as const
export type Reply = (typeof REPLIES)[number]['value']

/** What the student records about a decision; '' and null are "not entered". */
export type Decision = {
  /** The day the school wants an answer by (May 1 unless its letter says otherwise). */
  reply_by: IsoDate
  /** The enrollment deposit in dollars. */
  deposit: number | null
  deposit_paid: boolean
  housing_deadline: IsoDate
  housing_deposit: number | null
  housing_done: boolean
  /** Whether the school takes a letter of continued interest (deferred or waitlisted). */
  loci: LociPolicy | ''
  /** The student's answer to an admission. */
  reply: Reply | ''
  /** Withdrawn on the school's portal or platform (after a binding admission elsewhere, say). */
  withdrawn: boolean
}
