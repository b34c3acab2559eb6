/**
 * fast-check arbitraries for the analytics property tests: any school the catalogue could hold,
 * any quiz answers, any match settings. Kept apart from analytics-fixtures.ts so the stories that
 * read those fixtures do not load fast-check.
 */
import fc from 'fast-check'
import type { MatchSettings } from '../logic/matching/settings.ts'
import type { QuizAnswers } from '../logic/quiz/questions.ts'
import type { University } from '../logic/university.ts'
import { makeUniversity } from './university-fixtures.ts'

// ---------------------------------------------------------------------------------------------
// Arbitraries for the property tests.

const money = (max: number) => fc.option(fc.integer({ min: 0, max }), { nil: null })
const quartile = (low: number, high: number) =>
  fc.option(fc.integer({ min: low, max: high }), { nil: null })

/** Any school the catalogue could hold, figures reported or not. */
export const schoolArbitrary: fc.Arbitrary<University> = fc
  .record({
    id: fc.stringMatching(/^u[0-9a-z]{6}$/),
    name: fc.constantFrom(
      'Alder College',
      'Birch University',
      'Cedar State',
      'Dogwood Tech',
      'Elm Institute',
    ),
    state: fc.constantFrom('TX', 'CA', 'NY', 'OH'),
    control: fc.constantFrom('public', 'private_nonprofit', 'private_forprofit'),
    admit: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    erw25: quartile(300, 700),
    math25: quartile(300, 700),
    spread: fc.integer({ min: 0, max: 100 }),
    act25: quartile(10, 30),
    net: money(70_000),
    tuitionIn: money(70_000),
    tuitionOut: money(80_000),
    policy: fc.constantFrom(
      null,
      'required',
      'recommended',
      'considered_not_required',
      'neither_required_nor_recommended',
    ),
    fee: money(120),
    satShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
    actShare: fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: null }),
  })
  .map((r) =>
    makeUniversity({
      id: r.id,
      name: r.name,
      state: r.state,
      control: r.control,
      admit_rate_fall2022: r.admit,
      sat_erw_25: r.erw25,
      sat_erw_75: r.erw25 === null ? null : Math.min(800, r.erw25 + r.spread),
      sat_math_25: r.math25,
      sat_math_75: r.math25 === null ? null : Math.min(800, r.math25 + r.spread),
      act_composite_25: r.act25,
      act_composite_75: r.act25 === null ? null : Math.min(36, r.act25 + 4),
      avg_net_price_2020_21: r.net,
      tuition_fees_in_state_2022_23: r.tuitionIn,
      tuition_fees_out_of_state_2022_23: r.tuitionOut,
      test_policy_fall2022: r.policy,
      application_fee_2021_22: r.fee,
      sat_submit_share_fall2022: r.satShare,
      act_submit_share_fall2022: r.actShare,
      net_price_calculator_url: 'https://example.edu/npc',
    }),
  )

/** Answers as the quizzes store them, any question possibly unanswered. */
export const answersArbitrary: fc.Arbitrary<QuizAnswers> = fc.record(
  {
    budget: fc.constantFrom('low', 'medium', 'high', 'veryHigh', 'flexible'),
    gpa: fc.constantFrom('2.0-2.5', '2.6-3.0', '3.1-3.5', '3.6-4.0', 'notApplicable'),
    satAct: fc.constantFrom('lowSAT', 'midSAT', 'highSAT', 'noTest'),
  },
  { requiredKeys: [] },
)

export const settingsArbitrary: fc.Arbitrary<MatchSettings> = fc.record({
  homeState: fc.constantFrom(null, 'TX', 'CA', 'outside'),
  faith: fc.constant('labelled' as const),
})

// ---------------------------------------------------------------------------------------------
// The sample plan as each analytics view takes it.

/** Applications as readiness reads them. */
