/**
 * The workload forecast: words still to write and tasks still open, week by week (Monday to
 * Sunday) from this week until the last deadline, so the crunch weeks show before they come.
 * An essay's words are spread evenly over the weeks left before its earliest deadline (the pace
 * that finishes it in time); a task counts in the week it is due, a late one in this week.
 */
import { countText } from '../essays/count.ts'
import { dueDay, dueOf } from '../essays/due.ts'
import { wordsEstimate, type Essay, type EssayStatus } from '../essays/essay.ts'
import {
  addDays,
  dayNumber,
  formatIsoDate,
  isIsoDate,
  isoWeekday,
  parseIsoDate,
  type IsoDate,
} from '../planner/calendar-date.ts'
import { applicationDeadlineDay, zonedDeadline } from '../planner/deadline-day.ts'
import { DECISION_STATUSES, OPEN_STATUSES } from '../planner/model.ts'
import type { OffsetAt } from '../planner/zone.ts'
import type { AnalyticsInput } from './report-input.ts'
import { listInWords, plural } from './words.ts'

/** What an essay without a limit is planned as: the longest common essay (ADR 0045's 650 words). */
export const UNLIMITED_ESSAY_WORDS = 650
/** Never forecast further than a year: past that a date is more likely a typing slip. */
export const MAX_WEEKS = 53

const DONE: readonly EssayStatus[] = ['final', 'submitted']

/** Words still to write in an essay: up to its limit, none once it is final. */
export function wordsLeft(essay: Pick<Essay, 'status' | 'limit' | 'text'>): number {
  if (DONE.includes(essay.status)) return 0
  // A character limit is planned as words at about six characters a word (an estimate of the work).
  const target = essay.limit === null ? UNLIMITED_ESSAY_WORDS : wordsEstimate(essay.limit)
  return Math.max(0, target - countText(essay.text).words)
}

export type WorkloadEssay = { id: string; words: number; due: IsoDate | null }

/**
 * An essay as the forecast sees it: its words left and the day it is due, its earliest deadline's
 * own date on its own clock, as /essays and the planner say it (ADR 0078), whatever the calendar
 * of the student's `studentZone`.
 */
export function essayWork(
  essay: Pick<Essay, 'id' | 'status' | 'limit' | 'text' | 'applications'>,
  offsetAt: OffsetAt,
  studentZone: string,
): WorkloadEssay {
  const due = dueOf(essay)
  return {
    id: essay.id,
    words: wordsLeft(essay),
    due: due === null ? null : dueDay(due, offsetAt, studentZone),
  }
}
export type WorkloadTask = { due: IsoDate; done: boolean }
export type WorkloadDeadline = {
  /** Its own date on its own clock (ADR 0078). */
  date: IsoDate
  schoolName: string
  /** Its instant (ms): it stays in the forecast until then, even past its date on the student's calendar. */
  at: number | null
}

export type WorkloadWeek = {
  /** The week's Monday. */
  start: IsoDate
  /** "Oct 26". */
  label: string
  words: number
  tasks: number
  /** Schools whose deadline falls in this week. */
  deadlines: string[]
  crunch: boolean
}

export type Workload = {
  weeks: WorkloadWeek[]
  totals: {
    /** Words to write before a known deadline; they add up over the weeks. */
    words: number
    /** Open tasks with a date; they add up over the weeks. */
    tasks: number
    /** Of those, past their date (counted in this week). */
    lateTasks: number
    /** Words of essays with no deadline yet (in no week). */
    unscheduledWords: number
    /** Open tasks with no date yet (in no week). */
    undatedTasks: number
  }
  summary: string
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

function weekLabel(start: IsoDate): string {
  const parts = parseIsoDate(start)
  return parts ? `${MONTHS[parts.month - 1] ?? ''} ${String(parts.day)}` : start
}

function mondayOf(date: IsoDate): IsoDate {
  return addDays(date, -isoWeekday(date))
}

/** A crunch week: well above the student's own weekly pace, or heavy on any pace. */
function isCrunch(words: number, tasks: number, meanWords: number, meanTasks: number): boolean {
  return (
    (words >= 300 && words >= 1.5 * meanWords) ||
    words >= 2000 ||
    (tasks >= 3 && tasks >= 1.5 * meanTasks)
  )
}

/** The forecast from `today` (the student's date, at `now`) until the last deadline or due date. */
export function workloadForecast(input: {
  today: IsoDate
  now: number
  essays: readonly WorkloadEssay[]
  tasks: readonly WorkloadTask[]
  deadlines: readonly WorkloadDeadline[]
}): Workload {
  const { today } = input
  const start = mondayOf(today)
  const first = dayNumber(start)
  const weekOf = (date: IsoDate) =>
    Math.min(MAX_WEEKS - 1, Math.max(0, Math.floor((dayNumber(date) - first) / 7)))

  const scheduled = input.essays.filter((e) => e.words > 0 && e.due !== null && isIsoDate(e.due))
  const openTasks = input.tasks.filter((t) => !t.done)
  const dated = openTasks.filter((t) => isIsoDate(t.due))
  // A deadline still ahead counts (in this week when its date is already behind the student's
  // calendar, as Pomona's 11:59 pm in Los Angeles is at 1 am in Chicago); a passed one does not.
  const deadlines = input.deadlines.filter(
    (d) =>
      isIsoDate(d.date) &&
      (d.at === null ? dayNumber(d.date) >= dayNumber(today) : d.at > input.now),
  )
  const lastIndex = Math.max(
    0,
    ...scheduled.map((e) => weekOf(e.due ?? today)),
    ...dated.map((t) => weekOf(t.due)),
    ...deadlines.map((d) => weekOf(d.date)),
  )
  const weeks: WorkloadWeek[] = Array.from({ length: lastIndex + 1 }, (_, i) => {
    const monday = addDays(start, 7 * i)
    return {
      start: monday,
      label: weekLabel(monday),
      words: 0,
      tasks: 0,
      deadlines: [],
      crunch: false,
    }
  })

  for (const essay of scheduled) {
    const last = weekOf(essay.due ?? today)
    const span = last + 1
    const base = Math.floor(essay.words / span)
    const extra = essay.words - base * span
    // The remainder goes to the earliest weeks: better written early than late.
    for (let i = 0; i < span; i++) {
      const week = weeks[i]
      if (week) week.words += base + (i < extra ? 1 : 0)
    }
  }
  let lateTasks = 0
  for (const task of dated) {
    if (dayNumber(task.due) < dayNumber(today)) lateTasks++
    const week = weeks[weekOf(task.due)]
    if (week) week.tasks += 1
  }
  for (const deadline of [...deadlines].sort((a, b) => dayNumber(a.date) - dayNumber(b.date))) {
    weeks[weekOf(deadline.date)]?.deadlines.push(deadline.schoolName)
  }

  const totalWords = weeks.reduce((sum, w) => sum + w.words, 0)
  const totalTasks = weeks.reduce((sum, w) => sum + w.tasks, 0)
  const meanWords = totalWords / weeks.length
  const meanTasks = totalTasks / weeks.length
  for (const week of weeks) week.crunch = isCrunch(week.words, week.tasks, meanWords, meanTasks)

  const totals = {
    words: totalWords,
    tasks: totalTasks,
    lateTasks,
    unscheduledWords: input.essays
      .filter((e) => e.due === null || !isIsoDate(e.due))
      .reduce((sum, e) => sum + Math.max(0, e.words), 0),
    undatedTasks: openTasks.length - dated.length,
  }
  const empty = totalWords === 0 && totalTasks === 0 && deadlines.length === 0
  return { weeks: empty ? [] : weeks, totals, summary: workloadSummary(empty ? [] : weeks, totals) }
}

function workloadSummary(weeks: readonly WorkloadWeek[], totals: Workload['totals']): string {
  const loose: string[] = []
  if (totals.unscheduledWords > 0) {
    loose.push(`${plural(totals.unscheduledWords, 'word')} for essays with no deadline yet`)
  }
  if (totals.undatedTasks > 0) loose.push(`${plural(totals.undatedTasks, 'task')} with no date`)
  const tail = loose.length > 0 ? ` Not in the forecast: ${listInWords(loose)}.` : ''
  const last = weeks[weeks.length - 1]
  if (!last) return `Nothing left to write or do before a deadline.${tail}`
  const busiest = weeks.filter((w) => w.crunch)
  const crunchText =
    busiest.length === 0
      ? ' No crunch week: the load is even.'
      : ` Crunch ${busiest.length === 1 ? 'week' : 'weeks'}: ${listInWords(
          busiest.map(
            (w) =>
              `the week of ${w.label} (${plural(w.words, 'word')}, ${plural(w.tasks, 'task')})`,
          ),
        )}.`
  const late = totals.lateTasks > 0 ? ` ${plural(totals.lateTasks, 'task')} already late.` : ''
  return `${plural(totals.words, 'word')} to write and ${plural(totals.tasks, 'task')} open over ${plural(weeks.length, 'week')}, until the week of ${formatIsoDate(last.start)}.${crunchText}${late}${tail}`
}

/** The student's weekly workload until their last open deadline. */
export function workloadReport(input: AnalyticsInput): Workload {
  // A decided application needs nothing more (as the planner's agenda says).
  const decided = new Set(
    input.applications.filter((a) => DECISION_STATUSES.includes(a.status)).map((a) => a.id),
  )
  return workloadForecast({
    today: input.today,
    now: input.now,
    essays: input.essays.map((essay) => essayWork(essay, input.offsetAt, input.zone)),
    tasks: input.tasks.filter((task) => !decided.has(task.application)),
    deadlines: input.applications
      .filter((app) => OPEN_STATUSES.includes(app.status))
      .map((app) => ({
        date: applicationDeadlineDay(app, input),
        schoolName: app.school.name,
        at: zonedDeadline(app, input.zone)?.at ?? null,
      })),
  })
}
