import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LIST } from '../../testing/analytics-fixtures.ts'
import { answersArbitrary, schoolArbitrary } from '../../testing/analytics-arbitraries.ts'
import { makeUniversity } from '../../testing/fixtures.ts'
import type { University } from '../university.ts'
import { testAdvice, testPolicyOf, type TestAdviceKind } from './test-advice.ts'

function school(overrides: Partial<University>): University {
  return makeUniversity({ id: 'u1', name: 'Test College', ...overrides })
}

// SAT ranges of 1200-1400 (ERW + Math): lowSAT's midpoint (1100) is below, midSAT's (1300) at the
// middle, highSAT's (1500) above.
const RANGE = { sat_erw_25: 600, sat_math_25: 600, sat_erw_75: 700, sat_math_75: 700 }
// 1250-1450: midSAT (1300) in the lower part.
const HIGHER = { sat_erw_25: 625, sat_math_25: 625, sat_erw_75: 725, sat_math_75: 725 }

describe('testAdvice', () => {
  it.each<[string, Partial<University>, string | undefined, TestAdviceKind, string]>([
    [
      'test blind in the 2022 wording',
      { test_policy_fall2022: 'neither_required_nor_recommended', ...RANGE },
      'highSAT',
      'not-considered',
      'Test blind (fall 2022): scores are not considered, even if you send them.',
    ],
    [
      'test blind from the 2022 consideration item',
      {
        admission_test_scores_requirement_fall2022: 'not_considered',
        test_policy_fall2022: 'considered_not_required',
      },
      'midSAT',
      'not-considered',
      'Test blind (fall 2022)',
    ],
    [
      'required, and the scores are below the range: still submit',
      { test_policy_fall2022: 'required', ...RANGE },
      'lowSAT',
      'submit',
      'Scores are required (fall 2022). Your scores are below the middle half of enrolled first-years (SAT 1200-1400, fall 2022).',
    ],
    [
      'required, and no test taken',
      { test_policy_fall2022: 'required', ...RANGE },
      'noTest',
      'submit',
      'plan an SAT or ACT before the deadline',
    ],
    [
      'recommended: the school expects scores',
      { test_policy_fall2022: 'recommended', ...RANGE },
      'midSAT',
      'submit',
      'The school recommends scores (fall 2022)',
    ],
    [
      'optional, above the range',
      { test_policy_fall2022: 'considered_not_required', ...RANGE, sat_submit_share_fall2022: 0.3 },
      'highSAT',
      'submit',
      'Your scores are above the middle half of enrolled first-years (SAT 1200-1400, fall 2022). About 3 in 10 enrolled first-years sent SAT scores (fall 2022).',
    ],
    [
      'optional, below the range',
      { test_policy_fall2022: 'considered_not_required', ...RANGE, sat_submit_share_fall2022: 0.6 },
      'lowSAT',
      'consider-withholding',
      'Your scores are below the middle half',
    ],
    [
      'optional, lower part of the range where most send scores',
      {
        test_policy_fall2022: 'considered_not_required',
        ...HIGHER,
        sat_submit_share_fall2022: 0.7,
      },
      'midSAT',
      'submit',
      'Most enrolled first-years sent scores, so yours are usual there.',
    ],
    [
      'optional, lower part of the range where few send scores',
      {
        test_policy_fall2022: 'considered_not_required',
        ...HIGHER,
        sat_submit_share_fall2022: 0.2,
      },
      'midSAT',
      'consider-withholding',
      'Few enrolled first-years sent scores, and the range describes only those who chose to send theirs.',
    ],
    [
      'optional, ACT range when SAT is not reported, with the ACT share',
      {
        test_policy_fall2022: 'considered_not_required',
        act_composite_25: 22,
        act_composite_75: 26,
        act_submit_share_fall2022: 0.42,
        sat_submit_share_fall2022: 0.9,
      },
      'highSAT',
      'submit',
      'ACT 22-26, fall 2022). About 4 in 10 enrolled first-years sent ACT scores (fall 2022).',
    ],
    [
      'optional, no test taken',
      { test_policy_fall2022: 'considered_not_required', ...RANGE },
      'noTest',
      'consider-withholding',
      'You have no scores to send, and the school does not require them',
    ],
    [
      'optional, no range reported',
      { test_policy_fall2022: 'considered_not_required' },
      'midSAT',
      'unknown',
      'no score range is reported',
    ],
    ['no policy reported', {}, 'midSAT', 'unknown', 'The school reports no test policy'],
    [
      'no scores given in the quiz',
      { test_policy_fall2022: 'required', ...RANGE },
      undefined,
      'unknown',
      'Add your SAT or ACT scores in the quiz',
    ],
  ])('%s', (_, overrides, satAct, kind, reason) => {
    const answers = satAct === undefined ? {} : { satAct }
    const [row] = testAdvice([school(overrides)], answers).schools
    expect(row?.kind).toBe(kind)
    expect(row?.reason).toContain(reason)
  })

  it('reads the 2022 item before the older test-policy column', () => {
    expect(testPolicyOf(LIST.asu)).toBe('blind')
    expect(testPolicyOf(LIST.purdue)).toBe('required')
    expect(testPolicyOf(LIST.aamu)).toBe('optional')
    expect(testPolicyOf(school({ test_policy_fall2022: 'recommended' }))).toBe('recommended')
    expect(testPolicyOf(school({}))).toBeNull()
  })

  it('orders submit first and sums its counts', () => {
    const report = testAdvice([LIST.asu, LIST.harvard, LIST.purdue, LIST.aamu], {
      satAct: 'midSAT',
    })
    expect(report.schools.map((s) => [s.name, s.kind])).toEqual([
      ['Alabama A & M University', 'submit'],
      ['Purdue University-Main Campus', 'submit'],
      ['Harvard University', 'consider-withholding'],
      ['Arizona State University Campus Immersion', 'not-considered'],
    ])
    expect(report.band).toBe('SAT 1200-1400 / ACT 24-29')
    expect(report.summary).toBe(
      '2 submit, 1 consider withholding, 1 not considered (your scores: SAT 1200-1400 / ACT 24-29).',
    )
  })

  it('counts add up, no percentage appears, and the same inputs give the same output', () => {
    fc.assert(
      fc.property(
        fc.array(schoolArbitrary, { maxLength: 10 }),
        answersArbitrary,
        (schools, answers) => {
          const report = testAdvice(schools, answers)
          const unique = new Set(schools.map((u) => u.id)).size
          expect(Object.values(report.counts).reduce((a, b) => a + b, 0)).toBe(unique)
          for (const row of report.schools) {
            expect(`${row.reason} ${row.policyText} ${row.submitted ?? ''}`).not.toMatch(
              /%|percent/i,
            )
          }
          expect(testAdvice(schools, answers)).toEqual(report)
        },
      ),
    )
  })

  it('never advises sending scores to a test-blind school', () => {
    fc.assert(
      fc.property(schoolArbitrary, answersArbitrary, (u, answers) => {
        const [row] = testAdvice([u], answers).schools
        if (u.test_policy_fall2022 === 'neither_required_nor_recommended') {
          expect(row?.kind).toBe('not-considered')
        }
        if (row?.kind === 'not-considered') expect(row.policy).toBe('blind')
      }),
    )
  })
})
