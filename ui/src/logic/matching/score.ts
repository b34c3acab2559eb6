/**
 * Matching (docs/adr/0020-matching.md, docs/adr/0038-matching-settings-and-fits.md): a
 * deterministic 0-100 score per university from the quiz answers and the student's match settings,
 * with the reasons behind it. Each answer becomes a factor with a weight and a fit from 0 to 1 read
 * from catalogue columns (one module per factor or family of factors: interest.ts, campus.ts,
 * budget.ts, admission.ts, test-scores.ts, outcomes.ts); this module weighs them and ranks. The
 * score is the weighted mean of the fits over the answers that express a preference. Neutral
 * answers weigh nothing. A figure the catalogue lacks gives a fit of one half and a reason saying
 * it is not reported, never a silent plus or minus.
 *
 * Some schools are not offered at all (offered.ts): those without a bachelor's program in the
 * student's field, special-focus institutions outside their focus, and faith-based colleges when
 * the student asked not to see them.
 */
import type { QuizAnswers } from '../quiz/questions.ts'

import { gpaBand } from './admission.ts'
import { combineBands, hasBudget, REACH_FOR_ALL_ADMIT_RATE, type AdmissionBand } from './bands.ts'
import { budget } from './budget.ts'
import { location, size } from './campus.ts'
import { clamp, percent, single, type Factor, type LazyReason, type Reason } from './factor.ts'
import { familyLabel, isFamily } from './families.ts'
import type { MatchUniversity } from './fields.ts'
import { academicInterest } from './interest.ts'
import { affiliationOf, notOfferedBecause } from './offered.ts'
import { activitiesNote, career, completion } from './outcomes.ts'
import { DEFAULT_MATCH_SETTINGS, type MatchSettings } from './settings.ts'
import { testBand } from './test-scores.ts'

export { MATCH_FIELDS, type MatchUniversity } from './fields.ts'
export { DEFAULT_MATCH_SETTINGS, type MatchSettings } from './settings.ts'
export {
  REACH_FOR_ALL_ADMIT_RATE,
  scoreMidpoints,
  scoreRangeFor,
  selectivity,
  type AdmissionBand,
  type ScoreRange,
} from './bands.ts'
export { BUDGET_CAP, pricesOf, studentPrices, type Price, type StudentPrices } from './prices.ts'
export { FAMILIES, type Family } from './families.ts'
export type { Reason, ReasonEffect } from './factor.ts'
export { affiliationOf, focusFamilies } from './offered.ts'
export { sizeBand, sizeFit } from './campus.ts'
export { budgetFit } from './budget.ts'
export { gpaFit } from './admission.ts'
export { testFit } from './test-scores.ts'
export { completionFit } from './outcomes.ts'

export type Match = {
  university: MatchUniversity
  /** 0-100, rounded: what the card shows. */
  score: number
  /** The unrounded score (0-100) the order uses. */
  exact: number
  /** null when neither GPA nor scores were given or the school reports nothing to compare. */
  band: AdmissionBand | null
  /** false when the price is above the budget; null when not reported, no budget, or it depends on residency. */
  affordable: boolean | null
  /** Set for a faith-based college: its affiliation, and whether the card labels it. */
  faith: { affiliation: string; labelled: boolean } | null
  /** Why the school is not offered to this student; null when it is. */
  notOffered: string | null
  reasons: Reason[]
}

/**
 * Weights of the factors (docs/adr/0069): the field matters most, then the budget, then the rest.
 * Completion (how many students finish) is no answer of the quiz; it counts for every student who
 * states a preference, because a school where most students do not finish is a poor match for
 * anyone.
 */
export const WEIGHTS = {
  academicInterest: 5,
  locationPreference: 2,
  schoolSize: 2,
  budget: 4,
  gpa: 2,
  satAct: 2,
  careerGoals: 2,
  completion: 3,
} as const

type FactorId = keyof typeof WEIGHTS

type Evaluation = Omit<Match, 'reasons'> & { reasons: LazyReason[] }

/** Builds the reasons' texts; `matches` are the schools listed with this one, if any. */
function explain(evaluation: Evaluation, matches?: readonly MatchUniversity[]): Match {
  return {
    ...evaluation,
    reasons: evaluation.reasons.map((r) => ({
      factor: r.factor,
      effect: r.effect,
      text: typeof r.text === 'string' ? r.text : r.text(matches),
    })),
  }
}

/** Scores one university with its reasons; pure and deterministic. */
export function scoreUniversity(
  answers: QuizAnswers,
  u: MatchUniversity,
  settings: MatchSettings = DEFAULT_MATCH_SETTINGS,
): Match {
  return explain(evaluate(answers, u, settings))
}

function evaluate(answers: QuizAnswers, u: MatchUniversity, settings: MatchSettings): Evaluation {
  const factors: [FactorId, Factor][] = []
  const reasons: LazyReason[] = []
  const interest = single(answers, 'academicInterest')
  const family = isFamily(interest) ? interest : undefined
  if (family) factors.push(['academicInterest', academicInterest(u, family, familyLabel(family))])

  const where = single(answers, 'locationPreference')
  if (where === 'urban' || where === 'suburban' || where === 'rural') {
    factors.push(['locationPreference', location(u, where)])
  }

  const sizeAnswer = single(answers, 'schoolSize')
  if (sizeAnswer === 'small' || sizeAnswer === 'medium' || sizeAnswer === 'large') {
    factors.push(['schoolSize', size(u, sizeAnswer)])
  }

  let affordable: boolean | null = null
  const budgetAnswer = single(answers, 'budget')
  if (budgetAnswer !== undefined && hasBudget(answers)) {
    const result = budget(u, budgetAnswer, settings)
    affordable = result.affordable
    factors.push(['budget', result.factor])
  }

  const bands: AdmissionBand[] = []
  const gpaAnswer = single(answers, 'gpa')
  if (gpaAnswer !== undefined) {
    const result = gpaBand(u, gpaAnswer)
    if (result.band) bands.push(result.band)
    factors.push(['gpa', result.factor])
  }
  const testAnswer = single(answers, 'satAct')
  if (testAnswer !== undefined) {
    const result = testBand(u, testAnswer)
    if (result.band) bands.push(result.band)
    factors.push(['satAct', result.factor])
  }
  const careerAnswer = single(answers, 'careerGoals')
  if (careerAnswer !== undefined) factors.push(['careerGoals', career(u, careerAnswer)])

  // Completion counts once something else does.
  if (factors.some(([, f]) => !('neutral' in f))) {
    factors.push(['completion', completion(u)])
  }

  let total = 0
  let weight = 0
  for (const [id, factor] of factors) {
    if ('neutral' in factor) {
      reasons.push(factor.neutral)
      continue
    }
    total += WEIGHTS[id] * factor.fit
    weight += WEIGHTS[id]
    reasons.push(factor.reason)
  }
  const activities = (answers as Record<string, unknown>).extracurriculars
  if (Array.isArray(activities)) reasons.push(activitiesNote(activities as string[]))

  // The most cautious band wins; a school the budget cannot cover is never "likely".
  const { band, reachForAll, overBudget } = combineBands(bands, u.admit_rate_fall2022, affordable)
  if (reachForAll) {
    reasons.push({
      factor: 'satAct',
      effect: 'against',
      text: () =>
        `Admits under ${percent(REACH_FOR_ALL_ADMIT_RATE)} of applicants: a reach for everyone`,
    })
  }
  if (overBudget) {
    reasons.push({
      factor: 'budget',
      effect: 'against',
      text: 'Not marked likely: the price is above your budget',
    })
  }

  const affiliation = affiliationOf(u)
  const exact = weight === 0 ? 50 : clamp((100 * total) / weight, 0, 100)
  return {
    university: u,
    score: Math.round(exact),
    exact,
    band,
    affordable,
    faith: affiliation === null ? null : { affiliation, labelled: settings.faith !== 'welcome' },
    notOffered: notOfferedBecause(u, family, settings),
    reasons,
  }
}

/**
 * Best first by the unrounded score; then the secondary order: the higher six-year graduation
 * rate (an unreported one last), then name (code units) and unitid, so the order never depends on
 * the input.
 */
export function compareMatches(
  a: Pick<Match, 'exact' | 'university'>,
  b: Pick<Match, 'exact' | 'university'>,
): number {
  if (a.exact !== b.exact) return b.exact - a.exact
  const ga = a.university.grad_rate_150pct ?? -1
  const gb = b.university.grad_rate_150pct ?? -1
  if (ga !== gb) return gb - ga
  const x = a.university.name
  const y = b.university.name
  if (x !== y) return x < y ? -1 : 1
  return a.university.unitid - b.university.unitid
}

/** Scores every university the student may be offered and returns the best `limit`, best first. */
export function rankMatches(
  answers: QuizAnswers,
  universities: readonly MatchUniversity[],
  limit = 20,
  settings: MatchSettings = DEFAULT_MATCH_SETTINGS,
): Match[] {
  // Keeps only the best `limit` while scoring: most schools fall below the last kept one after a
  // single comparison, which is cheaper than sorting all of them. Same order as a full sort.
  const top: Evaluation[] = []
  if (limit <= 0) return []
  const interest = single(answers, 'academicInterest')
  const family = isFamily(interest) ? interest : undefined
  for (const u of universities) {
    // Schools the student is not offered are left out before any scoring.
    if (notOfferedBecause(u, family, settings) !== null) continue
    const evaluation = evaluate(answers, u, settings)
    const last = top[top.length - 1]
    if (top.length === limit && last && compareMatches(evaluation, last) >= 0) continue
    let i = top.length
    for (
      let before = top[i - 1];
      before && compareMatches(evaluation, before) < 0;
      before = top[i - 1]
    ) {
      i--
    }
    top.splice(i, 0, evaluation)
    if (top.length > limit) top.pop()
  }
  // "Among your matches" compares with the list the student is shown: these matches.
  const listed = top.map((e) => e.university)
  return top.map((e) => explain(e, listed))
}
