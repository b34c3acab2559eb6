/**
 * Readiness per application: the plan's tasks done, essays final, recommenders confirmed and the
 * time left before the deadline, one line per school, sorted by what needs attention first. It
 * reads the planner's and the essays' records as they are; nothing here is stored.
 */
import { countdown } from '../planner/deadline.ts'
import { applicationDeadlineDay } from '../planner/deadline-day.ts'
import {
  DECISION_STATUSES,
  labelOf,
  STATUSES,
  type Application,
  type PlanTask,
  type Recommender,
} from '../planner/model.ts'
import type { EssayStatus } from '../essays/essay.ts'
import { plural } from './words.ts'
import type { AnalyticsInput } from './report-input.ts'

/**
 * late: the deadline has passed and the application was not sent; urgent: due within a week with
 * something left; soon: within a month with something left; no-deadline: no date yet; on-track:
 * more than a month, or nothing left to do; sent: submitted, waiting; decided: a decision is in.
 */
export type Attention = 'late' | 'urgent' | 'soon' | 'no-deadline' | 'on-track' | 'sent' | 'decided'

export const ATTENTION_ORDER: readonly Attention[] = [
  'late',
  'urgent',
  'soon',
  'no-deadline',
  'on-track',
  'sent',
  'decided',
]

export const ATTENTION_LABEL: Record<Attention, string> = {
  late: 'Late',
  urgent: 'Due within a week',
  soon: 'Due within a month',
  'no-deadline': 'No deadline yet',
  'on-track': 'On track',
  sent: 'Sent',
  decided: 'Decided',
}

export type ReadinessApplication = Pick<
  Application,
  'id' | 'status' | 'deadline_date' | 'deadline_at'
> & { schoolName: string }

export type ReadinessEssay = {
  status: EssayStatus
  /** The applications it is for (a personal statement: every one on its platform). */
  applications: readonly { id: string }[]
}

export type Progress = { done: number; total: number }

export type ReadinessRow = {
  id: string
  schoolName: string
  statusLabel: string
  tasks: Progress
  essays: Progress
  recommenders: Progress & { declined: number }
  /** The deadline's calendar date ('' when unknown) and the countdown to it. */
  deadlineDate: string
  timeLeft: string
  msLeft: number | null
  attention: Attention
  /** What is left, in words: "2 tasks open", "1 essay not final"... Empty when ready. */
  needs: string[]
}

export type Readiness = {
  /** Most urgent first. */
  rows: ReadinessRow[]
  counts: Record<Attention, number>
  summary: string
}

const ESSAY_DONE: readonly EssayStatus[] = ['final', 'submitted']
const CONFIRMED: readonly Recommender['status'][] = ['agreed', 'submitted']
const DAY = 86_400_000

function attentionOf(app: ReadinessApplication, msLeft: number | null, left: number): Attention {
  if (DECISION_STATUSES.includes(app.status)) return 'decided'
  if (app.status === 'submitted') return 'sent'
  if (msLeft === null) return 'no-deadline'
  if (msLeft <= 0) return 'late'
  if (left === 0) return 'on-track'
  if (msLeft <= 7 * DAY) return 'urgent'
  if (msLeft <= 30 * DAY) return 'soon'
  return 'on-track'
}

/** Readiness of every application at `now` (ms since the epoch). */
export function readiness(
  applications: readonly ReadinessApplication[],
  tasks: readonly Pick<PlanTask, 'application' | 'done'>[],
  essays: readonly ReadinessEssay[],
  recommenders: readonly Pick<Recommender, 'status' | 'applications'>[],
  now: number,
): Readiness {
  const rows = applications.map((app): ReadinessRow => {
    const mine = tasks.filter((task) => task.application === app.id)
    const taskProgress = { done: mine.filter((t) => t.done).length, total: mine.length }
    const itsEssays = essays.filter((essay) => essay.applications.some((a) => a.id === app.id))
    const essayProgress = {
      done: itsEssays.filter((e) => ESSAY_DONE.includes(e.status)).length,
      total: itsEssays.length,
    }
    const people = recommenders.filter((r) => r.applications.includes(app.id))
    const recs = {
      done: people.filter((r) => CONFIRMED.includes(r.status)).length,
      total: people.length,
      declined: people.filter((r) => r.status === 'declined').length,
    }
    const at = app.deadline_at === '' ? null : Date.parse(app.deadline_at)
    const clock = countdown(Number.isNaN(at) ? null : at, now)
    const needs: string[] = []
    const open = !DECISION_STATUSES.includes(app.status) && app.status !== 'submitted'
    if (open) {
      const tasksLeft = taskProgress.total - taskProgress.done
      const essaysLeft = essayProgress.total - essayProgress.done
      const waiting = recs.total - recs.done - recs.declined
      if (tasksLeft > 0) needs.push(`${plural(tasksLeft, 'task')} open`)
      if (essaysLeft > 0) needs.push(`${plural(essaysLeft, 'essay')} not final`)
      if (recs.declined > 0)
        needs.push(`${plural(recs.declined, 'recommender')} declined: ask someone else`)
      if (waiting > 0) needs.push(`${plural(waiting, 'recommender')} not confirmed`)
      if (clock.msLeft === null) needs.push('no deadline date')
    }
    const left = needs.filter((need) => need !== 'no deadline date').length
    return {
      id: app.id,
      schoolName: app.schoolName,
      statusLabel: labelOf(STATUSES, app.status),
      tasks: taskProgress,
      essays: essayProgress,
      recommenders: recs,
      deadlineDate: app.deadline_date,
      timeLeft: clock.text,
      msLeft: clock.msLeft,
      attention: attentionOf(app, clock.msLeft, left),
      needs,
    }
  })
  const work = (row: ReadinessRow) =>
    row.tasks.total - row.tasks.done + row.essays.total - row.essays.done
  rows.sort(
    (a, b) =>
      ATTENTION_ORDER.indexOf(a.attention) - ATTENTION_ORDER.indexOf(b.attention) ||
      (a.msLeft ?? Infinity) - (b.msLeft ?? Infinity) ||
      work(b) - work(a) ||
      (a.schoolName < b.schoolName ? -1 : a.schoolName > b.schoolName ? 1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  const counts = Object.fromEntries(
    ATTENTION_ORDER.map((level) => [level, rows.filter((row) => row.attention === level).length]),
  ) as Record<Attention, number>
  return { rows, counts, summary: readinessSummary(rows, counts) }
}

function readinessSummary(
  rows: readonly ReadinessRow[],
  counts: Record<Attention, number>,
): string {
  if (rows.length === 0) return 'No applications yet: add them in your planner.'
  const parts: string[] = []
  if (counts.late > 0) parts.push(`${String(counts.late)} late`)
  if (counts.urgent > 0) parts.push(`${String(counts.urgent)} due within a week`)
  if (counts.soon > 0) parts.push(`${String(counts.soon)} due within a month`)
  if (counts['no-deadline'] > 0) parts.push(`${String(counts['no-deadline'])} without a deadline`)
  if (counts['on-track'] > 0) parts.push(`${String(counts['on-track'])} on track`)
  if (counts.sent > 0) parts.push(`${String(counts.sent)} sent`)
  if (counts.decided > 0) parts.push(`${String(counts.decided)} decided`)
  const first = rows[0]
  const next =
    first && first.needs.length > 0 && ['late', 'urgent', 'soon'].includes(first.attention)
      ? ` First: ${first.schoolName} (${first.needs.join(', ')}).`
      : ''
  return `${plural(rows.length, 'application')}: ${parts.join(', ')}.${next}`
}

/** Readiness of the student's applications, each due on its deadline's own day (ADR 0078). */
export function readinessReport(input: AnalyticsInput): Readiness {
  return readiness(
    input.applications.map((app) => ({
      ...app,
      deadline_date: applicationDeadlineDay(app, input),
      schoolName: app.school.name,
    })),
    input.tasks,
    input.essays,
    input.recommenders,
    input.now,
  )
}
