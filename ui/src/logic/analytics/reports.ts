/**
 * Every analytics report from what the page loads: the student's answers and match settings, My
 * List, the planner's applications, tasks and recommenders, the essays, and what the student
 * entered for analytics. Pure: the island calls it on every change.
 */
import type { Essay } from '../essays/essay.ts'
import type { MatchSettings } from '../matching/settings.ts'
import type { IsoDate } from '../planner/calendar-date.ts'
import {
  DECISION_STATUSES,
  OPEN_STATUSES,
  type Application,
  type PlanTask,
  type Recommender,
} from '../planner/model.ts'
import type { QuizAnswers } from '../quiz/questions.ts'
import type { University } from '../university.ts'
import { affordability, type Affordability } from './affordability.ts'
import { listBalance, type ListBalance } from './balance.ts'
import { applyingCost, type ApplyingCost } from './costs.ts'
import { decisions, type Decisions } from './decisions.ts'
import { EMPTY_AID_OFFER, type AnalyticsEntries, type ApplicationEntries } from './entries.ts'
import { readiness, type Readiness } from './readiness.ts'
import { testAdvice, type TestAdviceReport } from './test-advice.ts'
import { essayWork, workloadForecast, type Workload } from './workload.ts'

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
  /** An instant's date on the student's calendar. */
  dateOf: (instant: string) => IsoDate
}

export type AnalyticsReports = {
  balance: ListBalance
  affordability: Affordability
  tests: TestAdviceReport
  readiness: Readiness
  workload: Workload
  cost: ApplyingCost
  decisions: Decisions
}

const NOTHING_ENTERED: ApplicationEntries = {
  css_profile_required: false,
  score_sends: false,
  score_send_fee: null,
  ...EMPTY_AID_OFFER,
}

/** The student's schools: My List, then any application's school no longer on it, each once. */
export function studentSchools(
  list: readonly University[],
  otherSchools: readonly University[],
): University[] {
  const seen = new Set<string>()
  return [...list, ...otherSchools].filter((u) => !seen.has(u.id) && seen.add(u.id))
}

export function analyticsReports(input: AnalyticsInput): AnalyticsReports {
  const schools = studentSchools(input.list, input.otherSchools)
  const catalogue = new Map(schools.map((u) => [u.id, u]))
  const entriesOf = (app: Application): ApplicationEntries => ({
    ...NOTHING_ENTERED,
    css_profile_required: app.css_profile_required,
    ...input.entries.applications[app.id],
  })
  const decided = new Set(
    input.applications.filter((a) => DECISION_STATUSES.includes(a.status)).map((a) => a.id),
  )
  return {
    balance: listBalance(schools, input.answers, input.settings),
    affordability: affordability(schools, input.answers, input.settings),
    tests: testAdvice(schools, input.answers),
    readiness: readiness(
      input.applications.map((app) => ({ ...app, schoolName: app.school.name })),
      input.tasks,
      input.essays,
      input.recommenders,
      input.now,
    ),
    workload: workloadForecast({
      today: input.today,
      essays: input.essays.map((essay) => essayWork(essay, input.dateOf)),
      // A decided application needs nothing more (as the planner's agenda says).
      tasks: input.tasks.filter((task) => !decided.has(task.application)),
      deadlines: input.applications
        .filter((app) => OPEN_STATUSES.includes(app.status))
        .map((app) => ({ date: app.deadline_date, schoolName: app.school.name })),
    }),
    cost: applyingCost(
      input.applications.map((app) => {
        const entries = entriesOf(app)
        return {
          ...app,
          schoolName: app.school.name,
          css_profile_required: entries.css_profile_required,
          score_sends: entries.score_sends,
          score_send_fee: entries.score_send_fee,
          catalogueFee: catalogue.get(app.university)?.application_fee_2021_22 ?? null,
        }
      }),
      { cssWaiver: input.entries.cssFeeWaiver },
    ),
    decisions: decisions(
      input.applications.map((app) => ({
        id: app.id,
        status: app.status,
        schoolName: app.school.name,
        offer: entriesOf(app),
        school: catalogue.get(app.university) ?? null,
      })),
      input.settings,
    ),
  }
}
