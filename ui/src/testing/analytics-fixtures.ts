/**
 * Analytics fixtures for stories and tests: a student's list of real schools (figures from the
 * catalogue, via SAMPLE_UNIVERSITIES), their applications, tasks, essays, recommenders and what
 * they entered for analytics, around the planner fixtures' fixed "today". The property tests'
 * arbitraries are in analytics-arbitraries.ts (fast-check stays out of the stories' bundle).
 */
import { costApplication } from '../logic/analytics/costs.ts'
import { NOTHING_ENTERED, type ApplicationEntries } from '../logic/analytics/entries.ts'
import type { AnalyticsInput } from '../logic/analytics/report-input.ts'
import { EMPTY_COST, emptyOffer, type Offer } from '../logic/offers/offer.ts'

/** An aid offer: nothing entered but what `overrides` says. */
export function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return { ...emptyOffer(), ...overrides }
}
import type { Essay } from '../logic/essays/essay.ts'
import type { MatchSettings } from '../logic/matching/settings.ts'
import type { Application, PlanTask, Recommender } from '../logic/planner/model.ts'
import type { QuizAnswers } from '../logic/quiz/questions.ts'
import type { University } from '../logic/university.ts'
import { essayText, makeEssay } from './essay-fixtures.ts'
import { intlOffsetAt } from '../logic/planner/intl-zone.ts'
import { SAMPLE_UNIVERSITIES } from './sample-universities.ts'
import { makeUniversity } from './university-fixtures.ts'
import {
  makeApplication,
  makeRecommender,
  makeSchool,
  makeTask,
  PLANNER_NOW,
  PLANNER_TODAY,
} from './planner-fixtures.ts'

export { PLANNER_NOW as ANALYTICS_NOW, PLANNER_TODAY as ANALYTICS_TODAY }

function sample(name: string): University {
  const found = SAMPLE_UNIVERSITIES.find((u) => u.name === name)
  if (!found) throw new Error(`No sample university named ${name}.`)
  return found
}

export const LIST = {
  harvard: sample('Harvard University'),
  texas: sample('The University of Texas at Austin'),
  michigan: sample('University of Michigan-Ann Arbor'),
  purdue: sample('Purdue University-Main Campus'),
  berea: sample('Berea College'),
  asu: sample('Arizona State University Campus Immersion'),
  aamu: sample('Alabama A & M University'),
} as const

/** The student's list: seven real schools, from a reach for everyone to open doors. */
export const ANALYTICS_LIST: University[] = Object.values(LIST)

/**
 * Issue 29's list, by catalogue name: six schools that require scores for fall 2027 entrants (four
 * of them were test optional in fall 2022), one test optional and one test blind.
 */
export const SCORES_REQUIRED_AGAIN = [
  'Harvard University',
  'Dartmouth College',
  'Brown University',
  'Yale University',
  'Massachusetts Institute of Technology',
  'Ohio State University-Main Campus',
] as const
export const POLICY_ISSUE_LIST = [
  ...SCORES_REQUIRED_AGAIN,
  'University of Michigan-Ann Arbor',
  'University of California-Berkeley',
] as const

/** A school with nothing reported but its name: the "missing data" states. */
export const UNREPORTED_SCHOOL: University = makeUniversity({
  id: 'u-unreported',
  name: 'Prairie Open College',
  state: 'KS',
  control: 'private_nonprofit',
})

/** An engineering student from Texas: GPA 3.6-4.0, SAT 1200-1400, $15,000-30,000 a year. */
export const ANALYTICS_ANSWERS: QuizAnswers = {
  academicInterest: 'engineering',
  locationPreference: 'urban',
  schoolSize: 'large',
  budget: 'medium',
  gpa: '3.6-4.0',
  satAct: 'midSAT',
  extracurriculars: ['academic'],
  careerGoals: 'employment',
}

export const ANALYTICS_SETTINGS: MatchSettings = { homeState: 'TX', faith: 'labelled' }

function schoolOf(u: University) {
  return makeSchool({
    id: u.id,
    unitid: u.unitid,
    name: u.name,
    control: u.control,
    apply_url: u.apply_url,
    net_price_calculator_url: u.net_price_calculator_url,
    test_policy_fall2022: u.test_policy_fall2022,
  })
}

export const ANALYTICS_APPLICATIONS: Application[] = [
  makeApplication({
    id: 'app-texas',
    school: schoolOf(LIST.texas),
    plan: 'ea',
    deadline_date: '2026-10-15',
    deadline_time: '23:59',
    deadline_at: '2026-10-16T04:59:00.000Z',
    status: 'in_progress',
    fee: null,
  }),
  makeApplication({
    id: 'app-michigan',
    school: schoolOf(LIST.michigan),
    plan: 'ea',
    deadline_date: '2026-11-01',
    deadline_time: '23:59',
    deadline_at: '2026-11-02T04:59:00.000Z',
    status: 'planning',
    fee: 75,
    fee_waiver: 'requested',
  }),
  makeApplication({
    id: 'app-harvard',
    school: schoolOf(LIST.harvard),
    plan: 'rd',
    deadline_date: '2027-01-01',
    deadline_time: '23:59',
    deadline_at: '2027-01-02T04:59:00.000Z',
    status: 'planning',
    fee: 85,
    css_profile_required: true,
  }),
  makeApplication({
    id: 'app-purdue',
    school: schoolOf(LIST.purdue),
    plan: 'ea',
    deadline_date: '2026-08-01',
    deadline_time: '23:59',
    deadline_at: '2026-08-02T03:59:00.000Z',
    status: 'admitted',
    fee: 60,
    fee_waiver: 'granted',
  }),
  makeApplication({
    id: 'app-berea',
    school: schoolOf(LIST.berea),
    plan: 'rolling',
    deadline_date: '2026-09-01',
    deadline_time: '23:59',
    deadline_at: '2026-09-02T03:59:00.000Z',
    status: 'admitted',
    fee: null,
  }),
]

export const ANALYTICS_TASKS: PlanTask[] = [
  makeTask({
    id: 't1',
    application: 'app-texas',
    kind: 'essays',
    title: 'Finish your essays for Texas',
    due: '2026-10-08',
  }),
  makeTask({
    id: 't2',
    application: 'app-texas',
    kind: 'recommendations',
    title: 'Recommendations for Texas',
    due: '2026-09-15',
    done: true,
  }),
  makeTask({
    id: 't3',
    application: 'app-texas',
    kind: 'submit',
    title: 'Submit Texas',
    due: '2026-10-15',
  }),
  makeTask({
    id: 't4',
    application: 'app-michigan',
    kind: 'essays',
    title: 'Finish your essays for Michigan',
    due: '2026-10-25',
  }),
  makeTask({
    id: 't5',
    application: 'app-michigan',
    kind: 'scores',
    title: 'Send scores to Michigan',
    due: '2026-10-20',
  }),
  makeTask({
    id: 't6',
    application: 'app-harvard',
    kind: 'essays',
    title: 'Finish your essays for Harvard',
    due: '2026-12-20',
  }),
  makeTask({
    id: 't7',
    application: 'app-harvard',
    kind: 'recommendations',
    title: 'Recommendations for Harvard',
    due: '2026-11-20',
  }),
  makeTask({ id: 't8', title: 'Visit day sign-up', due: '2026-10-02' }),
]

const onApp = (id: string, schoolName: string, deadline: string | null) => ({
  id,
  schoolName,
  deadline,
  deadlineZone: deadline === null ? null : 'America/Chicago',
  platform: 'common_app' as const,
})

export const ANALYTICS_ESSAYS: Essay[] = [
  makeEssay({
    id: 'ps',
    kind: 'personal',
    title: 'Personal statement',
    limit: { unit: 'words', max: 650, min: 250 },
    text: essayText(450),
    status: 'drafting',
    applications: [
      onApp('app-texas', LIST.texas.name, '2026-10-16T04:59:00.000Z'),
      onApp('app-michigan', LIST.michigan.name, '2026-11-02T04:59:00.000Z'),
      onApp('app-harvard', LIST.harvard.name, '2027-01-02T04:59:00.000Z'),
    ],
  }),
  makeEssay({
    id: 'why-michigan',
    title: 'Why Michigan',
    limit: { unit: 'words', max: 550 },
    text: essayText(100),
    applications: [onApp('app-michigan', LIST.michigan.name, '2026-11-02T04:59:00.000Z')],
  }),
  makeEssay({
    id: 'harvard-short',
    title: 'Harvard short answers',
    limit: { unit: 'characters', max: 1200 },
    text: '',
    status: 'not_started',
    applications: [onApp('app-harvard', LIST.harvard.name, '2027-01-02T04:59:00.000Z')],
  }),
  makeEssay({
    id: 'texas-topic',
    title: 'Texas: an issue that matters to you',
    limit: { unit: 'words', max: 300 },
    text: essayText(290),
    status: 'final',
    applications: [onApp('app-texas', LIST.texas.name, '2026-10-16T04:59:00.000Z')],
  }),
]

export const ANALYTICS_RECOMMENDERS: Recommender[] = [
  makeRecommender({
    id: 'rec-1',
    name: 'Ms. Rivera',
    applications: ['app-texas', 'app-michigan', 'app-harvard'],
    asked_on: '2026-09-01',
    status: 'agreed',
  }),
  makeRecommender({
    id: 'rec-2',
    name: 'Mr. Chen',
    role: 'counselor',
    applications: ['app-michigan', 'app-harvard'],
    status: 'not_asked',
  }),
]

export function makeEntries(overrides: Partial<ApplicationEntries> = {}): ApplicationEntries {
  return { ...NOTHING_ENTERED, ...overrides }
}

/** What the student entered for analytics, by application id. */
export const ANALYTICS_ENTRIES: Record<string, ApplicationEntries> = {
  'app-texas': makeEntries({ score_sends: true, score_send_fee: 0 }),
  'app-michigan': makeEntries({ score_sends: true, score_send_fee: 14 }),
  'app-harvard': makeEntries({
    css_profile_required: true,
    score_sends: true,
    score_send_fee: null,
  }),
  'app-purdue': makeEntries({
    score_sends: true,
    score_send_fee: 14,
    aid_offer: makeOffer({
      cost: { ...EMPTY_COST, total: 28_000 },
      gifts: [{ name: 'Purdue Grant', amount: 9_500, renews: 'yes', condition: '' }],
      loans: [{ kind: 'federal_subsidized', amount: 5_500, rate: 6.39 }],
      work_study: 2_000,
    }),
  }),
  'app-berea': makeEntries(),
}

export const READINESS_APPLICATIONS = ANALYTICS_APPLICATIONS.map((app) => ({
  ...app,
  schoolName: app.school.name,
}))

/** Applications as the cost of applying reads them, with the catalogue's fees. */
export const COST_APPLICATIONS = ANALYTICS_APPLICATIONS.map((app) =>
  costApplication(
    app,
    ANALYTICS_ENTRIES[app.id] ?? makeEntries(),
    ANALYTICS_LIST.find((u) => u.id === app.school.id),
  ),
)

/** Everything the reports read, for the sample student (in Chicago). */
export const ANALYTICS_INPUT: AnalyticsInput = {
  answers: ANALYTICS_ANSWERS,
  settings: ANALYTICS_SETTINGS,
  list: ANALYTICS_LIST,
  otherSchools: [],
  applications: ANALYTICS_APPLICATIONS,
  tasks: ANALYTICS_TASKS,
  recommenders: ANALYTICS_RECOMMENDERS,
  essays: ANALYTICS_ESSAYS,
  entries: { applications: ANALYTICS_ENTRIES, cssFeeWaiver: false, outsideAwards: [] },
  today: PLANNER_TODAY,
  now: PLANNER_NOW,
  zone: 'America/Chicago',
  offsetAt: intlOffsetAt,
}
