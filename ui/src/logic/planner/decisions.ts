/**
 * After a decision (issue 26): what the student records about an admission (reply-by date,
 * enrollment deposit, housing), the steps a deferral or a waitlist asks for (each a planner task
 * of kind `decision` with its date), the withdrawal a binding admission asks for, the "I've
 * decided" that ends the cycle, and the decision board. Stored on the application as one JSON
 * field, `decision` (migration 1763905000); the server checks it with these rules through the
 * planner core (ADR 0042), so a refusal reads the same in the form.
 * docs/adr/0085-decisions-and-the-board.md.
 *
 * Nothing here uses Intl: the server runs it.
 */
import { defaultMidYearDate, defaultReplyDate } from '../admissions/decision-facts.ts'
import { textProblem, TEXT_MESSAGES } from '../validation/text-rule.ts'
import { dayNumber, type IsoDate } from './calendar-date.ts'
import { dateProblem, PLANNER_LIMITS } from './list-checks.ts'
import {
  DECISION_STEPS,
  LOCI_POLICIES,
  REPLIES,
  type Decision,
  type DecisionStep,
  type LociPolicy,
} from './decision-record.ts'
import { BINDING_PLANS, type Plan, type PlanTask, type Status } from './model.ts'

export {
  CONTINUED_INTEREST_TITLE,
  continuedInterestPrompt,
  DECISION_STEPS,
  decisionAgendaItems,
  decisionDates,
  decisionOf,
  EMPTY_DECISION,
  LOCI_POLICIES,
  REPLIES,
  type Decision,
  type DecisionDateItem,
  type DecisionStep,
  type LociPolicy,
  type Reply,
} from './decision-record.ts'

export const DECISION_MESSAGES = {
  shape: 'Enter the decision again: it could not be read.',
  amount: 'Enter dollars from 0 to 20,000, or leave it empty.',
  choice: 'Choose one of the options in the list.',
  bool: 'Choose yes or no.',
  replyNeedsAdmit: 'Only an admission can be accepted or declined.',
  stepChoice: 'Choose one of the steps in the list.',
  stepTitle: 'Name the step, such as "Send portfolio link".',
  stepDue: 'Enter the date the school wants it by, such as 2027-03-01.',
  stepNeedsSchool: 'Choose the application this step is for.',
  stepStatus: 'Steps like this follow a deferral or a waitlist: record that decision first.',
  optInWaitlist: 'Opting in is for a waitlist: record the waitlist first.',
  lociForbidden:
    'This school asks for no extra material: a letter of continued interest could count against you.',
  bindingDeposit: (school: string) =>
    `${school} admitted you under a binding Early Decision: a deposit elsewhere is not allowed. Withdraw this application instead.`,
  bindingEnroll: (school: string) =>
    `${school} admitted you under a binding Early Decision: that is where you enroll, unless it released you.`,
  enrollAdmitted: 'Choose a school that admitted you.',
  text: TEXT_MESSAGES.single,
} as const

export const DECISION_LIMITS = { depositMax: 20_000 } as const

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isDeposit(value: unknown): boolean {
  return (
    value === null ||
    (typeof value === 'number' &&
      Number.isFinite(value) &&
      value >= 0 &&
      value <= DECISION_LIMITS.depositMax &&
      Math.abs(value * 100 - Math.round(value * 100)) < 1e-6)
  )
}

/**
 * Field messages for a stored decision, by path from `decision` ("decision.reply_by"); null is
 * "nothing recorded yet". `status` is the application's.
 */
export function validateDecision(
  value: unknown,
  status: Status,
  field = 'decision',
): Record<string, string> {
  const errors: Record<string, string> = {}
  if (value === null || value === undefined) return errors
  if (!isRecord(value)) return { [field]: DECISION_MESSAGES.shape }
  for (const name of ['reply_by', 'housing_deadline'] as const) {
    const date = value[name] ?? ''
    if (typeof date !== 'string') errors[`${field}.${name}`] = DECISION_MESSAGES.shape
    else if (date !== '') {
      const problem = dateProblem(date)
      if (problem) errors[`${field}.${name}`] = problem
    }
  }
  for (const name of ['deposit', 'housing_deposit'] as const) {
    if (!isDeposit(value[name] ?? null)) errors[`${field}.${name}`] = DECISION_MESSAGES.amount
  }
  for (const name of ['deposit_paid', 'housing_done', 'withdrawn'] as const) {
    const flag = value[name] ?? false
    if (typeof flag !== 'boolean') errors[`${field}.${name}`] = DECISION_MESSAGES.bool
  }
  const loci = value.loci ?? ''
  if (loci !== '' && !LOCI_POLICIES.some((p) => p.value === loci))
    errors[`${field}.loci`] = DECISION_MESSAGES.choice
  const reply = value.reply ?? ''
  if (reply !== '' && !REPLIES.some((r) => r.value === reply))
    errors[`${field}.reply`] = DECISION_MESSAGES.choice
  else if (reply !== '' && status !== 'admitted')
    errors[`${field}.reply`] = DECISION_MESSAGES.replyNeedsAdmit
  return errors
}

/** The decision the form starts from: an admission's reply-by date is May 1 until edited. */
export function decisionDraft(decision: Decision, status: Status): Decision {
  if (status === 'admitted' && decision.reply_by === '')
    return { ...decision, reply_by: defaultReplyDate() }
  return decision
}

/** The steps offered for an application: never a letter the school forbids. */
export function stepsFor(status: Status, loci: LociPolicy | '') {
  if (status !== 'deferred' && status !== 'waitlisted') return []
  return DECISION_STEPS.filter(
    (step) =>
      !(step.value === 'loci' && loci === 'forbids') &&
      !(step.value === 'opt_in' && status !== 'waitlisted'),
  )
}

/** A step's suggested date: mid-year grades by February 1 of the entry year (decision-facts.ts). */
export function suggestedStepDate(step: DecisionStep): IsoDate {
  return step === 'mid_year' ? defaultMidYearDate() : ''
}

/** A step's task title: a fixed phrase and the school, or the student's own name for "other". */
export function stepTitle(step: DecisionStep, schoolName: string, own: string): string {
  const phrase = DECISION_STEPS.find((s) => s.value === step)?.phrase ?? ''
  return phrase === '' ? own.trim() : `${phrase}: ${schoolName}`
}

export type StepValues = { step: unknown; title: string; due: IsoDate }

/** Field messages for a new decision step on an application with `status` and `loci`. */
export function validateStep(
  values: StepValues,
  app: { status: Status; loci: LociPolicy | '' } | null,
): Record<string, string> {
  const errors: Record<string, string> = {}
  const step = DECISION_STEPS.find((s) => s.value === values.step)
  if (!step) errors.step = DECISION_MESSAGES.stepChoice
  else if (!app) errors.application = DECISION_MESSAGES.stepNeedsSchool
  else if (app.status !== 'deferred' && app.status !== 'waitlisted')
    errors.step = DECISION_MESSAGES.stepStatus
  else if (step.value === 'opt_in' && app.status !== 'waitlisted')
    errors.step = DECISION_MESSAGES.optInWaitlist
  else if (step.value === 'loci' && app.loci === 'forbids')
    errors.step = DECISION_MESSAGES.lociForbidden
  const title = values.title.trim()
  if (title === '') errors.title = DECISION_MESSAGES.stepTitle
  else if (title.length > PLANNER_LIMITS.taskTitle)
    errors.title = `Keep it under ${String(PLANNER_LIMITS.taskTitle)} characters.`
  else if (textProblem(title, 'single') !== null) errors.title = DECISION_MESSAGES.text
  if (values.due === '') errors.due = DECISION_MESSAGES.stepDue
  else {
    const problem = dateProblem(values.due)
    if (problem) errors.due = problem
  }
  return errors
}

/** An application as the decision rules see it. */
export type DecisionSubject = {
  id: string
  plan: Plan | ''
  status: Status
  schoolName: string
  decision: Decision
}

/** The binding admission that rules the others, if any (an ED the student has not declined). */
export function bindingAdmission(apps: readonly DecisionSubject[]): DecisionSubject | null {
  return (
    apps.find(
      (app) =>
        app.status === 'admitted' &&
        app.plan !== '' &&
        BINDING_PLANS.includes(app.plan) &&
        app.decision.reply !== 'declined',
    ) ?? null
  )
}

/**
 * The server's refusal of a decision that breaks a binding admission elsewhere: a deposit paid,
 * or "enrolling", at another school. Keyed by path like validateDecision.
 */
export function bindingConflict(
  candidate: DecisionSubject,
  others: readonly DecisionSubject[],
): Record<string, string> {
  const binding = bindingAdmission(others.filter((o) => o.id !== candidate.id))
  if (!binding) return {}
  const errors: Record<string, string> = {}
  if (candidate.decision.deposit_paid)
    errors['decision.deposit_paid'] = DECISION_MESSAGES.bindingDeposit(binding.schoolName)
  if (candidate.decision.reply === 'enrolling')
    errors['decision.reply'] = DECISION_MESSAGES.bindingEnroll(binding.schoolName)
  return errors
}

/** What a binding admission asks: every other live application withdrawn, each ticked. */
export type WithdrawalChecklist = {
  binding: DecisionSubject
  items: { id: string; schoolName: string; withdrawn: boolean }[]
}

export function withdrawalChecklist(apps: readonly DecisionSubject[]): WithdrawalChecklist | null {
  const binding = bindingAdmission(apps)
  if (!binding) return null
  const items = apps
    .filter(
      (app) =>
        app.id !== binding.id && app.status !== 'denied' && app.decision.reply !== 'declined',
    )
    .map((app) => ({ id: app.id, schoolName: app.schoolName, withdrawn: app.decision.withdrawn }))
  return { binding, items }
}

/**
 * "I've decided: enroll at X": the chosen admission is accepted, every other admission declined,
 * every other live application withdrawn. Returns the decision each application should hold; the
 * server applies them and closes every open task in one transaction.
 */
export function enrollChanges(
  apps: readonly DecisionSubject[],
  chosenId: string,
): { changes: { id: string; decision: Decision }[]; error: string | null } {
  const chosen = apps.find((app) => app.id === chosenId)
  if (chosen?.status !== 'admitted') return { changes: [], error: DECISION_MESSAGES.enrollAdmitted }
  const binding = bindingAdmission(apps.filter((a) => a.id !== chosenId))
  if (binding) return { changes: [], error: DECISION_MESSAGES.bindingEnroll(binding.schoolName) }
  const changes = apps.map((app) => {
    if (app.id === chosenId)
      return { id: app.id, decision: { ...app.decision, reply: 'enrolling' as const } }
    if (app.status === 'admitted')
      return {
        id: app.id,
        decision: { ...app.decision, reply: 'declined' as const, deposit_paid: false },
      }
    if (app.status === 'denied') return { id: app.id, decision: app.decision }
    return { id: app.id, decision: { ...app.decision, withdrawn: true } }
  })
  return { changes, error: null }
}

/** Whether the student has chosen where to enroll: the cycle is over. */
export function enrolledAt(apps: readonly DecisionSubject[]): DecisionSubject | null {
  return apps.find((app) => app.decision.reply === 'enrolling') ?? null
}

// ---------------------------------------------------------------------------------------------
// The board.

export type BoardColumn = 'waiting' | 'admitted' | 'deferred' | 'waitlisted' | 'denied' | 'closed'

export const BOARD_COLUMNS: { id: BoardColumn; label: string }[] = [
  { id: 'admitted', label: 'Admitted' },
  { id: 'deferred', label: 'Deferred' },
  { id: 'waitlisted', label: 'Waitlisted' },
  { id: 'waiting', label: 'Waiting for a decision' },
  { id: 'denied', label: 'Denied' },
  { id: 'closed', label: 'Withdrawn or declined' },
]

export type BoardRow = {
  id: string
  schoolName: string
  column: BoardColumn
  /** The next thing to do, in words, and its date ('' when it has none). */
  next: string
  date: IsoDate
  /** The student's answer, in words, once given. */
  reply: string
}

function columnOf(app: DecisionSubject): BoardColumn {
  if (app.decision.withdrawn || app.decision.reply === 'declined') return 'closed'
  switch (app.status) {
    case 'admitted':
    case 'deferred':
    case 'waitlisted':
    case 'denied':
      return app.status
    default:
      return 'waiting'
  }
}

function nextOf(
  app: DecisionSubject,
  column: BoardColumn,
  tasks: readonly Pick<PlanTask, 'application' | 'title' | 'due' | 'done' | 'kind'>[],
): [string, IsoDate] {
  if (column === 'closed' || column === 'denied') return ['Nothing more to do', '']
  if (column === 'admitted') {
    const d = app.decision
    if (d.reply === 'enrolling')
      return d.housing_deadline !== '' && !d.housing_done
        ? ['Housing application and deposit', d.housing_deadline]
        : d.deposit_paid
          ? ['Enrolled: watch the portal for orientation', '']
          : ['Pay the enrollment deposit', d.reply_by]
    return ['Reply to the offer', d.reply_by]
  }
  if (column === 'waiting') return ['Wait for the decision; check the portal', '']
  const open = tasks
    .filter((t) => t.application === app.id && t.kind === 'decision' && !t.done && t.due !== '')
    .sort((a, b) => dayNumber(a.due) - dayNumber(b.due))
  const first = open[0]
  return first ? [first.title, first.due] : ["Choose the school's steps", '']
}

export type Board = {
  rows: BoardRow[]
  counts: Record<BoardColumn, number>
  /** "2 admitted, 1 deferred, 3 waiting". */
  summary: string
}

/** Where every application stands, its next step and date, with counts per column. */
export function decisionBoard(
  apps: readonly DecisionSubject[],
  tasks: readonly Pick<PlanTask, 'application' | 'title' | 'due' | 'done' | 'kind'>[],
): Board {
  const counts: Record<BoardColumn, number> = {
    waiting: 0,
    admitted: 0,
    deferred: 0,
    waitlisted: 0,
    denied: 0,
    closed: 0,
  }
  const order = BOARD_COLUMNS.map((c) => c.id)
  const rows = apps.map((app): BoardRow => {
    const column = columnOf(app)
    counts[column] += 1
    const [next, date] = nextOf(app, column, tasks)
    return {
      id: app.id,
      schoolName: app.schoolName,
      column,
      next,
      date,
      reply: REPLIES.find((r) => r.value === app.decision.reply)?.label ?? '',
    }
  })
  rows.sort(
    (a, b) =>
      order.indexOf(a.column) - order.indexOf(b.column) ||
      (a.date === '' ? 1 : 0) - (b.date === '' ? 1 : 0) ||
      (a.date !== '' && b.date !== '' ? dayNumber(a.date) - dayNumber(b.date) : 0) ||
      a.schoolName.localeCompare(b.schoolName),
  )
  const summary = BOARD_COLUMNS.filter((c) => counts[c.id] > 0)
    .map((c) => `${String(counts[c.id])} ${c.label.toLowerCase()}`)
    .join(', ')
  return { rows, counts, summary: summary === '' ? 'No applications yet.' : summary }
}
