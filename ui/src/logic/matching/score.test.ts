import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { QuizAnswers } from '../quiz/questions.ts'
import { QUESTIONS } from '../quiz/questions.ts'
import {
  MATCH_FIELDS,
  rankMatches,
  scoreUniversity,
  sizeBand,
  type MatchUniversity,
} from './score.ts'

/** A school with every figure unreported; rows override what they test. */
function school(overrides: Partial<MatchUniversity> = {}): MatchUniversity {
  const base = Object.fromEntries(MATCH_FIELDS.map((f) => [f, null])) as Record<string, unknown>
  return {
    ...(base as MatchUniversity),
    id: 'u1',
    unitid: 1,
    name: 'Test College',
    city: 'Springfield',
    state: 'IL',
    control: 'public',
    setting: 'urban',
    ...overrides,
  }
}

// Harvard's figures from the catalogue (spot check in shared/data/README.md plus its ranges).
const harvard = school({
  name: 'Harvard University',
  control: 'private_nonprofit',
  undergrad_enrollment: 7973,
  admit_rate_fall2022: 0.0324,
  sat_erw_25: 740,
  sat_erw_75: 780,
  sat_math_25: 760,
  sat_math_75: 800,
  tuition_fees_out_of_state_2022_23: 57261,
  avg_net_price_2020_21: 13910,
  offers_bachelor_engineering: 1,
  program_share_engineering_2021_22: 0.12,
})

const reasonFor = (answers: QuizAnswers, u: MatchUniversity, factor: string) =>
  scoreUniversity(answers, u).reasons.find((r) => r.factor === factor)

describe('factors, one row each', () => {
  it.each<[string, QuizAnswers, Partial<MatchUniversity>, string, RegExp, string]>([
    [
      'location matches the setting',
      { locationPreference: 'urban' },
      { setting: 'urban' },
      'locationPreference',
      /urban/,
      'for',
    ],
    [
      'location far from the setting',
      { locationPreference: 'rural' },
      { setting: 'urban' },
      'locationPreference',
      /urban/,
      'against',
    ],
    [
      'size in band',
      { schoolSize: 'small' },
      { undergrad_enrollment: 4999 },
      'schoolSize',
      /4,999 undergraduates, small \(fall 2022\)/,
      'for',
    ],
    ['size not reported', { schoolSize: 'small' }, {}, 'schoolSize', /not reported/, 'unknown'],
    [
      'net price within budget',
      { budget: 'low' },
      { avg_net_price_2020_21: 12000 },
      'budget',
      /Average net price \(2020-21\): \$12,000, within/,
      'for',
    ],
    [
      'tuition where net price is missing',
      { budget: 'medium' },
      { tuition_fees_out_of_state_2022_23: 40000 },
      'budget',
      /tuition and fees \(2022-23\): \$40,000, above your budget of \$30,000/,
      'against',
    ],
    ['no price reported', { budget: 'low' }, {}, 'budget', /not reported/, 'unknown'],
    [
      'interest offered',
      { academicInterest: 'health' },
      { offers_bachelor_health: 1, program_share_health_2021_22: 0.3 },
      'academicInterest',
      /Health & Medicine; 30% of awards/,
      'for',
    ],
    [
      'interest not offered',
      { academicInterest: 'health' },
      { offers_bachelor_health: 0 },
      'academicInterest',
      /No bachelor's program in Health/,
      'against',
    ],
    [
      'interest not reported',
      { academicInterest: 'arts' },
      {},
      'academicInterest',
      /not reported/,
      'unknown',
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
    [
      'earnings for employment',
      { careerGoals: 'employment' },
      { median_earnings_10yr: 70000 },
      'careerGoals',
      /\$70,000/,
      'for',
    ],
    [
      'graduation rate for graduate school',
      { careerGoals: 'gradSchool' },
      { grad_rate_150pct: 0.3 },
      'careerGoals',
      /30% finish/,
      'against',
    ],
    [
      'startup is neutral',
      { careerGoals: 'startup' },
      {},
      'careerGoals',
      /no figure on founders/,
      'neutral',
    ],
    [
      'activities are neutral',
      { extracurriculars: ['sports'] },
      {},
      'extracurriculars',
      /no figures on campus activities/,
      'neutral',
    ],
  ])('%s', (_name, answers, overrides, factor, text, effect) => {
    const reason = reasonFor(answers, school(overrides), factor)
    expect(reason?.text).toMatch(text)
    expect(reason?.effect).toBe(effect)
  })

  it.each([
    [4999, 'small'],
    [5000, 'medium'],
    [15000, 'medium'],
    [15001, 'large'],
  ] as const)('%i undergraduates is %s', (n, band) => {
    expect(sizeBand(n)).toBe(band)
  })

  it.each<[string, QuizAnswers]>([
    ['no preference on location', { locationPreference: 'noPreference' }],
    ['no preference on size', { schoolSize: 'noPreference' }],
    ['a flexible budget', { budget: 'flexible' }],
    ['GPA not applicable', { gpa: 'notApplicable' }],
    ['no test', { satAct: 'noTest' }],
  ])('%s is neutral: every school scores the same', (_name, answers) => {
    const scores = [
      harvard,
      school(),
      school({ setting: 'rural', undergrad_enrollment: 40000 }),
    ].map((u) => scoreUniversity(answers, u).score)
    expect(new Set(scores).size).toBe(1)
  })
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

// ---- properties ----

const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null })
const share = nullable(fc.double({ min: 0, max: 1, noNaN: true }))
const flag = nullable(fc.constantFrom(0, 1))
const score = nullable(fc.integer({ min: 200, max: 800 }))

const universityArb: fc.Arbitrary<MatchUniversity> = fc
  .record({
    unitid: fc.integer({ min: 100000, max: 999999 }),
    name: fc.string({ minLength: 1, maxLength: 12 }),
    control: fc.constantFrom('public', 'private_nonprofit', 'private_forprofit'),
    setting: fc.constantFrom('urban', 'suburban', 'town', 'rural'),
    undergrad_enrollment: nullable(fc.integer({ min: 0, max: 80000 })),
    admit_rate_fall2022: share,
    sat_erw_25: score,
    sat_erw_75: score,
    sat_math_25: score,
    sat_math_75: score,
    act_composite_25: nullable(fc.integer({ min: 1, max: 36 })),
    act_composite_75: nullable(fc.integer({ min: 1, max: 36 })),
    tuition_fees_in_state_2022_23: nullable(fc.integer({ min: 0, max: 90000 })),
    tuition_fees_out_of_state_2022_23: nullable(fc.integer({ min: 0, max: 90000 })),
    avg_net_price_2020_21: nullable(fc.integer({ min: 0, max: 90000 })),
    grad_rate_150pct: share,
    median_earnings_10yr: nullable(fc.integer({ min: 0, max: 200000 })),
    program_share_arts_2021_22: share,
    program_share_business_2021_22: share,
    program_share_engineering_2021_22: share,
    program_share_health_2021_22: share,
    program_share_science_2021_22: share,
    program_share_social_2021_22: share,
    offers_bachelor_arts: flag,
    offers_bachelor_business: flag,
    offers_bachelor_engineering: flag,
    offers_bachelor_health: flag,
    offers_bachelor_science: flag,
    offers_bachelor_social: flag,
  })
  .map((u) => ({ ...u, id: `u${u.unitid}`, city: 'City', state: 'ST' }))

const answersArb: fc.Arbitrary<QuizAnswers> = fc
  .tuple(
    ...QUESTIONS.map((q) =>
      q.kind === 'multi'
        ? fc.option(
            fc.subarray(
              q.options.map((o) => o.value),
              { minLength: 1 },
            ),
            { nil: undefined },
          )
        : fc.option(fc.constantFrom(...q.options.map((o) => o.value)), { nil: undefined }),
    ),
  )
  .map((values) => {
    const answers: Record<string, unknown> = {}
    QUESTIONS.forEach((q, i) => {
      if (values[i] !== undefined) answers[q.id] = values[i]
    })
    return answers
  })

describe('properties', () => {
  it('the score is always an integer from 0 to 100', () => {
    fc.assert(
      fc.property(answersArb, universityArb, (answers, u) => {
        const { score: s } = scoreUniversity(answers, u)
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
    ['a price within the budget', (_a, u) => ({ ...u, avg_net_price_2020_21: 1000 })],
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
      fc.property(answersArb, universityArb, (answers, u) => {
        const better = improve(answers, u)
        expect(scoreUniversity(answers, better).score).toBeGreaterThanOrEqual(
          scoreUniversity(answers, u).score,
        )
      }),
    )
  })

  it('a school the budget cannot cover is never likely', () => {
    fc.assert(
      fc.property(answersArb, universityArb, (answers, u) => {
        const match = scoreUniversity(answers, u)
        if (match.affordable === false) expect(match.band).not.toBe('likely')
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
