/**
 * The plan's parts of a supporter's view (docs/adr/0080-shared-links.md): every deadline, task and
 * aid date in the student's zone, and how ready each application is, as the student's planner and
 * /analytics say them.
 */
import { ATTENTION_LABEL, readiness } from '../analytics/readiness.ts'
import { statementPlatform } from '../essays/library.ts'
import type { Essay } from '../essays/essay.ts'
import { dayNumber, formatIsoDate, isIsoDate } from '../planner/calendar-date.ts'
import { countdown } from '../planner/deadline.ts'
import { AID_KINDS, labelOf, PLANS, STATUSES, type Application } from '../planner/model.ts'
import { deadlineWords } from '../planner/present.ts'
import { DECISION_STATUSES } from '../planner/status.ts'
import { dateInZone } from '../planner/zone.ts'
import type { SharedApplication, SharedDeadlines, SharedReadiness, ShareViewInput } from './view.ts'

const NO_DEADLINE = 'No deadline yet'

function deadlineRows(input: ShareViewInput): SharedApplication[] {
  const ordered = [...input.applications].sort(
    (a, b) =>
      (a.deadline_at === '' ? Infinity : Date.parse(a.deadline_at)) -
        (b.deadline_at === '' ? Infinity : Date.parse(b.deadline_at)) ||
      (a.school.name < b.school.name ? -1 : a.school.name > b.school.name ? 1 : 0),
  )
  return ordered.map((app) => {
    const words = deadlineWords(app, input.zone, input.offsetAt)
    const closed = app.status === 'submitted' || DECISION_STATUSES.includes(app.status)
    const clock = countdown(app.deadline_at === '' ? null : Date.parse(app.deadline_at), input.now)
    return {
      school: app.school.name,
      plan: app.plan === '' ? 'Plan not chosen' : labelOf(PLANS, app.plan),
      status: labelOf(STATUSES, app.status),
      deadline: words ? words.text : NO_DEADLINE,
      timeLeft: closed || !words ? '' : clock.text,
      urgency: closed ? 'closed' : clock.state,
      estimated: app.deadline_estimated,
    }
  })
}

function byDate(a: string, b: string): number {
  const day = (date: string) => (isIsoDate(date) ? dayNumber(date) : Infinity)
  return day(a) - day(b)
}

export function deadlinesSection(input: ShareViewInput): SharedDeadlines {
  const today = dateInZone(input.now, input.zone, input.offsetAt)
  const schools = new Map(input.applications.map((app) => [app.id, app.school.name]))
  const tasks = [...input.tasks]
    .sort((a, b) => Number(a.done) - Number(b.done) || byDate(a.due, b.due))
    .map((task) => ({
      title: task.title,
      school: schools.get(task.application) ?? null,
      due: task.due === '' ? 'No date yet' : formatIsoDate(task.due),
      done: task.done,
      late: !task.done && isIsoDate(task.due) && dayNumber(task.due) < dayNumber(today),
    }))
  const aid = [...input.aidDates]
    .sort((a, b) => byDate(a.date, b.date))
    .map((item) => ({
      title: item.label.trim() === '' ? labelOf(AID_KINDS, item.kind) : item.label,
      date: item.date === '' ? 'No date yet' : formatIsoDate(item.date),
      done: item.done,
    }))
  return { applications: deadlineRows(input), tasks, aid }
}

/** The applications each essay is for: a personal statement's platform, a supplement's links. */
export function essayApplications(
  essay: Essay,
  applications: readonly Application[],
): Application[] {
  return essay.kind === 'personal'
    ? applications.filter((app) => statementPlatform(app.platform) === essay.platform)
    : applications.filter((app) => essay.applicationIds.includes(app.id))
}

const progress = (label: string, done: number, total: number) =>
  `${label} ${String(done)} of ${String(total)}`

export function readinessSection(input: ShareViewInput): SharedReadiness {
  const report = readiness(
    input.applications.map((app) => ({ ...app, schoolName: app.school.name })),
    input.tasks,
    input.essays.map((essay) => ({
      status: essay.status,
      applications: essayApplications(essay, input.applications),
    })),
    input.recommenders,
    input.now,
  )
  return {
    // The report's own summary speaks to the student only when there is nothing to report.
    summary: report.rows.length === 0 ? 'No applications yet.' : report.summary,
    rows: report.rows.map((row) => ({
      school: row.schoolName,
      attention: row.attention,
      attentionLabel: ATTENTION_LABEL[row.attention],
      status: row.statusLabel,
      timeLeft: row.timeLeft,
      needs: row.needs,
      progress: [
        progress('Tasks', row.tasks.done, row.tasks.total),
        progress('essays', row.essays.done, row.essays.total),
        progress('recommenders', row.recommenders.done, row.recommenders.total),
      ].join(', '),
    })),
  }
}
