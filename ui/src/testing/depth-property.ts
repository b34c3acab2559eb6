// The review's property over random students (docs/adr/0069, issue 28): for each, over the real
// catalogue, the top ten's median share of awards in the student's field is above the median of
// all schools that offer it, and no top-ten school awards under 8% of its degrees in the field
// (or leaves it unreported) unless fewer than ten schools qualify. A school qualifies for a student
// when it is offered to them (not left out by offered.ts: it reports a bachelor's program in the
// field or does not say, is no special-focus institution outside its focus, and is not hidden by
// their faith setting) and reports at least 8% of its awards in the field. The students come from a
// fixed seed, so the figures the review prints are the ones review.test.ts checks.
import fc from 'fast-check'
import { SMALL_PROGRAM_SHARE } from '../logic/matching/depth.ts'
import { FAMILIES, SHARE, type Family } from '../logic/matching/families.ts'
import type { MatchUniversity } from '../logic/matching/fields.ts'
import { notOfferedBecause } from '../logic/matching/offered.ts'
import { rankMatches } from '../logic/matching/score.ts'
import {
  FAITH_PREFERENCES,
  OUTSIDE_STATES,
  STATE_CODES,
  type MatchSettings,
} from '../logic/matching/settings.ts'
import { QUESTIONS, type QuizAnswers } from '../logic/quiz/questions.ts'
import { depthDistribution } from './depth-distribution.ts'

export const PROPERTY_STUDENTS = 2000
export const PROPERTY_SEED = 28

/** Any student with a field: every other question answered or not, any match settings. */
const studentArb: fc.Arbitrary<{ answers: QuizAnswers; settings: MatchSettings }> = fc.record({
  answers: fc
    .tuple(
      ...QUESTIONS.map((q, i) => {
        const values = q.options.map((o) => o.value)
        if (i === 0) return fc.constantFrom(...values)
        return q.kind === 'multi'
          ? fc.option(fc.subarray(values, { minLength: 1 }), { nil: undefined })
          : fc.option(fc.constantFrom(...values), { nil: undefined })
      }),
    )
    .map((values) => {
      const answers: Record<string, unknown> = {}
      QUESTIONS.forEach((q, i) => {
        if (values[i] !== undefined) answers[q.id] = values[i]
      })
      return answers
    }),
  settings: fc.record({
    homeState: fc.constantFrom(null, OUTSIDE_STATES, ...STATE_CODES),
    faith: fc.constantFrom(...FAITH_PREFERENCES),
  }),
})

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2 === 1
    ? (sorted[Math.floor(middle)] ?? NaN)
    : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2
}

export type DepthPropertyRun = {
  students: number
  /** Students the property failed for, each in words. */
  failures: string[]
  /** The smallest lead of a top ten's median share over its family's median, and whose. */
  closest: { lead: number; family: Family; answers: QuizAnswers; settings: MatchSettings }
  /** Top-ten schools under 8% (or unreported) seen over all students. */
  smallInTopTens: number
  /** The fewest schools that qualified for any one student. */
  fewestQualifying: number
}

let cached: { catalogue: readonly MatchUniversity[]; run: DepthPropertyRun } | null = null

export function depthPropertyRun(catalogue: readonly MatchUniversity[]): DepthPropertyRun {
  if (cached?.catalogue === catalogue) return cached.run
  const medians = Object.fromEntries(
    Object.entries(depthDistribution(catalogue)).map(([f, d]) => [f, d.share[2] ?? NaN]),
  ) as Record<Family, number>
  const run: DepthPropertyRun = {
    students: 0,
    failures: [],
    closest: {
      lead: Infinity,
      family: FAMILIES[0] ?? 'arts',
      answers: {},
      settings: { homeState: null, faith: 'labelled' },
    },
    smallInTopTens: 0,
    fewestQualifying: Infinity,
  }
  const students = fc.sample(studentArb, { numRuns: PROPERTY_STUDENTS, seed: PROPERTY_SEED })
  for (const { answers, settings } of students) {
    const family = answers.academicInterest as Family
    const shareOf = (u: MatchUniversity) => u[SHARE[family]]
    const top = rankMatches(answers, catalogue, 10, settings)
    const qualifying = catalogue.filter(
      (u) =>
        notOfferedBecause(u, family, settings) === null && (shareOf(u) ?? 0) >= SMALL_PROGRAM_SHARE,
    ).length
    const small = top.filter((m) => (shareOf(m.university) ?? 0) < SMALL_PROGRAM_SHARE)
    const lead = median(top.map((m) => shareOf(m.university) ?? 0)) - medians[family]
    run.students++
    run.smallInTopTens += small.length
    run.fewestQualifying = Math.min(run.fewestQualifying, qualifying)
    if (lead < run.closest.lead) run.closest = { lead, family, answers, settings }
    const who = `${JSON.stringify(answers)} ${JSON.stringify(settings)}`
    if (!(lead > 0))
      run.failures.push(`${who}: the top ten's median share is not above ${family}'s`)
    if (small.length > 0 && qualifying >= 10) {
      run.failures.push(
        `${who}: ${small.map((m) => m.university.name).join(', ')} under 8% though ${qualifying} schools qualify`,
      )
    }
  }
  cached = { catalogue, run }
  return run
}
