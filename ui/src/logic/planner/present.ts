/**
 * How the planner's views word an application: its deadline in the zone that rules it (and in
 * the student's own when that differs), and where the date came from.
 */
import { formatIsoDate } from './calendar-date.ts'
import { deadlineZone } from './deadline-day.ts'
import type { Application, ReminderValues } from './model.ts'
import { formatInstant, type OffsetAt } from './zone.ts'

export type DeadlineWords = {
  /** "Sun, Nov 1, 2026, 11:59 PM (New York time)". */
  text: string
  /** The same instant on the student's clock, when the school's zone rules and differs. */
  onStudentClock: string | null
}

export function deadlineWords(
  app: Pick<
    Application,
    'deadline_at' | 'deadline_date' | 'deadline_time' | 'deadline_zone_rule' | 'deadline_zone'
  >,
  studentZone: string,
  offsetAt: OffsetAt,
): DeadlineWords | null {
  if (app.deadline_at === '') return null
  const at = Date.parse(app.deadline_at)
  const zone = deadlineZone(app, studentZone)
  const text = formatInstant(at, zone, offsetAt)
  const mine = formatInstant(at, studentZone, offsetAt)
  const differs = offsetAt(zone, at) !== offsetAt(studentZone, at)
  return { text, onStudentClock: differs ? mine : null }
}

export type Provenance = {
  /** The source link, when the student gave one. */
  href: string | null
  /** Its host, as the link's words ("admission.tulane.edu"). */
  site: string | null
  /** "Mon, Sep 28, 2026", when the student checked it. */
  checked: string | null
}

export function provenance(app: Pick<Application, 'source_url' | 'checked_on'>): Provenance {
  let site: string | null = null
  if (app.source_url !== '') {
    try {
      site = new URL(app.source_url).hostname
    } catch {
      site = app.source_url
    }
  }
  return {
    href: app.source_url === '' ? null : app.source_url,
    site,
    checked: app.checked_on === '' ? null : formatIsoDate(app.checked_on),
  }
}

/** "$75", "No fee", "Unknown". */
export function feeWords(fee: number | null): string {
  if (fee === null) return 'Unknown'
  if (fee === 0) return 'No fee'
  return `$${Number.isInteger(fee) ? String(fee) : fee.toFixed(2)}`
}

/** What the reminders do now, in words: "A weekly digest on Monday morning and an alert 7 days before each deadline, by e-mail to ...". */
export function reminderWords(
  settings: Pick<
    ReminderValues,
    'reminders_enabled' | 'weekly_digest' | 'deadline_alerts' | 'alert_days'
  >,
  email: string,
): string {
  const digest = settings.weekly_digest ? 'a weekly digest on Monday morning' : null
  const alerts = settings.deadline_alerts
    ? `an alert ${String(settings.alert_days)} ${settings.alert_days === 1 ? 'day' : 'days'} before each deadline`
    : null
  const what = [digest, alerts].filter((part): part is string => part !== null)
  if (!settings.reminders_enabled || what.length === 0) return 'Off: no reminder e-mails.'
  const joined = what.join(' and ')
  return `${joined.charAt(0).toUpperCase()}${joined.slice(1)}, by e-mail to ${email}.`
}
