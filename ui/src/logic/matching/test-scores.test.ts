import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { itGivesReasons } from '../../testing/match-schools.ts'
import { testFit } from './test-scores.ts'

describe('test scores: reasons', () => {
  itGivesReasons([
    [
      'a test-blind school does not weigh scores',
      { satAct: 'highSAT' },
      {
        test_policy_fall2022: 'neither_required_nor_recommended',
        sat_erw_25: 600,
        sat_erw_75: 700,
        sat_math_25: 600,
        sat_math_75: 700,
      },
      'satAct',
      /^Test blind \(fall 2022\): SAT and ACT scores are not considered$/,
      'neutral',
    ],
    [
      'no test and a school that requires one',
      { satAct: 'noTest' },
      { test_policy_fall2022: 'required' },
      'satAct',
      /^Requires SAT or ACT scores \(fall 2022\)$/,
      'against',
    ],
    [
      'no test, and a school optional in fall 2022 that requires scores for this cycle (Harvard)',
      { satAct: 'noTest' },
      { unitid: 166027, test_policy_fall2022: 'considered_not_required' },
      'satAct',
      /^Requires SAT or ACT scores for fall 2027 entrants$/,
      'against',
    ],
    [
      'no test, and a school that lets the student choose the test (Yale)',
      { satAct: 'noTest' },
      { unitid: 130794, test_policy_fall2022: 'considered_not_required' },
      'satAct',
      /^Requires a test \(SAT, ACT or another the school lists\) for fall 2027 entrants$/,
      'against',
    ],
    [
      'scores, and a school test blind in fall 2022 that requires them now (Caltech)',
      { satAct: 'highSAT' },
      {
        unitid: 110404,
        test_policy_fall2022: 'neither_required_nor_recommended',
        sat_erw_25: 740,
        sat_erw_75: 780,
        sat_math_25: 790,
        sat_math_75: 800,
      },
      'satAct',
      /below the middle 50%/,
      'against',
    ],
    [
      'no test and a test-optional school',
      { satAct: 'noTest' },
      { test_policy_fall2022: 'considered_not_required' },
      'satAct',
      /^No test scores given$/,
      'neutral',
    ],
    [
      'scores below the middle 50%',
      { satAct: 'lowSAT' },
      { sat_erw_25: 600, sat_erw_75: 700, sat_math_25: 600, sat_math_75: 700 },
      'satAct',
      /below .*SAT 1200-1400/,
      'against',
    ],
    [
      'ACT where SAT is missing',
      { satAct: 'midSAT' },
      { act_composite_25: 22, act_composite_75: 28 },
      'satAct',
      /within .*ACT 22-28/,
      'for',
    ],
  ])
})

describe('test scores: a continuous fit', () => {
  it('test scores: best at the middle of the range, lower the farther below it', () => {
    expect(testFit(0.5)).toBe(1)
    expect(testFit(0)).toBeCloseTo(0.8)
    expect(testFit(1)).toBeCloseTo(0.8)
    fc.assert(
      fc.property(
        fc.double({ min: -5, max: 0.5, noNaN: true }),
        fc.double({ min: -5, max: 0.5, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a]
          expect(testFit(high)).toBeGreaterThanOrEqual(testFit(low))
        },
      ),
    )
  })
})
