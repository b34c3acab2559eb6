/**
 * The admission bands (docs/adr/0020, 0038): reach, target or likely from the student's GPA range
 * and scores against the school's admit rate and score range, the most cautious of the two, a
 * school admitting under 20% a reach for everyone and one over budget never likely. No chance of
 * admission and no percentage. Apart from the scorer (score.ts), which reads its bands from here,
 * so the list balance (analytics) does not carry the whole scorer (docs/adr/0052).
 */
import { scoringPolicy } from '../admissions/test-policy.ts'
import type { QuizAnswers } from '../quiz/questions.ts'
import type { MatchUniversity } from './fields.ts'
import { BUDGET_CAP, studentPrices, withinBudget } from './prices.ts'
import type { MatchSettings } from './settings.ts'

/** reach: the student's figures sit below the school's; target: within; likely: above. */
export type AdmissionBand = 'reach' | 'target' | 'likely'

/** Midpoints of the SAT and ACT ranges of each satAct answer. */
const SAT_MID: Record<string, { sat: number; act: number }> = {
  lowSAT: { sat: 1100, act: 21 },
  midSAT: { sat: 1300, act: 26.5 },
  highSAT: { sat: 1500, act: 33 },
}

/** The midpoints of a satAct answer's SAT and ACT ranges; undefined for "no test" or no answer. */
export function scoreMidpoints(
  answer: string | undefined,
): { sat: number; act: number } | undefined {
  return answer === undefined ? undefined : SAT_MID[answer]
}

/** The school's middle 50% of enrolled first-years (fall 2022) and the student's midpoint in it. */
export type ScoreRange = { low: number; high: number; mine: number; name: 'SAT' | 'ACT' }

/**
 * The range the student's scores are compared with: SAT ERW + Math where all four quartiles are
 * reported, else the ACT composite; null when neither is.
 */
export function scoreRangeFor(
  u: MatchUniversity,
  mid: { sat: number; act: number },
): ScoreRange | null {
  const { sat_erw_25, sat_erw_75, sat_math_25, sat_math_75 } = u
  if (sat_erw_25 !== null && sat_erw_75 !== null && sat_math_25 !== null && sat_math_75 !== null) {
    return {
      low: sat_erw_25 + sat_math_25,
      high: sat_erw_75 + sat_math_75,
      mine: mid.sat,
      name: 'SAT',
    }
  }
  if (u.act_composite_25 !== null && u.act_composite_75 !== null) {
    return { low: u.act_composite_25, high: u.act_composite_75, mine: mid.act, name: 'ACT' }
  }
  return null
}

/** GPA strength 0-3 against how selective the school is (no GPA figures exist in the data). */
const GPA_STRENGTH: Record<string, number> = {
  '2.0-2.5': 0,
  '2.6-3.0': 1,
  '3.1-3.5': 2,
  '3.6-4.0': 3,
}

/** Below this admit rate a school is a reach for every applicant, whatever their figures. */
export const REACH_FOR_ALL_ADMIT_RATE = 0.2

/**
 * Selectivity on the GPA strength scale, continuous in the admit rate: 4.5 at 0%, 3.5 at 20%,
 * 2.5 at 35%, 1.5 at 60%, 0.5 at 80%, -0.5 at 100%. Rounded, it is the earlier five steps.
 */
export function selectivity(admitRate: number): number {
  const points: [number, number][] = [
    [0, 4.5],
    [REACH_FOR_ALL_ADMIT_RATE, 3.5],
    [0.35, 2.5],
    [0.6, 1.5],
    [0.8, 0.5],
    [1, -0.5],
  ]
  const rate = Math.min(1, Math.max(0, admitRate))
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i - 1] ?? [0, 0]
    const [x2, y2] = points[i] ?? [1, 0]
    if (rate <= x2) return y1 + ((y2 - y1) * (rate - x1)) / (x2 - x1)
  }
  return -0.5
}

const BAND_ORDER: readonly AdmissionBand[] = ['reach', 'target', 'likely']

/** The GPA answer's strength (0-3); undefined for no answer or one that is not a GPA range. */
export function gpaStrength(answer: string | undefined): number | undefined {
  return answer !== undefined && Object.hasOwn(GPA_STRENGTH, answer)
    ? GPA_STRENGTH[answer]
    : undefined
}

/** Where a GPA strength puts the student at a school with this admit rate, and by how much. */
export function gpaBandOf(
  strength: number,
  admitRate: number,
): { band: AdmissionBand; gap: number } {
  const gap = strength - selectivity(admitRate)
  return { band: gap < -0.5 ? 'reach' : gap > 0.5 ? 'likely' : 'target', gap }
}

/** Where the student's scores sit against the school's middle 50%. */
export function testBandOf(range: ScoreRange): AdmissionBand {
  return range.mine < range.low ? 'reach' : range.mine > range.high ? 'likely' : 'target'
}

/**
 * The band from the GPA's and the scores' bands (either may be missing): the most cautious wins,
 * a school admitting under 20% is a reach for everyone and one over budget is never likely.
 * `reachForAll` and `overBudget` say when those two rules changed the band.
 */
export function combineBands(
  bands: readonly AdmissionBand[],
  admitRate: number | null,
  affordable: boolean | null,
): { band: AdmissionBand | null; reachForAll: boolean; overBudget: boolean } {
  let band: AdmissionBand | null = BAND_ORDER.find((b) => bands.includes(b)) ?? null
  const reachForAll =
    band !== null && band !== 'reach' && admitRate !== null && admitRate < REACH_FOR_ALL_ADMIT_RATE
  if (reachForAll) band = 'reach'
  const overBudget = band === 'likely' && affordable === false
  if (overBudget) band = 'target'
  return { band, reachForAll, overBudget }
}

function single(answers: QuizAnswers, id: 'gpa' | 'satAct' | 'budget'): string | undefined {
  const value = (answers as Record<string, unknown>)[id]
  return typeof value === 'string' ? value : undefined
}

/** Whether the budget answer sets a ceiling prices are compared with ("Over $50,000" too). */
export function hasBudget(answers: QuizAnswers): boolean {
  const budget = single(answers, 'budget')
  return budget === 'veryHigh' || (budget !== undefined && Object.hasOwn(BUDGET_CAP, budget))
}

/** false when the price is above the budget; null when not reported, no budget, or it depends on residency. */
export function affordableFor(
  answers: QuizAnswers,
  u: MatchUniversity,
  settings: Pick<MatchSettings, 'homeState'>,
): boolean | null {
  if (!hasBudget(answers)) return null
  const budget = single(answers, 'budget') ?? ''
  return withinBudget(studentPrices(u, settings.homeState), BUDGET_CAP[budget])
}

/** A school's band for this student, as matching gives it, with the parts it was made from. */
export type Banding = {
  band: AdmissionBand | null
  /** From the GPA range alone; undefined without one or without an admit rate. */
  gpa: AdmissionBand | undefined
  /** From the scores alone, with the range compared; undefined when they are not compared. */
  test: { band: AdmissionBand; range: ScoreRange } | undefined
  affordable: boolean | null
  reachForAll: boolean
  overBudget: boolean
}

/**
 * The band matching gives `u` (scoreUniversity's `band`, by the same rules): test-blind schools
 * and "no test" compare no scores.
 */
export function admissionBand(
  answers: QuizAnswers,
  u: MatchUniversity,
  settings: Pick<MatchSettings, 'homeState'>,
): Banding {
  const strength = gpaStrength(single(answers, 'gpa'))
  const rate = u.admit_rate_fall2022
  const gpa = strength !== undefined && rate !== null ? gpaBandOf(strength, rate).band : undefined
  const mid = scoreMidpoints(single(answers, 'satAct'))
  const range = mid && scoringPolicy(u).policy !== 'blind' ? scoreRangeFor(u, mid) : null
  const test = range ? { band: testBandOf(range), range } : undefined
  const affordable = affordableFor(answers, u, settings)
  const bands = [gpa, test?.band].filter((b): b is AdmissionBand => b !== undefined)
  return { ...combineBands(bands, rate, affordable), gpa, test, affordable }
}
