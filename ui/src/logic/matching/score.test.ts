import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { QuizAnswers } from '../quiz/questions.ts'
import {
  answersArb,
  harvard,
  school,
  settingsArb,
  universityArb,
} from '../../testing/match-schools.ts'
import { rankMatches, scoreUniversity, type MatchUniversity } from './score.ts'

describe('neutral answers', () => {
  it.each<[string, QuizAnswers]>([
    ['no preference on location', { locationPreference: 'noPreference' }],
    ['no preference on size', { schoolSize: 'noPreference' }],
    ['a flexible budget', { budget: 'flexible' }],
    ['GPA not applicable', { gpa: 'notApplicable' }],
    ['no test (where no school requires one)', { satAct: 'noTest' }],
  ])('%s is neutral: every school scores the same', (_name, answers) => {
    const scores = [
      harvard,
      school(),
      school({ setting: 'rural', undergrad_enrollment: 40000 }),
    ].map((u) => scoreUniversity(answers, u).score)
    expect(new Set(scores).size).toBe(1)
  })
})

describe('the score and the order', () => {
  it('the score is always an integer from 0 to 100', () => {
    fc.assert(
      fc.property(answersArb, universityArb, settingsArb, (answers, u, settings) => {
        const { score: s } = scoreUniversity(answers, u, settings)
        expect(Number.isInteger(s)).toBe(true)
        expect(s).toBeGreaterThanOrEqual(0)
        expect(s).toBeLessThanOrEqual(100)
      }),
    )
  })

  it('the order does not depend on the input order and is best first', () => {
    fc.assert(
      fc.property(
        answersArb,
        fc.uniqueArray(universityArb, { selector: (u) => u.unitid, maxLength: 30 }),
        (answers, list) => {
          const ranked = rankMatches(answers, list, 30)
          const reversed = rankMatches(answers, [...list].reverse(), 30)
          expect(reversed.map((m) => m.university.unitid)).toEqual(
            ranked.map((m) => m.university.unitid),
          )
          expect(rankMatches(answers, list, 5)).toEqual(ranked.slice(0, 5))
          for (let i = 1; i < ranked.length; i++) {
            expect(ranked[i - 1]!.score).toBeGreaterThanOrEqual(ranked[i]!.score)
          }
        },
      ),
    )
  })

  it('breaks equal scores by the stated secondary order: graduation rate, then name, then unitid', () => {
    // No answer expresses a preference, so every school scores the same 50.
    const tied = [
      school({ unitid: 1, name: 'A College', grad_rate_150pct: 0.5 }),
      school({ unitid: 2, name: 'Unreported College', grad_rate_150pct: null }),
      school({ unitid: 4, name: 'B College', grad_rate_150pct: 0.9 }),
      school({ unitid: 3, name: 'B College', grad_rate_150pct: 0.9 }),
      school({ unitid: 5, name: 'Z College', grad_rate_150pct: 0.9 }),
    ]
    const ranked = rankMatches({}, tied, 10)
    expect(new Set(ranked.map((m) => m.exact))).toEqual(new Set([50]))
    expect(ranked.map((m) => m.university.unitid)).toEqual([3, 4, 5, 1, 2])
  })

  // Each improvement makes the school satisfy one more preference, all else equal.
  const improvements: [string, (a: QuizAnswers, u: MatchUniversity) => MatchUniversity][] = [
    [
      'the preferred setting',
      (a, u) => {
        const where = a.locationPreference
        return where === 'urban' || where === 'suburban' || where === 'rural'
          ? { ...u, setting: where }
          : u
      },
    ],
    [
      'a size in the preferred band',
      (a, u) => {
        const n = { small: 2000, medium: 10000, large: 30000 }[a.schoolSize as string]
        return n === undefined ? u : { ...u, undergrad_enrollment: n }
      },
    ],
    [
      'every reported price at most $1,000',
      (_a, u) => {
        const cap = (n: number | null) => (n === null ? null : Math.min(n, 1000))
        return {
          ...u,
          avg_net_price_2020_21: cap(u.avg_net_price_2020_21),
          tuition_fees_in_state_2022_23: cap(u.tuition_fees_in_state_2022_23),
          tuition_fees_out_of_state_2022_23: cap(u.tuition_fees_out_of_state_2022_23),
        }
      },
    ],
    [
      'a bachelor program in the field',
      (a, u) => {
        const f = a.academicInterest as string | undefined
        return f ? { ...u, [`offers_bachelor_${f}`]: 1 } : u
      },
    ],
  ]

  it.each(improvements)('a school with %s never scores lower', (_name, improve) => {
    fc.assert(
      fc.property(answersArb, universityArb, settingsArb, (answers, u, settings) => {
        const better = improve(answers, u)
        expect(scoreUniversity(answers, better, settings).exact).toBeGreaterThanOrEqual(
          scoreUniversity(answers, u, settings).exact,
        )
      }),
    )
  })

  it('every answered factor with a missing figure says "not reported"', () => {
    fc.assert(
      fc.property(answersArb, (answers) => {
        const match = scoreUniversity(answers, school())
        for (const reason of match.reasons) {
          if (reason.effect === 'unknown') expect(reason.text).toMatch(/not reported/)
        }
        // Only the setting is always reported.
        const counted = match.reasons.filter((r) => r.effect === 'for' || r.effect === 'against')
        expect(counted.every((r) => r.factor === 'locationPreference')).toBe(true)
      }),
    )
  })
})
