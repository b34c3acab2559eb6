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
import { builtAround, DEPTH_ANCHORS, SMALL_PROGRAM_SHARE } from './depth.ts'
import { FAMILIES, OFFERS, SHARE, type Family } from './families.ts'
import {
  rankMatches,
  sizeBand,
  scoreUniversity,
  type Match,
  type MatchSettings,
  type MatchUniversity,
} from './score.ts'

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
          // The same schools and scores whatever the limit; the field's reason may differ, as it
          // compares each school with the matches listed ("among your 5 matches").
          const scored = (matches: Match[]) => matches.map((m) => [m.university.unitid, m.exact])
          expect(scored(rankMatches(answers, list, 5))).toEqual(scored(ranked.slice(0, 5)))
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
        // Already in the band, a school's size fits as well as it can: moving it elsewhere in the
        // band only changes how many graduate in each field (ADR 0069's depth), which may lower
        // the field's factor. The property is about coming into the band.
        const enrollment = u.undergrad_enrollment
        if (n === undefined || (enrollment !== null && sizeBand(enrollment) === a.schoolSize))
          return u
        return { ...u, undergrad_enrollment: n }
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
      'a larger share of its awards in the field',
      (a, u) => {
        const column = `program_share_${a.academicInterest as string}_2021_22` as const
        const share = (u as Record<string, unknown>)[column]
        return typeof share === 'number' ? { ...u, [column]: share + (1 - share) / 2 } : u
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

describe('a small program never outranks one built around the field, unless the other answers clearly favour it', () => {
  /**
   * "Clearly" (docs/adr/0069): were the two schools equally deep in the field (both with the
   * field's figures unreported), the small program's school would score at least 12 points higher.
   */
  const CLEARLY = 12
  const family = fc.constantFrom(...FAMILIES)
  const withField = (f: Family) =>
    answersArb.map((answers) => ({ ...answers, academicInterest: f }))
  /** A school that awards under 8% of its degrees in the field. */
  const sideline = (f: Family) =>
    fc
      .tuple(
        universityArb,
        fc.double({ min: 0, max: SMALL_PROGRAM_SHARE, maxExcluded: true, noNaN: true }),
      )
      .map(([u, share]) => ({ ...u, [OFFERS[f]]: 1, [SHARE[f]]: share }))
  /** A school built around the field: its share in the top quarter, and at least the median count. */
  const builtAroundIt = (f: Family) => {
    const { share75, graduates50 } = DEPTH_ANCHORS[f]
    return fc
      .tuple(
        universityArb,
        fc.double({ min: share75, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
      )
      .map(([u, share, t]) => {
        const fewest = Math.ceil(graduates50 / share)
        const undergraduates = Math.round(fewest + t * Math.max(0, 80000 - fewest))
        return { ...u, [OFFERS[f]]: 1, [SHARE[f]]: share, undergrad_enrollment: undergraduates }
      })
  }
  const pair = family.chain((f) =>
    fc.tuple(withField(f), settingsArb, sideline(f), builtAroundIt(f), fc.constant(f)),
  )
  /** The school's score were its field's figures unreported: the rest of the match. */
  const rest = (answers: QuizAnswers, u: MatchUniversity, settings: MatchSettings, f: Family) =>
    scoreUniversity(answers, { ...u, [OFFERS[f]]: null }, settings).exact

  it('for any answers, settings and pair of schools', () => {
    let compared = 0
    fc.assert(
      fc.property(pair, ([answers, settings, small, deep, f]) => {
        expect(builtAround(deep[SHARE[f]] ?? 0, deep.undergrad_enrollment, f)).toBe(true)
        if (rest(answers, small, settings, f) - rest(answers, deep, settings, f) >= CLEARLY) return
        compared++
        expect(scoreUniversity(answers, deep, settings).exact).toBeGreaterThan(
          scoreUniversity(answers, small, settings).exact,
        )
      }),
      { numRuns: 2000 },
    )
    // Most pairs are not clearly favoured either way: the rule is exercised, not skipped.
    expect(compared).toBeGreaterThan(1000)
  })

  it('and when they clearly do, the small program can come first', () => {
    const answers: QuizAnswers = {
      academicInterest: 'engineering',
      locationPreference: 'urban',
      schoolSize: 'large',
      budget: 'low',
    }
    const settings: MatchSettings = { homeState: 'NY', faith: 'labelled' }
    const small = school({
      control: 'private_nonprofit',
      setting: 'urban',
      undergrad_enrollment: 30000,
      avg_net_price_2020_21: 5000,
      grad_rate_150pct: 0.9,
      offers_bachelor_engineering: 1,
      program_share_engineering_2021_22: 0.07,
    })
    const deep = school({
      control: 'private_nonprofit',
      setting: 'rural',
      undergrad_enrollment: 900,
      avg_net_price_2020_21: 40000,
      grad_rate_150pct: 0.3,
      offers_bachelor_engineering: 1,
      program_share_engineering_2021_22: 0.5,
    })
    expect(
      rest(answers, small, settings, 'engineering') - rest(answers, deep, settings, 'engineering'),
    ).toBeGreaterThan(CLEARLY)
    expect(scoreUniversity(answers, small, settings).exact).toBeGreaterThan(
      scoreUniversity(answers, deep, settings).exact,
    )
  })
})
