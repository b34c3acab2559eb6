import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { QuizAnswers } from '../quiz/questions.ts'
import {
  answersArb,
  harvard,
  itGivesReasons,
  school,
  settingsArb,
  universityArb,
} from '../../testing/match-schools.ts'
import { gpaFit } from './admission.ts'
import { admissionBand, combineBands, selectivity } from './bands.ts'
import { scoreUniversity, type MatchUniversity } from './score.ts'

describe('GPA: reasons', () => {
  itGivesReasons([
    [
      'GPA against admit rate',
      { gpa: '3.6-4.0' },
      { admit_rate_fall2022: 0.3 },
      'gpa',
      /Admits 30% of applicants/,
      'for',
    ],
    [
      'any GPA against a very low admit rate',
      { gpa: '3.6-4.0' },
      { admit_rate_fall2022: 0.1 },
      'gpa',
      /Admits 10% of applicants/,
      'against',
    ],
  ])
})

describe('admission bands', () => {
  it.each<[string, QuizAnswers, Partial<MatchUniversity>, string | null]>([
    [
      'Harvard is a reach even for top scores',
      { gpa: '3.6-4.0', satAct: 'highSAT' },
      harvard,
      'reach',
    ],
    [
      'scores above the range and a strong GPA at an open school',
      { gpa: '3.6-4.0', satAct: 'highSAT' },
      {
        admit_rate_fall2022: 0.9,
        sat_erw_25: 450,
        sat_erw_75: 550,
        sat_math_25: 450,
        sat_math_75: 550,
      },
      'likely',
    ],
    ['no GPA and no test: no band', { gpa: 'notApplicable', satAct: 'noTest' }, harvard, null],
    ['nothing reported: no band', { gpa: '3.1-3.5', satAct: 'midSAT' }, {}, null],
    [
      'a likely school over budget is only a target',
      { gpa: '3.6-4.0', budget: 'low' },
      { admit_rate_fall2022: 0.9, avg_net_price_2020_21: 30000 },
      'target',
    ],
  ])('%s', (_name, answers, overrides, band) => {
    expect(scoreUniversity(answers, school(overrides)).band).toBe(band)
  })
})

describe('the band rule', () => {
  // One rule, two readers: the list balance reads bands.ts without the scorer (ADR 0052).
  it('the band rule alone gives every school the band and affordability the scorer gives', () => {
    fc.assert(
      fc.property(answersArb, universityArb, settingsArb, (answers, u, settings) => {
        const match = scoreUniversity(answers, u, settings)
        const banding = admissionBand(answers, u, settings)
        expect(banding.band).toBe(match.band)
        expect(banding.affordable).toBe(match.affordable)
        // The GPA's own band is "reach" exactly when the scorer counts the GPA against.
        expect(banding.gpa === 'reach').toBe(
          match.reasons.some((r) => r.factor === 'gpa' && r.effect === 'against'),
        )
        // Over budget demoted a likely school exactly when, without a budget, it is likely.
        const withoutBudget = scoreUniversity({ ...answers, budget: undefined }, u, settings)
        expect(banding.overBudget).toBe(match.band === 'target' && withoutBudget.band === 'likely')
      }),
      { numRuns: 2000 },
    )
  })

  it.each([
    [[], 0.5, null, null],
    [['likely'], 0.5, true, 'likely'],
    [['likely', 'target'], 0.5, null, 'target'],
    [['target', 'reach'], 0.9, true, 'reach'],
    [['likely'], 0.1, true, 'reach'],
    [['target'], 0.19, null, 'reach'],
    [['likely'], 0.2, false, 'target'],
    [['likely'], null, false, 'target'],
    [['likely'], null, null, 'likely'],
  ] as const)(
    'combineBands(%j, admit rate %s, affordable %s) is %s',
    (bands, rate, affordable, expected) => {
      expect(combineBands(bands, rate, affordable).band).toBe(expected)
    },
  )
})

describe('GPA: a continuous fit', () => {
  it.each([
    [0.1, 4],
    [0.25, 3],
    [0.5, 2],
    [0.7, 1],
    [0.9, 0],
  ])('selectivity: an admit rate of %s rounds to the old step %i', (rate, step) => {
    expect(Math.round(selectivity(rate))).toBe(step)
  })

  it('GPA: best when the student matches the school, a reach falls fastest', () => {
    expect(gpaFit(0)).toBe(1)
    expect(gpaFit(-2)).toBeLessThan(gpaFit(2))
    fc.assert(
      fc.property(fc.double({ min: -5, max: 5, noNaN: true }), (gap) => {
        expect(gpaFit(gap)).toBeGreaterThan(0)
        expect(gpaFit(gap)).toBeLessThanOrEqual(1)
      }),
    )
  })
})
