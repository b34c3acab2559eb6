/**
 * What every analytics report is worked out from: the student's answers and match settings, My
 * List, the planner's applications, tasks and recommenders, the essays, and what the student
 * entered for analytics; with the small readings several reports share. Each report has its own
 * builder beside its logic (`balanceReport` in balance.ts, ...), so a page can load one report's
 * code without the others'; reports.ts composes them all.
 */
import type { Essay } from '../essays/essay.ts'
import type { MatchSettings } from '../matching/settings.ts'
import type { IsoDate } from '../planner/calendar-date.ts'
import type { StudentClock } from '../planner/deadline-day.ts'
import type { Application, PlanTask, Recommender } from '../planner/model.ts'
import type { QuizAnswers } from '../quiz/questions.ts'
import type { University } from '../university.ts'
import { NOTHING_ENTERED, type AnalyticsEntries, type ApplicationEntries } from './entries.ts'

export type AnalyticsInput = {
  answers: QuizAnswers
  settings: MatchSettings
  /** The schools on My List, as the catalogue has them. */
  list: readonly University[]
  /** Catalogue rows of applications' schools that are no longer on My List. */
  otherSchools: readonly University[]
  applications: readonly Application[]
  tasks: readonly PlanTask[]
  recommenders: readonly Recommender[]
  /** Essays with the applications each is for (a personal statement: all on its platform). */
  essays: readonly Essay[]
  entries: AnalyticsEntries
  /** The student's date today and the time now (ms). */
  today: IsoDate
  now: number
  /** The student's planner zone, and the zone rules that place a deadline on its day. */
  zone: string
  offsetAt: StudentClock['offsetAt']
}

/** The student's schools: My List, then any application's school no longer on it, each once. */
export function studentSchools(
  list: readonly University[],
  otherSchools: readonly University[],
): University[] {
  const seen = new Set<string>()
  return [...list, ...otherSchools].filter((u) => !seen.has(u.id) && seen.add(u.id))
}

/** The catalogue row of each of the student's schools, by id. */
export function catalogueOf(input: AnalyticsInput): Map<string, University> {
  return new Map(studentSchools(input.list, input.otherSchools).map((u) => [u.id, u]))
}

/** What the student entered on an application, over the planner's own CSS Profile mark. */
export function entriesFor(
  input: Pick<AnalyticsInput, 'entries'>,
  app: Application,
): ApplicationEntries {
  return {
    ...NOTHING_ENTERED,
    css_profile_required: app.css_profile_required,
    ...input.entries.applications[app.id],
  }
}
