/**
 * Checks and messages for every planner form, run by the forms as the student types and by the
 * server on every write (through its bundle of this folder), so a refusal reads the same in both
 * places. Values arrive as the server reads them: JSON fields may hold anything.
 */
import { isEmail, type FieldErrors } from '../validation/fields.ts'
import { parseIsoDate, type IsoDate } from './calendar-date.ts'
import { DEFAULT_DEADLINE_TIME, isNotFuture } from './deadline.ts'
import {
  AID_KINDS,
  FEE_WAIVERS,
  isOneOf,
  PLANS,
  PLATFORMS,
  RECOMMENDER_ROLES,
  RECOMMENDER_STATUSES,
  STATUSES,
  ZONE_RULES,
  type AidDate,
  type ApplicationValues,
  type PlannerSettings,
  type Recommender,
} from './model.ts'
import { parseTime } from './zone.ts'

export const PLANNER_LIMITS = {
  url: 2000,
  taskTitle: 200,
  aidLabel: 120,
  recommenderName: 100,
  email: 254,
  feeMax: 1000,
  alertDaysMin: 1,
  alertDaysMax: 30,
  /** Per student, against runaway scripts; far above any real plan. */
  applications: 100,
  tasks: 1000,
  aidDates: 200,
  recommenders: 50,
} as const

/** The years a planner date may fall in; the date pickers offer the same span. */
export const PLANNER_YEARS = { first: 2000, last: 2099 } as const

export const PLANNER_MESSAGES = {
  university: 'Choose a school from your list.',
  choice: 'Choose one of the options in the list.',
  date: 'Enter a real date, such as 2026-11-01.',
  year: 'Enter a year from 2000 to 2099.',
  time: 'Enter a time as hours and minutes, such as 23:59.',
  zone: "Choose the school's time zone from the list, such as America/New_York.",
  studentZone: 'Choose your time zone from the list, such as America/Chicago.',
  url: 'Enter the full web address, starting with https://.',
  future: 'That date is still to come: enter the day it happened.',
  fee: "Enter the fee in dollars, from 0 to 1,000, or leave it empty if you don't know it.",
  taskTitle: 'Give the task a name.',
  taskDue: 'Enter the date the task is due, such as 2026-10-15.',
  aidLabel: 'Say what this date is for.',
  aidDate: 'Enter the date, such as 2027-02-15.',
  name: 'Enter their name.',
  email: 'Enter a valid e-mail address, or leave it empty.',
  askedOn: 'Enter the day you asked them.',
  alertDays: 'Choose a number of days from 1 to 30.',
  tooLong: (max: number) => `Keep it under ${String(max)} characters.`,
  // Checks only the server can make (it knows the student's other records):
  noStudentZone:
    'Choose your time zone in the planner settings first: a deadline is 11:59 pm in your zone unless the school says otherwise.',
  notOnList: 'Add this school to My List first.',
  sameSchool: 'An application stays with its school: add a new one for another school.',
  notYours: 'Choose one of your own applications.',
  computed: "This is worked out from the deadline's date, time and time zone: leave it out.",
  setByServer: 'This is set by the server.',
  generatedStep:
    "This step follows the application's deadline: tick it off, or add a task of your own.",
  customOnly: 'Add a task of your own here; the plan makes its steps from each application.',
  tooMany: (what: string, max: number) => `You can keep up to ${String(max)} ${what}.`,
} as const

const HTTP_URL = /^https?:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i

/** An http(s) address a link can safely open (no javascript: or data: links). */
export function isWebAddress(value: string): boolean {
  return value.length <= PLANNER_LIMITS.url && HTTP_URL.test(value)
}

function dateProblem(value: IsoDate): string | null {
  const parts = parseIsoDate(value)
  if (!parts) return PLANNER_MESSAGES.date
  if (parts.year < PLANNER_YEARS.first || parts.year > PLANNER_YEARS.last) {
    return PLANNER_MESSAGES.year
  }
  return null
}

function optionalDate(value: IsoDate): string | null {
  return value === '' ? null : dateProblem(value)
}

function optionalUrl(value: string): string | null {
  return value === '' || isWebAddress(value) ? null : PLANNER_MESSAGES.url
}

function pastDate(value: IsoDate, today: IsoDate): string | null {
  const problem = optionalDate(value)
  if (problem || value === '') return problem
  return isNotFuture(value, today) ? null : PLANNER_MESSAGES.future
}

export type ValidationContext = {
  /** The student's date today (their zone), for "not in the future" checks. */
  today: IsoDate
  /** Whether a time zone name is known to this side's zone database. */
  isKnownZone: (zone: string) => boolean
}

/** The values as the form and the server keep them: trimmed, time filled in, zone per rule. */
export function normalizeApplication<V extends ApplicationValues>(values: V): V {
  const date = values.deadline_date.trim()
  const time = values.deadline_time.trim()
  return {
    ...values,
    deadline_date: date,
    deadline_time: date === '' ? '' : time === '' ? DEFAULT_DEADLINE_TIME : time,
    deadline_zone: values.deadline_zone_rule === 'school' ? values.deadline_zone.trim() : '',
    source_url: values.source_url.trim(),
    checked_on: values.checked_on.trim(),
  }
}

export type ApplicationField = keyof ApplicationValues

/** Field messages for an application (after normalizeApplication). */
export function validateApplication(
  values: Omit<ApplicationValues, 'fee'> & { fee: unknown },
  context: ValidationContext,
): FieldErrors<ApplicationField> {
  const errors: FieldErrors<ApplicationField> = {}
  if (values.university === '') errors.university = PLANNER_MESSAGES.university
  if (values.platform !== '' && !isOneOf(PLATFORMS, values.platform))
    errors.platform = PLANNER_MESSAGES.choice
  if (values.plan !== '' && !isOneOf(PLANS, values.plan)) errors.plan = PLANNER_MESSAGES.choice
  if (!isOneOf(STATUSES, values.status)) errors.status = PLANNER_MESSAGES.choice
  if (values.fee_waiver !== '' && !isOneOf(FEE_WAIVERS, values.fee_waiver))
    errors.fee_waiver = PLANNER_MESSAGES.choice
  const dateError = optionalDate(values.deadline_date)
  if (dateError) errors.deadline_date = dateError
  if (values.deadline_time !== '' && !parseTime(values.deadline_time))
    errors.deadline_time = PLANNER_MESSAGES.time
  if (!isOneOf(ZONE_RULES, values.deadline_zone_rule))
    errors.deadline_zone_rule = PLANNER_MESSAGES.choice
  else if (values.deadline_zone_rule === 'school' && !context.isKnownZone(values.deadline_zone))
    errors.deadline_zone = PLANNER_MESSAGES.zone
  const urlError = optionalUrl(values.source_url)
  if (urlError) errors.source_url = urlError
  const checkedError = pastDate(values.checked_on, context.today)
  if (checkedError) errors.checked_on = checkedError
  const fee = values.fee
  if (
    fee !== null &&
    (typeof fee !== 'number' ||
      !Number.isFinite(fee) ||
      fee < 0 ||
      fee > PLANNER_LIMITS.feeMax ||
      Math.round(fee * 100) !== fee * 100)
  )
    errors.fee = PLANNER_MESSAGES.fee
  return errors
}

/** Reads the fee a form field holds: '' is unknown (null); anything unreadable stays as typed. */
export function parseFee(text: string): number | string | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '')
  if (trimmed === '') return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : text
}

export type TaskValues = { title: string; due: IsoDate }

export function validateTask(values: TaskValues): FieldErrors<keyof TaskValues> {
  const errors: FieldErrors<keyof TaskValues> = {}
  const title = values.title.trim()
  if (title === '') errors.title = PLANNER_MESSAGES.taskTitle
  else if (title.length > PLANNER_LIMITS.taskTitle)
    errors.title = PLANNER_MESSAGES.tooLong(PLANNER_LIMITS.taskTitle)
  if (values.due === '') errors.due = PLANNER_MESSAGES.taskDue
  else {
    const problem = dateProblem(values.due)
    if (problem) errors.due = problem
  }
  return errors
}

export type AidValues = Pick<AidDate, 'kind' | 'label' | 'date' | 'source_url'>

export function validateAidDate(values: AidValues): FieldErrors<keyof AidValues> {
  const errors: FieldErrors<keyof AidValues> = {}
  if (!isOneOf(AID_KINDS, values.kind)) errors.kind = PLANNER_MESSAGES.choice
  const label = values.label.trim()
  if (label.length > PLANNER_LIMITS.aidLabel)
    errors.label = PLANNER_MESSAGES.tooLong(PLANNER_LIMITS.aidLabel)
  else if (values.kind === 'other' && label === '') errors.label = PLANNER_MESSAGES.aidLabel
  if (values.date === '') errors.date = PLANNER_MESSAGES.aidDate
  else {
    const problem = dateProblem(values.date)
    if (problem) errors.date = problem
  }
  const urlError = optionalUrl(values.source_url.trim())
  if (urlError) errors.source_url = urlError
  return errors
}

export type RecommenderValues = Pick<Recommender, 'name' | 'role' | 'email' | 'asked_on' | 'status'>

export function validateRecommender(
  values: RecommenderValues,
  today: IsoDate,
): FieldErrors<keyof RecommenderValues> {
  const errors: FieldErrors<keyof RecommenderValues> = {}
  const name = values.name.trim()
  if (name === '') errors.name = PLANNER_MESSAGES.name
  else if (name.length > PLANNER_LIMITS.recommenderName)
    errors.name = PLANNER_MESSAGES.tooLong(PLANNER_LIMITS.recommenderName)
  if (!isOneOf(RECOMMENDER_ROLES, values.role)) errors.role = PLANNER_MESSAGES.choice
  const email = values.email.trim()
  if (email !== '' && (email.length > PLANNER_LIMITS.email || !isEmail(email)))
    errors.email = PLANNER_MESSAGES.email
  if (!isOneOf(RECOMMENDER_STATUSES, values.status)) errors.status = PLANNER_MESSAGES.choice
  const asked = values.asked_on.trim()
  const askedError = pastDate(asked, today)
  if (askedError) errors.asked_on = askedError
  else if (
    asked === '' &&
    (values.status === 'asked' || values.status === 'agreed' || values.status === 'submitted')
  )
    errors.asked_on = PLANNER_MESSAGES.askedOn
  return errors
}

export type SettingsValues = Pick<PlannerSettings, 'timezone' | 'alert_days'>

export function validateSettings(
  values: Omit<SettingsValues, 'alert_days'> & { alert_days: unknown },
  isKnownZone: (zone: string) => boolean,
): FieldErrors<keyof SettingsValues> {
  const errors: FieldErrors<keyof SettingsValues> = {}
  if (!isKnownZone(values.timezone)) errors.timezone = PLANNER_MESSAGES.studentZone
  const days = values.alert_days
  if (
    typeof days !== 'number' ||
    !Number.isInteger(days) ||
    days < PLANNER_LIMITS.alertDaysMin ||
    days > PLANNER_LIMITS.alertDaysMax
  )
    errors.alert_days = PLANNER_MESSAGES.alertDays
  return errors
}
