/**
 * Checks and messages for every planner form, run by the forms as the student types and by the
 * server on every write (through its bundle of this folder), so a refusal reads the same in both
 * places. Values arrive as the server reads them: JSON fields may hold anything.
 */
import { isEmail, type FieldErrors } from '../validation/fields.ts'
import { textProblem } from '../validation/text-rule.ts'
import type { IsoDate } from './calendar-date.ts'
import { DEFAULT_DEADLINE_TIME, isNotFuture } from './deadline.ts'
import { dateProblem, optionalUrl, PLANNER_LIMITS, PLANNER_MESSAGES } from './list-checks.ts'
import {
  FEE_WAIVERS,
  isOneOf,
  PLANS,
  PLATFORMS,
  RECOMMENDER_ROLES,
  RECOMMENDER_STATUSES,
  STATUSES,
  ZONE_RULES,
  type ApplicationValues,
  type PlannerSettings,
  type Recommender,
} from './model.ts'
import { parseTime } from './zone.ts'

export {
  isWebAddress,
  PLANNER_LIMITS,
  PLANNER_MESSAGES,
  PLANNER_YEARS,
  validateAidDate,
  validateTask,
  type AidValues,
  type TaskValues,
} from './list-checks.ts'
export { parseFee } from './fee.ts'

function optionalDate(value: IsoDate): string | null {
  return value === '' ? null : dateProblem(value)
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
  else {
    const problem = textProblem(name, 'single')
    if (problem) errors.name = problem
  }
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
