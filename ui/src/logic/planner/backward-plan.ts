/**
 * The plan that works back from each deadline: dated tasks (recommendations about six weeks
 * before, scores, essays, fee or waiver, submit), shaped by the school's checklist. The server
 * keeps these tasks in step with the application (syncPlanTasks), so the calendar feed and the
 * reminders see the same plan as the page.
 */
import { addDays, type IsoDate } from './calendar-date.ts'
import {
  applicationChecklist,
  isNotConsidered,
  isOptional,
  type ChecklistItemKey,
} from './checklist.ts'
import type { ApplicationValues, GeneratedTaskKind, PlannerSchool, Status } from './model.ts'
import { DECISION_STATUSES } from './status.ts'

export type BackwardStep = {
  kind: GeneratedTaskKind
  /** Days before the deadline's date the task is due. */
  daysBefore: number
  /** The checklist item that decides whether the step applies. */
  item: ChecklistItemKey | null
}

/**
 * Recommenders need four to six weeks; scores take about two weeks to arrive; essays are final a
 * week and a half out; a fee waiver needs a counselor's sign-off; submitting two days early
 * leaves room for a portal that is down on the last night.
 */
export const BACKWARD_STEPS: readonly BackwardStep[] = [
  { kind: 'recommendations', daysBefore: 42, item: 'recommendations' },
  { kind: 'scores', daysBefore: 21, item: 'test_scores' },
  { kind: 'essays', daysBefore: 10, item: 'essay' },
  { kind: 'fee', daysBefore: 5, item: null },
  { kind: 'submit', daysBefore: 2, item: null },
]

export type GeneratedTask = { kind: GeneratedTaskKind; title: string; due: IsoDate }

type PlanInput = Pick<ApplicationValues, 'deadline_date' | 'fee' | 'fee_waiver'>

function title(kind: GeneratedTaskKind, school: string, optional: boolean): string {
  switch (kind) {
    case 'recommendations':
      return optional
        ? `Ask for recommendations for ${school} (optional there)`
        : `Ask for recommendations for ${school}`
    case 'scores':
      return optional
        ? `Send test scores to ${school}, if you send them`
        : `Send test scores to ${school}`
    case 'essays':
      return `Finish your essays for ${school}`
    case 'fee':
      return `Pay ${school}'s application fee or request a waiver`
    case 'submit':
      return `Submit your application to ${school}`
  }
}

/** The tasks one application needs, each dated back from its deadline ('' while it is unknown). */
export function backwardPlan(app: PlanInput, school: PlannerSchool): GeneratedTask[] {
  const checklist = applicationChecklist(school)
  const tasks: GeneratedTask[] = []
  for (const step of BACKWARD_STEPS) {
    if (step.item && isNotConsidered(checklist, step.item)) continue
    if (step.kind === 'fee' && (app.fee === 0 || app.fee_waiver === 'granted')) continue
    tasks.push({
      kind: step.kind,
      title: title(step.kind, school.name, step.item !== null && isOptional(checklist, step.item)),
      due: app.deadline_date === '' ? '' : addDays(app.deadline_date, -step.daysBefore),
    })
  }
  return tasks
}

/** A generated task as stored: what syncPlanTasks compares. */
export type StoredGeneratedTask = {
  id: string
  kind: GeneratedTaskKind
  title: string
  due: IsoDate
  done: boolean
}

export type TaskChange =
  | { op: 'create'; task: GeneratedTask & { done: boolean } }
  | { op: 'update'; id: string; set: Partial<Pick<StoredGeneratedTask, 'title' | 'due' | 'done'>> }
  | { op: 'delete'; id: string }

/** Sent or decided: the submit step is done. */
function isSent(status: Status): boolean {
  return status === 'submitted' || DECISION_STATUSES.includes(status)
}

/**
 * What to change so the stored generated tasks match the plan: new steps are created, dates and
 * titles follow the deadline, steps that no longer apply go unless the student ticked them off,
 * and sending the application ticks off "submit". Done states are the student's and are kept.
 */
export function syncPlanTasks(
  stored: readonly StoredGeneratedTask[],
  plan: readonly GeneratedTask[],
  status: Status,
): TaskChange[] {
  const changes: TaskChange[] = []
  const seen = new Set<string>()
  for (const task of plan) {
    const existing = stored.find(
      (candidate) => candidate.kind === task.kind && !seen.has(candidate.id),
    )
    const done = task.kind === 'submit' && isSent(status)
    if (!existing) {
      changes.push({ op: 'create', task: { ...task, done } })
      continue
    }
    seen.add(existing.id)
    const set: Partial<Pick<StoredGeneratedTask, 'title' | 'due' | 'done'>> = {}
    if (existing.title !== task.title) set.title = task.title
    if (existing.due !== task.due) set.due = task.due
    if (done && !existing.done) set.done = true
    if (Object.keys(set).length > 0) changes.push({ op: 'update', id: existing.id, set })
  }
  for (const task of stored) {
    if (!seen.has(task.id) && !task.done) changes.push({ op: 'delete', id: task.id })
  }
  return changes
}
