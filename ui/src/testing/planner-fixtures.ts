/**
 * Planner fixtures for stories and tests: builders with every field filled (override what a case
 * needs) and a sample plan around a fixed "today", so stories and tests never depend on the clock.
 */
import { EMPTY_DECISION } from '../logic/planner/decisions.ts'
import type { StudentClock } from '../logic/planner/deadline-day.ts'
import { intlOffsetAt } from '../logic/planner/intl-zone.ts'
import type {
  AidDate,
  Application,
  PlannerSchool,
  PlannerSettings,
  PlanTask,
  Recommender,
} from '../logic/planner/model.ts'
import {
  NO_AID_DATE,
  NO_APPLICATION,
  NO_RECOMMENDER,
  NO_TASK,
} from '../logic/planner/planner-fields.ts'

/** The stories' "today": Monday, October 5, 2026 at noon in New York. */
export const PLANNER_TODAY = '2026-10-05'
export const PLANNER_NOW = Date.parse('2026-10-05T16:00:00.000Z')
export const PLANNER_ZONE = 'America/New_York'
/** The student's clock at that moment, as the agenda reads it. */
export const PLANNER_CLOCK: StudentClock = {
  now: PLANNER_NOW,
  zone: PLANNER_ZONE,
  offsetAt: intlOffsetAt,
}

export function makeSchool(
  overrides: Partial<PlannerSchool> & Pick<PlannerSchool, 'id' | 'name'>,
): PlannerSchool {
  return {
    unitid: null,
    control: 'private_nonprofit',
    apply_url: null,
    net_price_calculator_url: null,
    test_policy_fall2022: null,
    essay_requirement_fall2022: null,
    recommendations_requirement_fall2022: null,
    admission_test_scores_requirement_fall2022: null,
    ...overrides,
  }
}

export function makeApplication(
  overrides: Partial<Application> & Pick<Application, 'id' | 'school'>,
): Application {
  return {
    ...NO_APPLICATION,
    university: overrides.school.id,
    platform: 'common_app',
    plan: 'rd',
    deadline_at: '',
    decision: { ...EMPTY_DECISION },
    ...overrides,
  }
}

export function makeTask(overrides: Partial<PlanTask> & Pick<PlanTask, 'id'>): PlanTask {
  return { ...NO_TASK, title: 'A task', due: PLANNER_TODAY, ...overrides }
}

export function makeAidDate(overrides: Partial<AidDate> & Pick<AidDate, 'id'>): AidDate {
  return { ...NO_AID_DATE, kind: 'state_priority', date: '2027-03-02', ...overrides }
}

export function makeRecommender(
  overrides: Partial<Recommender> & Pick<Recommender, 'id'>,
): Recommender {
  return { ...NO_RECOMMENDER, name: 'Ms. Rivera', role: 'teacher', applications: [], ...overrides }
}

export const SAMPLE_SETTINGS: PlannerSettings = {
  timezone: PLANNER_ZONE,
  reminders_enabled: true,
  weekly_digest: true,
  deadline_alerts: true,
  alert_days: 7,
  calendar_token: 'k3vO2fJ9xq7LwQe1Rb8TzY5uNc4MhAs0Pd6GiVj2',
}

export const SCHOOLS = {
  harvard: makeSchool({
    id: 'u-harvard',
    unitid: 166027,
    name: 'Harvard University',
    city: 'Cambridge',
    state: 'MA',
    time_zone: 'America/New_York',
    apply_url: 'https://college.harvard.edu/admissions/apply',
    net_price_calculator_url: 'https://college.harvard.edu/financial-aid/net-price-calculator',
    test_policy_fall2022: 'considered_not_required',
    essay_requirement_fall2022: 'required',
    recommendations_requirement_fall2022: 'required',
  }),
  michigan: makeSchool({
    id: 'u-michigan',
    unitid: 170976,
    name: 'University of Michigan-Ann Arbor',
    city: 'Ann Arbor',
    state: 'MI',
    time_zone: 'America/Detroit',
    control: 'public',
    apply_url: 'https://admissions.umich.edu/apply',
    net_price_calculator_url: 'https://finaid.umich.edu/net-price-calculator',
    test_policy_fall2022: 'considered_not_required',
    essay_requirement_fall2022: 'required',
    recommendations_requirement_fall2022: 'considered_not_required',
  }),
  tulane: makeSchool({
    id: 'u-tulane',
    unitid: 160755,
    name: 'Tulane University of Louisiana',
    city: 'New Orleans',
    state: 'LA',
    time_zone: 'America/Chicago',
    apply_url: 'https://admission.tulane.edu/apply',
    net_price_calculator_url: 'https://financialaid.tulane.edu/npc',
    test_policy_fall2022: 'considered_not_required',
  }),
  caltech: makeSchool({
    id: 'u-caltech',
    unitid: 110404,
    name: 'California Institute of Technology',
    city: 'Pasadena',
    state: 'CA',
    time_zone: 'America/Los_Angeles',
    test_policy_fall2022: 'neither_required_nor_recommended',
    essay_requirement_fall2022: 'required',
    recommendations_requirement_fall2022: 'required',
  }),
} as const

/** A plan in full swing on PLANNER_TODAY: one ED, one EA, one RD, one decided. */
export const SAMPLE_APPLICATIONS: Application[] = [
  makeApplication({
    id: 'app-tulane',
    school: SCHOOLS.tulane,
    plan: 'ed',
    deadline_date: '2026-11-01',
    deadline_time: '23:59',
    deadline_at: '2026-11-02T04:59:00.000Z',
    source_url: 'https://admission.tulane.edu/apply/deadlines',
    checked_on: '2026-09-28',
    status: 'in_progress',
    fee: 75,
    fee_waiver: 'not_needed',
  }),
  makeApplication({
    id: 'app-michigan',
    school: SCHOOLS.michigan,
    plan: 'ea',
    deadline_date: '2026-11-01',
    deadline_time: '23:59',
    deadline_zone_rule: 'school',
    deadline_zone: 'America/Detroit',
    deadline_at: '2026-11-02T04:59:00.000Z',
    status: 'planning',
    fee: 75,
    fee_waiver: 'will_request',
  }),
  makeApplication({
    id: 'app-harvard',
    school: SCHOOLS.harvard,
    plan: 'rd',
    deadline_date: '2027-01-01',
    deadline_time: '23:59',
    deadline_at: '2027-01-02T04:59:00.000Z',
    deadline_estimated: true,
    status: 'planning',
    fee: 85,
  }),
  makeApplication({
    id: 'app-caltech',
    school: SCHOOLS.caltech,
    plan: 'ea',
    deadline_date: '2026-10-01',
    deadline_time: '23:59',
    deadline_at: '2026-10-02T03:59:00.000Z',
    status: 'admitted',
  }),
]

export const SAMPLE_TASKS: PlanTask[] = [
  makeTask({
    id: 'task-tulane-recs',
    application: 'app-tulane',
    kind: 'recommendations',
    title: 'Ask for recommendations for Tulane University of Louisiana',
    due: '2026-09-20',
  }),
  makeTask({
    id: 'task-tulane-essays',
    application: 'app-tulane',
    kind: 'essays',
    title: 'Finish your essays for Tulane University of Louisiana',
    due: '2026-10-22',
  }),
  makeTask({
    id: 'task-michigan-scores',
    application: 'app-michigan',
    kind: 'scores',
    title: 'Send test scores to University of Michigan-Ann Arbor, if you send them',
    due: '2026-10-11',
  }),
  makeTask({
    id: 'task-visit',
    title: 'Sign up for the Michigan virtual info session',
    due: '2026-10-07',
  }),
  makeTask({
    id: 'task-done',
    application: 'app-tulane',
    kind: 'scores',
    title: 'Send test scores to Tulane University of Louisiana, if you send them',
    due: '2026-10-11',
    done: true,
  }),
]

export const SAMPLE_AID: AidDate[] = [
  makeAidDate({
    id: 'aid-state',
    kind: 'state_priority',
    label: 'Cal Grant priority date',
    date: '2027-03-02',
    source_url: 'https://www.csac.ca.gov/cal-grants',
  }),
]

export const SAMPLE_RECOMMENDERS: Recommender[] = [
  makeRecommender({
    id: 'rec-rivera',
    name: 'Ms. Rivera',
    role: 'teacher',
    email: 'rivera@school.example',
    applications: ['app-tulane', 'app-harvard'],
    status: 'not_asked',
  }),
  makeRecommender({
    id: 'rec-chen',
    name: 'Mr. Chen',
    role: 'counselor',
    applications: ['app-tulane', 'app-michigan', 'app-harvard'],
    asked_on: '2026-09-01',
    status: 'agreed',
  }),
]
