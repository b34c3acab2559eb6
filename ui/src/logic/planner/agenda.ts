/**
 * One weekly agenda across every application: what is late and what is due in the next seven
 * days, from deadlines, plan tasks and aid dates. The dashboard's "what's next" summary and the
 * weekly e-mail digest read the same agenda. A deadline sits on its own date on its own clock and
 * is late only once its instant has passed (ADR 0078); a task or an aid date is late from the day
 * after its date on the student's calendar.
 */
import { dayNumber } from './calendar-date.ts'
import {
  applicationDeadlineDay,
  todayOf,
  zonedDeadline,
  type StudentClock,
} from './deadline-day.ts'
import type { Application, PlanTask } from './model.ts'
import { DECISION_STATUSES, OPEN_STATUSES } from './status.ts'
import type { AidItem } from './aid.ts'
import { afterSubmitItems, type AfterSubmitInput } from './after-submit.ts'
import type { AgendaItem } from './agenda-item.ts'

export type { AgendaItem } from './agenda-item.ts'
import { decisionAgendaItems, type Decision } from './decision-record.ts'
import { scholarshipAgendaItems } from './scholarship-dates.ts'

export type Agenda = {
  /** Due before today and not done, oldest first. */
  late: AgendaItem[]
  /** Due today through six days from now, soonest first. */
  thisWeek: AgendaItem[]
  /** Later, soonest first. */
  later: AgendaItem[]
  /** Tasks waiting for a deadline date. */
  undated: AgendaItem[]
}

export type AgendaInput = AfterSubmitInput & {
  applications: readonly (Pick<
    Application,
    | 'id'
    | 'status'
    | 'deadline_date'
    | 'deadline_at'
    | 'deadline_zone_rule'
    | 'deadline_zone'
    | 'school'
  > & { decision?: Decision })[]
  tasks: readonly PlanTask[]
  aid: readonly AidItem[]
  scholarships?: readonly Parameters<typeof scholarshipAgendaItems>[0][number][]
}

function byDate(a: AgendaItem, b: AgendaItem): number {
  return (
    dayNumber(a.date) - dayNumber(b.date) || (a.at ?? 0) - (b.at ?? 0) || a.key.localeCompare(b.key)
  )
}

/** Everything still to do, with its date; deadlines on their own clock. */
export function agendaItems(input: AgendaInput, clock: StudentClock): AgendaItem[] {
  const byId = new Map(input.applications.map((app) => [app.id, app]))
  const items: AgendaItem[] = []
  for (const app of input.applications) {
    if (!OPEN_STATUSES.includes(app.status)) continue
    const deadline = zonedDeadline(app, clock.zone)
    items.push({
      key: `deadline:${app.id}`,
      kind: 'deadline',
      title: `${app.school.name} deadline`,
      date: applicationDeadlineDay(app, clock),
      at: deadline?.at ?? null,
      zone: deadline?.zone ?? null,
      applicationId: app.id,
      schoolName: app.school.name,
      estimate: false,
      reference: false,
    })
  }
  for (const task of input.tasks) {
    if (task.done) continue
    const app = byId.get(task.application)
    // A decided application needs nothing more than the steps its decision asks for.
    if (app && DECISION_STATUSES.includes(app.status) && task.kind !== 'decision') continue
    items.push({
      key: `task:${task.id}`,
      kind: 'task',
      title: task.title,
      date: task.due,
      at: null,
      zone: null,
      applicationId: task.application,
      schoolName: app?.school.name ?? '',
      estimate: false,
      reference: false,
    })
  }
  for (const aid of input.aid) {
    if (aid.done) continue
    // Dates to know (this cycle's FAFSA, estimates) join the agenda once there is a plan.
    if (aid.origin !== 'yours' && input.applications.length === 0) continue
    items.push({
      key: `aid:${aid.id}`,
      kind: 'aid',
      title: aid.title,
      date: aid.date,
      at: null,
      zone: null,
      applicationId: aid.application,
      schoolName: byId.get(aid.application)?.school.name ?? '',
      estimate: aid.origin === 'estimate',
      reference: aid.origin !== 'yours',
    })
  }
  items.push(...decisionAgendaItems(input.applications))
  items.push(...scholarshipAgendaItems(input.scholarships ?? []))
  return items
}

/**
 * Late: a deadline whose instant has passed, or a task or date of the student's own before today.
 * A deadline not yet passed is never late, even on the day after its own date on the student's
 * calendar (Pomona's 11:59 pm in Los Angeles, read at 1 am in Chicago): it is due now.
 */
function isLate(item: AgendaItem, day: number, today: number, now: number): boolean {
  if (item.at !== null) return item.at <= now
  // A date to know that has passed (the FAFSA opening) is not something the student is late for.
  return day < today && !item.reference
}

/** The agenda at the student's clock: today in their zone, and the instant now. */
export function weeklyAgenda(input: AgendaInput, clock: StudentClock): Agenda {
  const agenda: Agenda = { late: [], thisWeek: [], later: [], undated: [] }
  const start = dayNumber(todayOf(clock))
  const end = start + 6
  for (const item of [...agendaItems(input, clock), ...afterSubmitItems(input, clock)]) {
    if (item.date === '') {
      if (item.kind === 'task') agenda.undated.push(item)
      continue
    }
    const day = dayNumber(item.date)
    if (isLate(item, day, start, clock.now)) agenda.late.push(item)
    else if (day < start && item.reference) continue
    else if (day <= end) agenda.thisWeek.push(item)
    else agenda.later.push(item)
  }
  agenda.late.sort(byDate)
  agenda.thisWeek.sort(byDate)
  agenda.later.sort(byDate)
  agenda.undated.sort((a, b) => a.key.localeCompare(b.key))
  return agenda
}

export type NextSummary = {
  lateCount: number
  thisWeekCount: number
  /** The first few things to do: late ones first, then this week's, then later ones. */
  next: AgendaItem[]
}

/** The dashboard's compact "what's next". */
export function whatsNext(agenda: Agenda, limit = 3): NextSummary {
  return {
    lateCount: agenda.late.length,
    thisWeekCount: agenda.thisWeek.length,
    next: [...agenda.late, ...agenda.thisWeek, ...agenda.later].slice(0, limit),
  }
}
