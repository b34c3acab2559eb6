/**
 * The after-submit records' fields, said once (ADR 0093): an interview and a portal with nothing
 * entered, as the server stores them. Their keys are the fields the student edits: the browser's
 * calls and mapping, lib/after-submit.js and the in-memory client read and write these and no
 * others. Kept apart from interviews.ts and portal.ts so the data client, which every page loads,
 * carries only these lists and not those modules' rules.
 */
import { fieldsOf } from '../field-lists.ts'
import type { InterviewValues } from './interviews.ts'
import type { PortalValues } from './portal.ts'

export const NO_INTERVIEW: InterviewValues = {
  application: '',
  status: 'none',
  date: '',
  time: '',
  zone_rule: 'student',
  zone: '',
  place: '',
  with_whom: '',
  thank_you_sent: false,
}

/** The interview fields the student edits. */
export const INTERVIEW_FIELDS: readonly (keyof InterviewValues)[] = fieldsOf(NO_INTERVIEW)

export const NO_PORTAL: PortalValues = {
  application: '',
  url: '',
  login_email: '',
  items: {},
  checked_on: '',
}

/** The portal fields the student edits. */
export const PORTAL_FIELDS: readonly (keyof PortalValues)[] = fieldsOf(NO_PORTAL)
