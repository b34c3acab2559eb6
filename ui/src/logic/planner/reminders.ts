/**
 * E-mail reminders: which alerts and digests are due, and what they say. The server's cron job
 * asks this module, sends, and records each reminder's key, so no reminder goes out twice: an
 * alert's key names the application and the deadline's instant (a moved deadline earns a new
 * alert), a digest's key names the student's ISO week. What the mails quote of typed text (a
 * task's title, an aid date's label, a school's name, the student's first name) is a short title
 * on one line with no links (validation/mail-title.ts, docs/adr/0074).
 */
import { mailFirstName, mailTitle } from '../validation/mail-title.ts'
import { formatIsoDate, isoWeek, isoWeekday } from './calendar-date.ts'
import type { AlertCandidate } from './alert-candidate.ts'
import type { Agenda, AgendaItem } from './agenda.ts'
import { countdown } from './deadline.ts'
import type { PlannerSettings } from './model.ts'
import { OPEN_STATUSES } from './status.ts'
import { utcStamp } from './ics.ts'
import { dateInZone, formatInstant, type OffsetAt } from './zone.ts'

export type ReminderSettings = Pick<
  PlannerSettings,
  'timezone' | 'reminders_enabled' | 'weekly_digest' | 'deadline_alerts' | 'alert_days'
>

export type { AlertCandidate } from './alert-candidate.ts'

/** Digests go out from Monday 8:00 in the student's zone, once per ISO week. */
export const DIGEST_WEEKDAY = 0
export const DIGEST_HOUR = 8

const DAY = 86_400_000

export function alertKey(app: Pick<AlertCandidate, 'id' | 'at'>): string {
  return `alert:${app.id}:${utcStamp(app.at)}`
}

/** Deadlines inside the student's alert window that have not had their alert yet. */
export function dueAlerts(
  settings: ReminderSettings,
  apps: readonly AlertCandidate[],
  now: number,
  sent: ReadonlySet<string>,
): AlertCandidate[] {
  if (!settings.reminders_enabled || !settings.deadline_alerts) return []
  return apps
    .filter(
      (app) =>
        OPEN_STATUSES.includes(app.status) &&
        app.at > now &&
        app.at - now <= settings.alert_days * DAY &&
        !sent.has(alertKey(app)),
    )
    .sort((a, b) => a.at - b.at)
}

/** The key of this week's digest when it is due and not yet sent, else null. */
export function dueDigest(
  settings: ReminderSettings,
  now: number,
  offsetAt: OffsetAt,
  sent: ReadonlySet<string>,
): string | null {
  if (!settings.reminders_enabled || !settings.weekly_digest) return null
  const offset = offsetAt(settings.timezone, now)
  const today = dateInZone(now, settings.timezone, offsetAt)
  const localHour = Math.floor(((((now + offset * 60_000) % DAY) + DAY) % DAY) / 3_600_000)
  if (isoWeekday(today) === DIGEST_WEEKDAY && localHour < DIGEST_HOUR) return null
  const key = `digest:${isoWeek(today)}`
  return sent.has(key) ? null : key
}

export type Mail = { subject: string; text: string; html: string }

export type MailLinks = {
  /** The planner page. */
  planner: string
  /** The one-click stop page (no sign-in). */
  stop: string
}

/** Text as HTML shows it literally (the mails of the planner and of shared links). */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
}

function footer(links: MailLinks): { text: string; html: string } {
  return {
    text: `Your plan: ${links.planner}\n\nYou get these e-mails because you turned on reminders in College Compass. Stop all reminders (one click, no sign-in): ${links.stop}`,
    html: `<p><a href="${escapeHtml(links.planner)}">Open your plan</a></p><p style="color:#4a5265;font-size:13px">You get these e-mails because you turned on reminders in College Compass. <a href="${escapeHtml(links.stop)}">Stop all reminders</a> (one click, no sign-in).</p>`,
  }
}

function greeting(name: string): string {
  const first = mailFirstName(name)
  return first === '' ? 'Hi,' : `Hi ${first},`
}

/** One mail for every deadline whose alert is due in this run. */
export function alertMail(
  name: string,
  apps: readonly AlertCandidate[],
  now: number,
  offsetAt: OffsetAt,
  links: MailLinks,
): Mail {
  const lines = apps.map(
    (app) =>
      `${mailTitle(app.schoolName)} (${app.planLabel}): due ${formatInstant(app.at, app.zone, offsetAt)}, ${countdown(app.at, now).text}`,
  )
  const first = apps[0]
  const subject =
    apps.length === 1 && first
      ? `${mailTitle(first.schoolName)} is due ${countdown(first.at, now).text.replace(/ left$/, '')} from now`
      : `${String(apps.length)} application deadlines are coming up`
  const foot = footer(links)
  return {
    subject,
    text: `${greeting(name)}\n\nComing up:\n${lines.map((line) => `- ${line}`).join('\n')}\n\n${foot.text}\n`,
    html: `<p>${escapeHtml(greeting(name))}</p><p>Coming up:</p><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>${foot.html}`,
  }
}

/** A deadline on its own clock, as the planner says it; a step or an aid date by its date. */
function itemLine(item: AgendaItem, offsetAt: OffsetAt, zone: string): string {
  const title = mailTitle(item.title)
  // Deadlines and interviews carry their instant, on their own clock; steps and dates a day.
  if (item.at !== null) return `${title}: ${formatInstant(item.at, item.zone ?? zone, offsetAt)}`
  return `${title}: ${formatIsoDate(item.date)}${item.estimate ? ' (estimate)' : ''}`
}

/**
 * A reminder mail: the greeting, each non-empty section as a heading and its lines, and the
 * footer with the stop link (`empty` when no section has a line).
 */
export function mailFrame(
  name: string,
  sections: readonly (readonly [title: string, lines: readonly string[]])[],
  subject: string,
  links: MailLinks,
  empty = 'Nothing is due this week.',
): Mail {
  const shown = sections.filter(([, lines]) => lines.length > 0)
  const foot = footer(links)
  const text = shown
    .map(([title, lines]) => `${title}:\n${lines.map((line) => `- ${line}`).join('\n')}`)
    .join('\n\n')
  const html = shown
    .map(
      ([title, lines]) =>
        `<h2 style="font-size:16px">${escapeHtml(title)}</h2><ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    )
    .join('')
  return {
    subject,
    text: `${greeting(name)}\n\n${text === '' ? empty : text}\n\n${foot.text}\n`,
    html: `<p>${escapeHtml(greeting(name))}</p>${html === '' ? `<p>${escapeHtml(empty)}</p>` : html}${foot.html}`,
  }
}

/** The weekly digest: what is late, what is due this week, and what comes next. */
export function digestMail(
  name: string,
  agenda: Agenda,
  zone: string,
  offsetAt: OffsetAt,
  links: MailLinks,
): Mail {
  const line = (item: AgendaItem) => itemLine(item, offsetAt, zone)
  const subject =
    agenda.late.length > 0
      ? `Your week: ${String(agenda.late.length)} late, ${String(agenda.thisWeek.length)} due this week`
      : `Your week: ${String(agenda.thisWeek.length)} due this week`
  return mailFrame(
    name,
    [
      ['Late', agenda.late.map(line)],
      ['Due this week', agenda.thisWeek.map(line)],
      ['Coming next', agenda.thisWeek.length === 0 ? agenda.later.slice(0, 3).map(line) : []],
    ],
    subject,
    links,
  )
}

/** Whether a digest has anything to say (a student with an empty plan gets none). */
export function digestHasContent(agenda: Agenda): boolean {
  return agenda.late.length + agenda.thisWeek.length + agenda.later.length > 0
}
