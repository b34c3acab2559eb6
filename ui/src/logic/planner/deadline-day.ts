/**
 * Which day a deadline falls on, said once for every view (docs/adr/0078-a-deadline-falls-on-its-own-date.md):
 * its own date on its own clock. Pomona's supplement, due Jan 8 at 11:59 pm Los Angeles time, falls
 * on Jan 8 for a student in Chicago too (where that instant is 1:59 am on Jan 9), because Jan 8 is
 * what the school wrote and what the planner shows ("Fri, Jan 8, 2027, 11:59 PM (Los Angeles
 * time)"). How long is left, whether it has passed and when an alert is due count from the instant
 * itself, on no calendar. Pure and without Intl: the server runs it with Go's zone rules.
 */
import type { IsoDate } from './calendar-date.ts'
import type { ApplicationValues } from './model.ts'
import { dateInZone, type OffsetAt } from './zone.ts'

/** A deadline as every view places it: its instant and the zone of the clock it is set on. */
export type ZonedDeadline = {
  /** ms since the epoch. */
  at: number
  /** The school's zone when the deadline follows the school's clock, else the student's. */
  zone: string
}

/** The fields of an application that say which clock its deadline is on. */
export type ZoneRuleFields = Pick<ApplicationValues, 'deadline_zone_rule' | 'deadline_zone'>

/** The zone the deadline's clock is in: the school's when it says so, else the student's. */
export function deadlineZone(fields: ZoneRuleFields, studentZone: string): string {
  return fields.deadline_zone_rule === 'school' ? fields.deadline_zone : studentZone
}

/** An application's deadline on its clock, or null while it has no date (no instant stored). */
export function zonedDeadline(
  app: ZoneRuleFields & { deadline_at: string },
  studentZone: string,
): ZonedDeadline | null {
  const at = app.deadline_at === '' ? Number.NaN : Date.parse(app.deadline_at)
  return Number.isNaN(at) ? null : { at, zone: deadlineZone(app, studentZone) }
}

/** The day `deadline` falls on, for the student wherever they are: its date on its own clock. */
export function deadlineDay(deadline: ZonedDeadline, offsetAt: OffsetAt): IsoDate {
  return dateInZone(deadline.at, deadline.zone, offsetAt)
}

/**
 * The day an application's deadline falls on: `deadlineDay` of its stored instant on its clock,
 * which is the date the student entered (the server makes the instant from it: ADR 0043); ''
 * while it has no date.
 */
export function applicationDeadlineDay(
  app: ZoneRuleFields & { deadline_at: string; deadline_date: IsoDate },
  clock: Pick<StudentClock, 'zone' | 'offsetAt'>,
): IsoDate {
  const deadline = zonedDeadline(app, clock.zone)
  return deadline ? deadlineDay(deadline, clock.offsetAt) : app.deadline_date
}

/** Where and when the student is: their planner zone, the time now, and the zone rules. */
export type StudentClock = { now: number; zone: string; offsetAt: OffsetAt }

/** The student's date today, in their planner zone (what "late" and "this week" start from). */
export function todayOf(clock: StudentClock): IsoDate {
  return dateInZone(clock.now, clock.zone, clock.offsetAt)
}
