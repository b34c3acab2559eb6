/**
 * The checks of an interview write (issue 26) and the instant it names, run by the interview form
 * and by the server on every write (through the planner's bundle, ADR 0042): the same words in
 * both places, the same instant as a deadline's (ADR 0043, 0084).
 */
import type { FieldErrors } from '../validation/fields.ts'
import type { IsoDate } from './calendar-date.ts'
import { isNotFuture } from './deadline.ts'
import { interviewZone, INTERVIEW_STATUSES, type InterviewValues } from './interviews.ts'
import { dateProblem, isWebAddress, PLANNER_MESSAGES } from './list-checks.ts'
import { isOneOf, ZONE_RULES } from './model.ts'
import { textProblem as textRule } from '../validation/text-rule.ts'
import { parseTime, zonedInstant, type OffsetAt } from './zone.ts'

/** The one text rule of stored strings (ADR 0075): these fields hold one line. */
const textProblem = (value: string) => textRule(value, 'single')

export const INTERVIEW_LIMITS = { place: 300, withWhom: 120 } as const

export const INTERVIEW_MESSAGES = {
  date: 'Enter the day of the interview, such as 2026-12-08.',
  time: 'Enter the time of the interview, such as 16:00.',
  place: 'Enter the place, or the full video link starting with https://.',
} as const

/** The interview's instant (ms), or null without both a date and a time. */
export function interviewInstant(
  values: Pick<InterviewValues, 'date' | 'time' | 'zone_rule' | 'zone'>,
  studentZone: string,
  offsetAt: OffsetAt,
): number | null {
  if (values.date === '' || values.time === '') return null
  return zonedInstant(values.date, values.time, interviewZone(values, studentZone), offsetAt)
}

/** The values as the form and the server keep them: trimmed, the zone only for the school's rule. */
export function normalizeInterview<V extends InterviewValues>(values: V): V {
  return {
    ...values,
    date: values.date.trim(),
    time: values.time.trim(),
    zone: values.zone_rule === 'school' ? values.zone.trim() : '',
    place: values.place.trim(),
    with_whom: values.with_whom.trim(),
  }
}

export type InterviewField = keyof InterviewValues

function textField(value: string, max: number): string | null {
  return textProblem(value) ?? (value.length > max ? PLANNER_MESSAGES.tooLong(max) : null)
}

/** Field messages for an interview (after normalizeInterview). */
export function validateInterview(
  values: InterviewValues,
  context: { today: IsoDate; isKnownZone: (zone: string) => boolean },
): FieldErrors<InterviewField> {
  const errors: FieldErrors<InterviewField> = {}
  if (values.application === '') errors.application = PLANNER_MESSAGES.notYours
  if (!isOneOf(INTERVIEW_STATUSES, values.status)) errors.status = PLANNER_MESSAGES.choice
  const dated = values.status === 'scheduled' || values.status === 'done'
  if (values.date === '') {
    if (dated) errors.date = INTERVIEW_MESSAGES.date
  } else {
    const problem = dateProblem(values.date)
    if (problem) errors.date = problem
    else if (values.status === 'done' && !isNotFuture(values.date, context.today))
      errors.date = PLANNER_MESSAGES.future
  }
  if (values.time === '') {
    if (values.status === 'scheduled') errors.time = INTERVIEW_MESSAGES.time
  } else if (!parseTime(values.time)) errors.time = PLANNER_MESSAGES.time
  if (!isOneOf(ZONE_RULES, values.zone_rule)) errors.zone_rule = PLANNER_MESSAGES.choice
  else if (values.zone_rule === 'school' && !context.isKnownZone(values.zone))
    errors.zone = PLANNER_MESSAGES.zone
  const place =
    textField(values.place, INTERVIEW_LIMITS.place) ??
    (/^https?:/i.test(values.place) && !isWebAddress(values.place)
      ? INTERVIEW_MESSAGES.place
      : null)
  if (place) errors.place = place
  const withWhom = textField(values.with_whom, INTERVIEW_LIMITS.withWhom)
  if (withWhom) errors.with_whom = withWhom
  return errors
}
