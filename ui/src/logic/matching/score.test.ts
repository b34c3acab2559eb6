import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { QuizAnswers } from '../quiz/questions.ts'
import { QUESTIONS } from '../quiz/questions.ts'
import {
  budgetFit,
  gpaFit,
  MATCH_FIELDS,
  rankMatches,
  scoreUniversity,
  selectivity,
  sizeBand,
  sizeFit,
  testFit,
  type Match,
  type MatchSettings,
  type MatchUniversity,
} from './score.ts'
import { admissionBand, combineBands } from './bands.ts'
import { FAITH_PREFERENCES } from './settings.ts'

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
    special_focus_institution: false,
    ...overrides,
  }
}

// Harvard's figures from the catalogue (spot check in pocketbase/data/README.md plus its ranges).
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
      { control: 'private_nonprofit', avg_net_price_2020_21: 12000 },
      'budget',
      /^Average net price \(2020-21\): \$12,000, within your budget$/,
      'for',
    ],
    [
      'tuition where net price is missing',
      { budget: 'medium' },
      { control: 'private_nonprofit', tuition_fees_out_of_state_2022_23: 40000 },
      'budget',
      /tuition and fees \(2022-23\): \$40,000, above your budget of \$30,000/,
      'against',
    ],
    [
      'completion counts once another answer does',
      { schoolSize: 'small' },
      { grad_rate_150pct: 0.74 },
      'completion',
      /^74% of students finish within 6 years \(College Scorecard\)$/,
      'for',
    ],
    [
      'a low completion rate counts against',
      { schoolSize: 'small' },
      { grad_rate_150pct: 0.21 },
      'completion',
      /21% of students finish/,
      'against',
    ],
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
      'no test and a test-optional school',
      { satAct: 'noTest' },
      { test_policy_fall2022: 'considered_not_required' },
      'satAct',
      /^No test scores given$/,
      'neutral',
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
    carnegie_basic_2021: nullable(fc.integer({ min: 14, max: 33 })),
    special_focus_institution: fc.boolean(),
    religious_affiliation: fc.constantFrom(null, 'none', 'Roman Catholic', 'Baptist'),
    test_policy_fall2022: fc.constantFrom(
      null,
      'required',
      'recommended',
      'considered_not_required',
      'neither_required_nor_recommended',
    ),
    state: fc.constantFrom('OH', 'NY', 'CA'),
  })
  .map((u) => ({
    ...u,
    id: `u${u.unitid}`,
    city: 'City',
    carnegie_basic_label:
      u.carnegie_basic_2021 === null ? null : `Carnegie ${u.carnegie_basic_2021}`,
  }))

const settingsArb: fc.Arbitrary<MatchSettings> = fc.record({
  homeState: fc.constantFrom(null, 'OH', 'NY', 'outside' as const),
  faith: fc.constantFrom(...FAITH_PREFERENCES),
})

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

  it('a cheaper school never scores lower', () => {
    fc.assert(
      fc.property(
        answersArb,
        universityArb,
        settingsArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (answers, u, settings, factor) => {
          const cut = (n: number | null) => (n === null ? null : Math.floor(n * factor))
          const cheaper = {
            ...u,
            avg_net_price_2020_21: cut(u.avg_net_price_2020_21),
            tuition_fees_in_state_2022_23: cut(u.tuition_fees_in_state_2022_23),
            tuition_fees_out_of_state_2022_23: cut(u.tuition_fees_out_of_state_2022_23),
          }
          expect(scoreUniversity(answers, cheaper, settings).exact).toBeGreaterThanOrEqual(
            scoreUniversity(answers, u, settings).exact,
          )
        },
      ),
    )
  })

  it('a school the budget cannot cover is never likely', () => {
    fc.assert(
      fc.property(answersArb, universityArb, settingsArb, (answers, u, settings) => {
        const match = scoreUniversity(answers, u, settings)
        if (match.affordable === false) expect(match.band).not.toBe('likely')
      }),
    )
  })

  /** Checks every match offered for any answers, settings and list of up to 30 schools. */
  const everyOffered = (
    check: (match: Match, answers: QuizAnswers, settings: MatchSettings) => void,
  ) =>
    fc.assert(
      fc.property(
        answersArb,
        fc.array(universityArb, { maxLength: 30 }),
        settingsArb,
        (answers, list, settings) => {
          for (const match of rankMatches(answers, list, 30, settings))
            check(match, answers, settings)
        },
      ),
    )

  it('offers no faith-related special-focus institution, and no faith-based college when hidden', () => {
    everyOffered((match, _answers, settings) => {
      expect(match.university.carnegie_basic_2021).not.toBe(24)
      if (settings.faith === 'hidden') expect(match.faith).toBeNull()
      if (match.faith) expect(match.faith.labelled).toBe(settings.faith === 'labelled')
    })
  })

  it('offers only schools with a bachelor program in the chosen field (or none reported)', () => {
    everyOffered((match, answers) => {
      const family = answers.academicInterest as string | undefined
      if (!family) return
      expect(match.university[`offers_bachelor_${family}` as 'offers_bachelor_arts']).not.toBe(0)
    })
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

describe('continuous fits', () => {
  const band = fc.constantFrom('small' as const, 'medium' as const, 'large' as const)
  const students = fc.integer({ min: 0, max: 120000 })

  it('size: 1 inside the band, never more outside, and nearer the band is never worse', () => {
    fc.assert(
      fc.property(band, students, students, (preference, a, b) => {
        const inside = (n: number) => sizeBand(n) === preference
        if (inside(a)) expect(sizeFit(a, preference)).toBe(1)
        else expect(sizeFit(a, preference)).toBeLessThanOrEqual(0.8)
        // Between a and the band's edge there is no worse fit.
        const [near, far] = a <= b ? [b, a] : [a, b]
        if (!inside(near) && !inside(far) && sizeBand(near) === sizeBand(far)) {
          const below =
            sizeBand(near) === 'small' || (sizeBand(near) === 'medium' && preference === 'large')
          const [closer, farther] = below ? [near, far] : [far, near]
          expect(sizeFit(closer, preference)).toBeGreaterThanOrEqual(sizeFit(farther, preference))
        }
      }),
    )
  })

  it.each([
    [6000, 'small', 0.67],
    [15000, 'small', 0],
    [10000, 'large', 0.5],
    [3000, 'medium', 0.43],
  ] as const)('size: %i undergraduates for %s fits about %s', (n, preference, fit) => {
    expect(sizeFit(n, preference)).toBeCloseTo(fit, 2)
  })

  it('budget: cheaper is never worse, anything within the cap beats anything over it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90000 }),
        fc.integer({ min: 0, max: 90000 }),
        fc.constantFrom(15000, 30000, 50000),
        (a, b, cap) => {
          const [cheap, dear] = a <= b ? [a, b] : [b, a]
          expect(budgetFit(cheap, cap)).toBeGreaterThanOrEqual(budgetFit(dear, cap))
          if (cheap <= cap && dear > cap)
            expect(budgetFit(cheap, cap)).toBeGreaterThan(budgetFit(dear, cap))
        },
      ),
    )
  })

  it.each([
    [0, 15000, 1],
    [15000, 15000, 0.85],
    [15001, 15000, 0.6],
    [18750, 15000, 0],
  ])('budget: $%i against a cap of $%i fits %s', (amount, cap, fit) => {
    expect(budgetFit(amount, cap)).toBeCloseTo(fit, 3)
  })

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

describe('home state and prices', () => {
  // UC Irvine's figures (catalogue): a public university in California.
  const irvine = school({
    name: 'University of California-Irvine',
    state: 'CA',
    avg_net_price_2020_21: 11633,
    tuition_fees_in_state_2022_23: 13727,
    tuition_fees_out_of_state_2022_23: 44011,
  })
  const budgetOf = (settings: MatchSettings) => scoreUniversity({ budget: 'low' }, irvine, settings)

  it.each<[string, MatchSettings['homeState'], boolean | null, RegExp]>([
    [
      'a Californian pays the in-state price',
      'CA',
      true,
      /^Average net price for in-state students \(2020-21\): \$11,633, within your budget \(you live in California\)$/,
    ],
    [
      'a New Yorker pays the out-of-state price',
      'NY',
      false,
      /^Estimated out-of-state price: .*: \$41,917, above your budget of \$15,000 \(you live in New York\)$/,
    ],
    [
      'a student outside the states pays the out-of-state price',
      'outside',
      false,
      /\$41,917, above your budget of \$15,000 \(you live in outside the 50 states and DC\)$/,
    ],
    [
      'without a home state both prices are shown and it is not called affordable',
      null,
      null,
      /in-state students .*: \$11,633, within your budget; Estimated out-of-state price: .*: \$41,917, above your budget of \$15,000\. Add your home state/,
    ],
  ])('%s', (_name, homeState, affordable, text) => {
    const match = budgetOf({ homeState, faith: 'labelled' })
    expect(match.affordable).toBe(affordable)
    expect(match.reasons.find((r) => r.factor === 'budget')?.text).toMatch(text)
  })

  it('scores in-state above unknown above out-of-state', () => {
    const [inState, unknown, outOfState] = (['CA', null, 'NY'] as const).map(
      (homeState) => budgetOf({ homeState, faith: 'labelled' }).exact,
    )
    expect(inState).toBeGreaterThan(unknown!)
    expect(unknown).toBeGreaterThan(outOfState!)
  })

  it('prices a private college the same wherever the student lives', () => {
    const privateCollege = { ...irvine, control: 'private_nonprofit' as const }
    const scores = (['CA', null, 'NY'] as const).map(
      (homeState) =>
        scoreUniversity({ budget: 'low' }, privateCollege, { homeState, faith: 'labelled' }).exact,
    )
    expect(new Set(scores).size).toBe(1)
  })
})

describe('what a school is: special focus and faith', () => {
  const seminary = school({
    name: 'Mount Angel Seminary',
    control: 'private_nonprofit',
    special_focus_institution: true,
    carnegie_basic_2021: 24,
    carnegie_basic_label: 'Special Focus Four-Year: Faith-Related Institutions',
    religious_affiliation: 'Roman Catholic',
    offers_bachelor_arts: 1,
    program_share_arts_2021_22: 1,
  })
  const artSchool = school({
    name: 'Art School',
    special_focus_institution: true,
    carnegie_basic_2021: 30,
    offers_bachelor_arts: 1,
    offers_bachelor_business: 1,
  })
  const catholic = school({
    name: 'Catholic College',
    religious_affiliation: 'Roman Catholic',
    offers_bachelor_arts: 1,
  })
  const secular = school({
    name: 'Secular College',
    religious_affiliation: 'none',
    offers_bachelor_arts: 1,
    offers_bachelor_health: 0,
  })
  const labelled: MatchSettings = { homeState: null, faith: 'labelled' }

  it.each<[string, QuizAnswers, MatchUniversity, MatchSettings, string | null]>([
    [
      'a seminary is not offered for arts',
      { academicInterest: 'arts' },
      seminary,
      labelled,
      'A faith-related special-focus institution (ministry is not one of the quiz fields)',
    ],
    [
      'nor to a student who welcomes faith-based colleges',
      { academicInterest: 'arts' },
      seminary,
      { homeState: null, faith: 'welcome' },
      'A faith-related special-focus institution (ministry is not one of the quiz fields)',
    ],
    ['an art school is offered for arts', { academicInterest: 'arts' }, artSchool, labelled, null],
    [
      'but not for business, though it reports a program',
      { academicInterest: 'business' },
      artSchool,
      labelled,
      'A special-focus institution that does not focus on Business',
    ],
    [
      'a school without the field is not offered',
      { academicInterest: 'health' },
      secular,
      labelled,
      "No bachelor's program in Health & Medicine (2021-22)",
    ],
    [
      'a faith-based college is offered with a label by default',
      { academicInterest: 'arts' },
      catholic,
      labelled,
      null,
    ],
    [
      'and not at all when hidden',
      { academicInterest: 'arts' },
      catholic,
      { homeState: null, faith: 'hidden' },
      'Faith-based colleges are hidden in your match settings',
    ],
  ])('%s', (_name, answers, u, settings, why) => {
    expect(scoreUniversity(answers, u, settings).notOffered).toBe(why)
  })

  it.each<[MatchSettings['faith'], { affiliation: string; labelled: boolean } | null]>([
    ['labelled', { affiliation: 'Roman Catholic', labelled: true }],
    ['welcome', { affiliation: 'Roman Catholic', labelled: false }],
  ])('with faith-based colleges %s, the match says %j', (faith, expected) => {
    expect(
      scoreUniversity({ academicInterest: 'arts' }, catholic, { homeState: null, faith }).faith,
    ).toEqual(expected)
    expect(
      scoreUniversity({ academicInterest: 'arts' }, secular, { homeState: null, faith }).faith,
    ).toBeNull()
  })

  it('ranks only the schools offered', () => {
    const ranked = rankMatches(
      { academicInterest: 'arts' },
      [seminary, artSchool, catholic, secular],
      10,
      {
        homeState: null,
        faith: 'hidden',
      },
    )
    expect(ranked.map((m) => m.university.name).sort()).toEqual(['Art School', 'Secular College'])
  })
})
