/**
 * Interviews (issue 26): per application, none, offered, requested, scheduled or done. A
 * scheduled interview is a date, a time and a zone rule, exactly as a deadline is (ADR 0043): the
 * server stores the instant it names. A thank-you note is due the day after; the student ticks it
 * when sent (docs/adr/0084-interviews-are-dated-as-deadlines-are.md).
 *
 * The server runs these checks, the feed's events and the reminder mails through the planner's
 * bundle (ADR 0042).
 */
import type { FieldErrors } from '../validation/fields.ts'
import { addDays, dayNumber, formatIsoDate, type IsoDate } from './calendar-date.ts'
import { countdown, isNotFuture } from './deadline.ts'
import { dateProblem, isWebAddress, PLANNER_MESSAGES } from './list-checks.ts'
import { isOneOf, ZONE_RULES, type Application, type ZoneRule } from './model.ts'
import { utcStamp } from './ics.ts'
import { mailFrame, type Mail, type MailLinks, type ReminderSettings } from './reminders.ts'
import { textProblem } from './text.ts'
import { formatInstant, parseTime, zonedInstant, type OffsetAt } from './zone.ts'

export const INTERVIEW_STATUSES = [
  { value: 'none', label: 'No interview' },
  { value: 'offered', label: 'Offered' },
  { value: 'requested', label: 'Requested' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'done', label: 'Done' },
] as const
export type InterviewStatus = (typeof INTERVIEW_STATUSES)[number]['value']

/** What the student edits about one application's interview. */
export type InterviewValues = {
  application: string
  status: InterviewStatus
  /** The interview's calendar date where it happens; '' while unknown. */
  date: IsoDate
  /** "HH:MM", 24-hour; '' while unknown. */
  time: string
  zone_rule: ZoneRule
  /** The school's (or the interviewer's) zone when the rule is 'school'. */
  zone: string
  /** An address or a video link. */
  place: string
  /** The interviewer, as the student wants to remember them. */
  with_whom: string
  thank_you_sent: boolean
}

export type Interview = InterviewValues & {
  id: string
  /** The interview as a UTC instant (ISO 8601), '' without a date and time; set by the server. */
  at: string
}

export const INTERVIEW_LIMITS = { place: 300, withWhom: 120 } as const

export const INTERVIEW_MESSAGES = {
  date: 'Enter the day of the interview, such as 2026-12-08.',
  time: 'Enter the time of the interview, such as 16:00.',
  place: 'Enter the place, or the full video link starting with https://.',
} as const

/** The zone the interview's clock is in: the school's when it says so, else the student's. */
export function interviewZone(
  values: Pick<InterviewValues, 'zone_rule' | 'zone'>,
  studentZone: string,
): string {
  return values.zone_rule === 'school' ? values.zone : studentZone
}

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

/** An interview with what the agenda, the feed and the reminders say about it. */
export type InterviewFacts = Pick<
  Interview,
  'id' | 'application' | 'status' | 'date' | 'thank_you_sent'
> & {
  schoolName: string
  /** ms, or null without a date and time. */
  at: number | null
  /** The zone its clock is in. */
  zone: string
}

/** The interviews with their schools, for applications that still exist. */
export function interviewFacts(
  interviews: readonly Interview[],
  applications: readonly Pick<Application, 'id' | 'school'>[],
  studentZone: string,
): InterviewFacts[] {
  const facts: InterviewFacts[] = []
  for (const interview of interviews) {
    const app = applications.find((entry) => entry.id === interview.application)
    if (!app) continue
    facts.push({
      id: interview.id,
      application: interview.application,
      status: interview.status,
      date: interview.date,
      thank_you_sent: interview.thank_you_sent,
      schoolName: app.school.name,
      at: interview.at === '' ? null : Date.parse(interview.at),
      zone: interviewZone(interview, studentZone),
    })
  }
  return facts
}

/** The day the thank-you note is due (the day after), once the interview is over; else null. */
export function thankYouDay(
  interview: Pick<InterviewFacts, 'status' | 'date' | 'thank_you_sent'>,
  today: IsoDate,
): IsoDate | null {
  if (interview.thank_you_sent || interview.date === '') return null
  const over =
    interview.status === 'done' ||
    (interview.status === 'scheduled' && dayNumber(interview.date) < dayNumber(today))
  return over ? addDays(interview.date, 1) : null
}

/** Whether the interview is still to come (scheduled, on or after today). */
export function isUpcoming(
  interview: Pick<InterviewFacts, 'status' | 'date'>,
  today: IsoDate,
): boolean {
  return (
    interview.status === 'scheduled' &&
    interview.date !== '' &&
    dayNumber(interview.date) >= dayNumber(today)
  )
}

export function interviewTitle(schoolName: string): string {
  return `Interview with ${schoolName}`
}

export function thankYouTitle(schoolName: string): string {
  return `Send a thank-you note for your ${schoolName} interview`
}

/** A reminder mail's line: a school's name and a fixed phrase, never the student's own notes. */
export type InterviewReminder = {
  key: string
  kind: 'interview' | 'thanks'
  /** The mail's subject when it is the only reminder. */
  subject: string
  line: string
}

/** Alerts no earlier than this before an interview. */
const ALERT_MS = 24 * 3_600_000
/** A thank-you reminder stops being sent a week after it fell due. */
const THANKS_DAYS = 7

/**
 * The interview reminders due now and not yet sent: an alert within a day before each scheduled
 * interview (a moved interview earns a new one), and a thank-you reminder from the day after it,
 * for a week, until the note is ticked as sent. Both follow the student's alert setting.
 */
export function dueInterviewReminders(
  settings: ReminderSettings,
  interviews: readonly InterviewFacts[],
  now: number,
  today: IsoDate,
  offsetAt: OffsetAt,
  sent: ReadonlySet<string>,
): InterviewReminder[] {
  if (!settings.reminders_enabled || !settings.deadline_alerts) return []
  const due: InterviewReminder[] = []
  for (const interview of interviews) {
    const { at } = interview
    if (interview.status === 'scheduled' && at !== null && at > now && at - now <= ALERT_MS) {
      const key = `interview:${interview.id}:${utcStamp(at)}`
      const left = countdown(at, now).text
      if (!sent.has(key))
        due.push({
          key,
          kind: 'interview',
          subject: `${interviewTitle(interview.schoolName)} in ${left.replace(/ left$/, '')}`,
          line: `${interviewTitle(interview.schoolName)}: ${formatInstant(at, interview.zone, offsetAt)}, ${left}`,
        })
    }
    const thanks = thankYouDay(interview, today)
    const late = thanks === null ? 0 : dayNumber(today) - dayNumber(thanks)
    const key = `interview-thanks:${interview.id}`
    if (thanks !== null && late >= 0 && late < THANKS_DAYS && !sent.has(key))
      due.push({
        key,
        kind: 'thanks',
        subject: thankYouTitle(interview.schoolName),
        line: `${thankYouTitle(interview.schoolName)} (interview on ${formatIsoDate(interview.date)})`,
      })
  }
  return due
}

/** One mail for the interview reminders due in this run (lines: schools and fixed phrases). */
export function interviewMail(
  name: string,
  reminders: readonly InterviewReminder[],
  links: MailLinks,
): Mail {
  const first = reminders[0]
  const subject =
    reminders.length === 1 && first
      ? first.subject
      : `${String(reminders.length)} interview reminders`
  return mailFrame(
    name,
    [['Interviews', reminders.map((reminder) => reminder.line)]],
    subject,
    links,
  )
}
