import type { Essay } from './essay.ts'
import type { IsoDate } from '../planner/calendar-date.ts'
import { deadlineDay } from '../planner/deadline-day.ts'
import { formatInstant, type OffsetAt } from '../planner/zone.ts'

/**
 * When an essay is due, worded as the planner words a deadline. Apart from library.ts, which the
 * data layer reads too: only the views that show a due date load the zone code.
 */

/** When an essay is due: the earliest instant among its applications, and the zone it is set in. */
export type EssayDue = {
  /** ISO instant. */
  at: string
  /** The zone that deadline's clock is in (the school's, or the student's); null when unknown. */
  zone: string | null
}

/**
 * The essay's due date: its applications' earliest deadline, kept with that application's zone,
 * so a deadline of 11:59 pm in Los Angeles reads as that, not as the next day on the student's
 * calendar. Null while no application has a deadline.
 */
export function dueOf(essay: Pick<Essay, 'applications'>): EssayDue | null {
  let due: EssayDue | null = null
  for (const { deadline, deadlineZone } of essay.applications) {
    if (deadline === null) continue
    if (due === null || Date.parse(deadline) < Date.parse(due.at))
      // A copy kept on the device before deadlines carried their zone has none.
      due = { at: deadline, zone: deadlineZone ?? null }
  }
  return due
}

/**
 * "Fri, Jan 8, 2027, 11:59 PM (Los Angeles time)": the due date and time as the planner words a
 * deadline (planner/zone.ts), on the clock of its own zone, else of the student's.
 */
export function dueWords(due: EssayDue, offsetAt: OffsetAt, studentZone: string): string {
  return formatInstant(Date.parse(due.at), due.zone ?? studentZone, offsetAt)
}

/**
 * The day an essay is due, for the forecast and anything that puts it on a calendar: its earliest
 * deadline's own date on its own clock (planner/deadline-day.ts, ADR 0078), the date `dueWords`
 * says.
 */
export function dueDay(due: EssayDue, offsetAt: OffsetAt, studentZone: string): IsoDate {
  return deadlineDay({ at: Date.parse(due.at), zone: due.zone ?? studentZone }, offsetAt)
}

/**
 * The editor's line on where an essay goes: "For Cornell University and Duke University, due
 * Sun, Jan 3, 2027, 11:59 PM (New York time)" (the earliest deadline), "Shared by 2 applications
 * on Common App", or free-standing.
 */
export function appliesToText(
  essay: Pick<Essay, 'kind' | 'applications'> & { platformLabel: string },
  offsetAt: OffsetAt,
  studentZone: string,
): string {
  const schools = essay.applications.map((a) => a.schoolName)
  const first = dueOf(essay)
  const due = first ? `, due ${dueWords(first, offsetAt, studentZone)}` : ''
  if (essay.kind === 'personal') {
    if (schools.length === 0) return `No application on ${essay.platformLabel} yet`
    const count = schools.length === 1 ? '1 application' : `${schools.length} applications`
    return `Shared by ${count} on ${essay.platformLabel}${due}`
  }
  if (schools.length === 0) return 'Not tied to an application'
  const names =
    schools.length === 1
      ? schools[0]
      : `${schools.slice(0, -1).join(', ')} and ${schools[schools.length - 1] ?? ''}`
  return `For ${names ?? ''}${due}`
}
