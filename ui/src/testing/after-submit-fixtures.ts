/**
 * After-submit fixtures (issue 26) for stories and tests: builders with every field filled and a
 * plan in mid-November around a fixed "today", two applications sent, one still being written.
 */
import type { Interview } from '../logic/planner/interviews.ts'
import type { Application, Recommender } from '../logic/planner/model.ts'
import type { Portal } from '../logic/planner/portal.ts'
import { makeApplication, makeRecommender, SCHOOLS } from './planner-fixtures.ts'
import { intlOffsetAt } from '../logic/planner/intl-zone.ts'
import type { StudentClock } from '../logic/planner/deadline-day.ts'

/** Monday, November 16, 2026 at noon in New York. */
export const AFTER_TODAY = '2026-11-16'
export const AFTER_NOW = Date.parse('2026-11-16T17:00:00.000Z')
/** The student's clock then, in New York, as the agenda reads it. */
export const AFTER_CLOCK: StudentClock = {
  now: AFTER_NOW,
  zone: 'America/New_York',
  offsetAt: intlOffsetAt,
}

export function makePortal(
  overrides: Partial<Portal> & Pick<Portal, 'id' | 'application'>,
): Portal {
  return { url: '', login_email: '', items: {}, checked_on: '', ...overrides }
}

export function makeInterview(
  overrides: Partial<Interview> & Pick<Interview, 'id' | 'application'>,
): Interview {
  return {
    status: 'none',
    date: '',
    time: '',
    zone_rule: 'student',
    zone: '',
    at: '',
    place: '',
    with_whom: '',
    thank_you_sent: false,
    ...overrides,
  }
}

export const AFTER_APPLICATIONS: Application[] = [
  makeApplication({
    id: 'app-tulane',
    school: SCHOOLS.tulane,
    plan: 'ed',
    deadline_date: '2026-11-01',
    deadline_time: '23:59',
    deadline_at: '2026-11-02T04:59:00.000Z',
    status: 'submitted',
  }),
  makeApplication({
    id: 'app-michigan',
    school: SCHOOLS.michigan,
    plan: 'ea',
    platform: 'common_app',
    deadline_date: '2026-11-01',
    deadline_time: '23:59',
    deadline_zone_rule: 'school',
    deadline_zone: 'America/Detroit',
    deadline_at: '2026-11-02T04:59:00.000Z',
    status: 'submitted',
  }),
  makeApplication({
    id: 'app-harvard',
    school: SCHOOLS.harvard,
    plan: 'rd',
    deadline_date: '2027-01-01',
    deadline_time: '23:59',
    deadline_at: '2027-01-02T04:59:00.000Z',
    status: 'in_progress',
  }),
]

export const AFTER_RECOMMENDERS: Recommender[] = [
  makeRecommender({
    id: 'rec-rivera',
    name: 'Ms. Rivera',
    email: 'rivera@school.example',
    applications: ['app-tulane', 'app-harvard'],
    asked_on: '2026-09-01',
    status: 'agreed',
  }),
  makeRecommender({
    id: 'rec-chen',
    name: 'Mr. Chen',
    role: 'counselor',
    applications: ['app-tulane', 'app-michigan'],
    asked_on: '2026-09-01',
    status: 'agreed',
  }),
]

/** Tulane's portal, last looked at on Thursday: four items in, the rest awaited. */
export const TULANE_PORTAL = makePortal({
  id: 'portal-tulane',
  application: 'app-tulane',
  url: 'https://apply.tulane.edu/portal/status',
  login_email: 'maya.johnson@example.com',
  items: {
    application: 'received',
    fee: 'received',
    transcript: 'received',
    'recommendation:rec-rivera': 'received',
    'recommendation:rec-chen': 'received',
    test_scores: 'not_needed',
  },
  checked_on: '2026-11-12',
})

/** Tulane's interview: Friday at 4 pm in New Orleans, on a video call. */
export const TULANE_INTERVIEW = makeInterview({
  id: 'interview-tulane',
  application: 'app-tulane',
  status: 'scheduled',
  date: '2026-11-20',
  time: '16:00',
  zone_rule: 'school',
  zone: 'America/Chicago',
  at: '2026-11-20T22:00:00.000Z',
  place: 'https://tulane.zoom.us/j/5551234',
  with_whom: 'Dana Lee, alumni interviewer',
})

/** Michigan's interview, done last Friday; the thank-you note is not ticked yet. */
export const MICHIGAN_INTERVIEW = makeInterview({
  id: 'interview-michigan',
  application: 'app-michigan',
  status: 'done',
  date: '2026-11-13',
  time: '17:30',
  at: '2026-11-13T22:30:00.000Z',
  place: 'Ann Arbor District Library, 343 S Fifth Ave',
  with_whom: 'Sam Ortiz',
})
