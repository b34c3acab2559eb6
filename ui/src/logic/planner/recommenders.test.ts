import { describe, expect, it } from 'vitest'
import { makeApplication, makeRecommender, SCHOOLS } from '../../testing/planner-fixtures.ts'
import type { RecommenderStatus } from './model.ts'
import { recommenderWarnings } from './recommenders.ts'

const TODAY = '2026-10-05'
const apps = [
  makeApplication({ id: 'soon', school: SCHOOLS.tulane, deadline_date: '2026-10-25' }),
  makeApplication({ id: 'mid', school: SCHOOLS.michigan, deadline_date: '2026-11-10' }),
  makeApplication({ id: 'nov1', school: SCHOOLS.michigan, deadline_date: '2026-11-01' }),
  makeApplication({ id: 'far', school: SCHOOLS.harvard, deadline_date: '2027-01-01' }),
  makeApplication({ id: 'unknown', school: SCHOOLS.caltech }),
  makeApplication({ id: 'past', school: SCHOOLS.caltech, deadline_date: '2026-09-01' }),
  makeApplication({ id: 'week', school: SCHOOLS.caltech, deadline_date: '2026-10-09' }),
]

describe('recommenderWarnings: lead time', () => {
  it.each<[string, RecommenderStatus, string, string[], string | null, string | null]>([
    ['inside four weeks, not asked', 'not_asked', '', ['soon', 'far'], 'short-notice', 'soon'],
    ['inside six weeks, not asked', 'not_asked', '', ['mid'], 'ask-now', 'mid'],
    ['far off, not asked', 'not_asked', '', ['far'], null, null],
    ['no known date', 'not_asked', '', ['unknown'], null, null],
    ['only past deadlines', 'not_asked', '', ['past'], null, null],
    ['asked with little notice', 'asked', '2026-10-05', ['nov1'], 'short-notice', 'nov1'],
    ['asked in time', 'agreed', '2026-09-01', ['mid'], null, null],
    ['due within a week, letter not in', 'agreed', '2026-08-20', ['week'], 'follow-up', 'week'],
    ['letter submitted', 'submitted', '2026-08-20', ['week'], null, null],
    ['declined', 'declined', '2026-09-01', ['far'], 'replace', 'far'],
  ])('%s', (_, status, asked_on, applications, code, applicationId) => {
    const [warning] = recommenderWarnings(
      [makeRecommender({ id: 'r', name: 'Ms. Rivera', status, asked_on, applications })],
      apps,
      TODAY,
    )
    expect(warning?.code ?? null).toBe(code)
    expect(warning?.applicationId ?? null).toBe(applicationId)
  })

  it('says what to do, with the days left', () => {
    const [warning] = recommenderWarnings(
      [makeRecommender({ id: 'r', name: 'Ms. Rivera', applications: ['soon'] })],
      apps,
      TODAY,
    )
    expect(warning?.message).toBe(
      'Ask Ms. Rivera today: Tulane University of Louisiana is due in 20 days, less than the 4 weeks recommenders usually need. Offer them your deadline and a short brag sheet.',
    )
  })
})
