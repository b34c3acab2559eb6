/**
 * Arrangement for the scorer's tests (ui/src/logic/matching/*.test.ts): a school with every figure
 * unreported to override, Harvard's figures, the reason the scorer gives for one factor, a table
 * runner for rows of reasons, and fast-check arbitraries for any school, answers and settings.
 */
import fc from 'fast-check'
import { expect, it } from 'vitest'
import { MATCH_FIELDS, type MatchUniversity } from '../logic/matching/fields.ts'
import type { ReasonEffect } from '../logic/matching/factor.ts'
import { scoreUniversity } from '../logic/matching/score.ts'
import { FAITH_PREFERENCES, type MatchSettings } from '../logic/matching/settings.ts'
import { QUESTIONS, type QuizAnswers } from '../logic/quiz/questions.ts'

/** A school with every figure unreported; rows override what they test. */
export function school(overrides: Partial<MatchUniversity> = {}): MatchUniversity {
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
export const harvard = school({
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

/** The reason the scorer gives `u` for one factor, with the student's answers. */
export const reasonFor = (answers: QuizAnswers, u: MatchUniversity, factor: string) =>
  scoreUniversity(answers, u).reasons.find((r) => r.factor === factor)

/** A row: its name, the answers, the school's figures, the factor, its text and its effect. */
export type ReasonRow = [
  string,
  QuizAnswers,
  Partial<MatchUniversity>,
  string,
  RegExp,
  ReasonEffect,
]

/** One test per row: the scorer gives the school that reason for the factor, with that effect. */
export function itGivesReasons(rows: readonly ReasonRow[]): void {
  it.each(rows)('%s', (_name, answers, overrides, factor, text, effect) => {
    const reason = reasonFor(answers, school(overrides), factor)
    expect(reason?.text).toMatch(text)
    expect(reason?.effect).toBe(effect)
  })
}

const nullable = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null })
const share = nullable(fc.double({ min: 0, max: 1, noNaN: true }))
const flag = nullable(fc.constantFrom(0, 1))
const score = nullable(fc.integer({ min: 200, max: 800 }))

export const universityArb: fc.Arbitrary<MatchUniversity> = fc
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

export const settingsArb: fc.Arbitrary<MatchSettings> = fc.record({
  homeState: fc.constantFrom(null, 'OH', 'NY', 'outside' as const),
  faith: fc.constantFrom(...FAITH_PREFERENCES),
})

export const answersArb: fc.Arbitrary<QuizAnswers> = fc
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
