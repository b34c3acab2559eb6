/**
 * Interviews (issue 26): per application, none, offered, requested, scheduled or done. A
 * scheduled interview is a date, a time and a zone rule, exactly as a deadline is (ADR 0043): the
 * server stores the instant it names. A thank-you note is due the day after; the student ticks it
 * when sent (docs/adr/0084-interviews-are-dated-as-deadlines-are.md).
 *
 * What the agenda and the feed need is here; the checks of a write are in interview-checks.ts and
 * the reminder mails in interview-reminders.ts, so the planner's overview carries neither. The
 * server runs all three through the planner's bundle (ADR 0042).
 */
import { addDays, dayNumber, type IsoDate } from './calendar-date.ts'
import type { Application, ZoneRule } from './model.ts'

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

/** The zone the interview's clock is in: the school's when it says so, else the student's. */
export function interviewZone(
  values: Pick<InterviewValues, 'zone_rule' | 'zone'>,
  studentZone: string,
): string {
  return values.zone_rule === 'school' ? values.zone : studentZone
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
