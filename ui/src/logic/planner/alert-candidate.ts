// A deadline the alert mails may name (reminders.ts chooses which are due); its own file so the
// modules that add candidates (scholarship-dates.ts) need not import the reminders.
import type { Status } from './model.ts'

export type AlertCandidate = {
  id: string
  schoolName: string
  planLabel: string
  status: Status
  /** The deadline, ms since the epoch. */
  at: number
  zone: string
}
