/**
 * The interview reminder mails (issue 26): an alert within a day before each scheduled interview
 * and a thank-you reminder from the day after, each sent once (the reminder job's log, ADR 0044).
 * Their lines are a school's name and a fixed phrase, never the student's own notes; the name is
 * quoted as every mail quotes typed text (validation/mail-title.ts, docs/adr/0074).
 */
import { mailTitle } from '../validation/mail-title.ts'
import { dayNumber, formatIsoDate, type IsoDate } from './calendar-date.ts'
import { countdown } from './deadline.ts'
import { utcStamp } from './ics.ts'
import { interviewTitle, thankYouDay, thankYouTitle, type InterviewFacts } from './interviews.ts'
import { mailFrame, type Mail, type MailLinks, type ReminderSettings } from './reminders.ts'
import { formatInstant, type OffsetAt } from './zone.ts'

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
    const school = mailTitle(interview.schoolName)
    if (interview.status === 'scheduled' && at !== null && at > now && at - now <= ALERT_MS) {
      const key = `interview:${interview.id}:${utcStamp(at)}`
      const left = countdown(at, now).text
      if (!sent.has(key))
        due.push({
          key,
          kind: 'interview',
          subject: `${interviewTitle(school)} in ${left.replace(/ left$/, '')}`,
          line: `${interviewTitle(school)}: ${formatInstant(at, interview.zone, offsetAt)}, ${left}`,
        })
    }
    const thanks = thankYouDay(interview, today)
    const late = thanks === null ? 0 : dayNumber(today) - dayNumber(thanks)
    const key = `interview-thanks:${interview.id}`
    if (thanks !== null && late >= 0 && late < THANKS_DAYS && !sent.has(key))
      due.push({
        key,
        kind: 'thanks',
        subject: thankYouTitle(school),
        line: `${thankYouTitle(school)} (interview on ${formatIsoDate(interview.date)})`,
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
