/**
 * Matching (docs/adr/0020-matching.md): a deterministic 0-100 score per university from the quiz
 * answers, with the reasons behind it. Each answer becomes a factor with a weight and a fit from
 * 0 to 1 read from catalogue columns; the score is the weighted mean of the fits over the answers
 * that express a preference. Neutral answers weigh nothing. A figure the catalogue lacks gives a
 * fit of one half and a reason saying it is not reported, never a silent plus or minus.
 */
import type { QuizAnswers } from '../quiz/questions.ts'
import { QUESTIONS } from '../quiz/questions.ts'

import type { MatchUniversity } from './fields.ts'

export { MATCH_FIELDS, type MatchUniversity } from './fields.ts'

export type Family = 'arts' | 'business' | 'engineering' | 'health' | 'science' | 'social'
export const FAMILIES: readonly Family[] = [
  'arts',
  'business',
  'engineering',
  'health',
  'science',
  'social',
]

/** reach: the student's figures sit below the school's; target: within; likely: above. */
export type AdmissionBand = 'reach' | 'target' | 'likely'

export type ReasonEffect = 'for' | 'against' | 'neutral' | 'unknown'
export type Reason = { factor: string; effect: ReasonEffect; text: string }

export type Match = {
  university: MatchUniversity
  /** 0-100, rounded. */
  score: number
  /** null when neither GPA nor scores were given or the school reports nothing to compare. */
  band: AdmissionBand | null
  /** false when the price is above the budget; null when the price is not reported or no budget. */
  affordable: boolean | null
  reasons: Reason[]
}

/** Weights of the factors: budget, interest and admission matter most. */
export const WEIGHTS = {
  academicInterest: 3,
  locationPreference: 2,
  schoolSize: 2,
  budget: 3,
  gpa: 2,
  satAct: 2,
  careerGoals: 1,
} as const

type FactorId = keyof typeof WEIGHTS
/** Texts are built only for the schools shown: building them for all is most of the cost. */
type LazyReason = { factor: string; effect: ReasonEffect; text: string | (() => string) }
type Factor = { fit: number; reason: LazyReason } | { neutral: LazyReason }

const UNKNOWN_FIT = 0.5

/** A figure the catalogue lacks: half credit, and the card says it is not reported. */
function notReported(factor: string, what: string): { fit: number; reason: LazyReason } {
  return {
    fit: UNKNOWN_FIT,
    reason: { factor, effect: 'unknown', text: () => `${what}: not reported` },
  }
}

const count = (n: number): string => Math.round(n).toLocaleString('en-US')
const money = (n: number): string => `$${count(n)}`
const percent = (share: number): string =>
  `${(share * 100).toFixed(share < 0.1 && share > 0 ? 1 : 0)}%`

function single(answers: QuizAnswers, id: FactorId): string | undefined {
  const value = (answers as Record<string, unknown>)[id]
  return typeof value === 'string' ? value : undefined
}

function familyLabel(family: Family): string {
  const interest = QUESTIONS[0]
  return interest.options.find((o) => o.value === family)?.label ?? family
}

const OFFERS = {
  arts: 'offers_bachelor_arts',
  business: 'offers_bachelor_business',
  engineering: 'offers_bachelor_engineering',
  health: 'offers_bachelor_health',
  science: 'offers_bachelor_science',
  social: 'offers_bachelor_social',
} as const satisfies Record<Family, keyof MatchUniversity>
const SHARE = {
  arts: 'program_share_arts_2021_22',
  business: 'program_share_business_2021_22',
  engineering: 'program_share_engineering_2021_22',
  health: 'program_share_health_2021_22',
  science: 'program_share_science_2021_22',
  social: 'program_share_social_2021_22',
} as const satisfies Record<Family, keyof MatchUniversity>

function academicInterest(u: MatchUniversity, family: Family, label: string): Factor {
  const factor = 'academicInterest'
  const offers = u[OFFERS[family]]
  const share = u[SHARE[family]]
  if (offers === null) {
    return notReported(factor, `${label} bachelor's programs`)
  }
  if (offers === 0) {
    return {
      fit: 0,
      reason: {
        factor,
        effect: 'against',
        text: () => `No bachelor's program in ${label} (2021-22)`,
      },
    }
  }
  // Offering the field is most of the fit; a large share of awards in it adds the rest.
  const depth = share === null ? 0 : Math.min(1, share / 0.25)
  return {
    fit: 0.7 + 0.3 * depth,
    reason: {
      factor,
      effect: 'for',
      text: () =>
        `Offers bachelor's programs in ${label}; ${share === null ? 'share not reported' : `${percent(share)} of awards`} (2021-22)`,
    },
  }
}

const SETTING_ORDER = ['urban', 'suburban', 'town', 'rural'] as const

function location(u: MatchUniversity, preference: 'urban' | 'suburban' | 'rural'): Factor {
  const factor = 'locationPreference'
  const distance = Math.abs(SETTING_ORDER.indexOf(u.setting) - SETTING_ORDER.indexOf(preference))
  const fit = distance === 0 ? 1 : distance === 1 ? 0.5 : 0
  const where = u.setting === 'town' ? 'in a town' : u.setting
  return {
    fit,
    reason: {
      factor,
      effect: fit === 1 ? 'for' : fit === 0 ? 'against' : 'neutral',
      text: () => `Campus setting: ${where} (IPEDS 2023)`,
    },
  }
}

type SizeBand = 'small' | 'medium' | 'large'
const SIZE_ORDER: readonly SizeBand[] = ['small', 'medium', 'large']

/** The specification's bands: small < 5,000, medium 5,000-15,000, large > 15,000. */
export function sizeBand(undergraduates: number): SizeBand {
  if (undergraduates < 5000) return 'small'
  if (undergraduates <= 15000) return 'medium'
  return 'large'
}

function size(u: MatchUniversity, preference: SizeBand): Factor {
  const factor = 'schoolSize'
  const n = u.undergrad_enrollment
  if (n === null) {
    return notReported(factor, 'Undergraduate enrollment')
  }
  const distance = Math.abs(SIZE_ORDER.indexOf(sizeBand(n)) - SIZE_ORDER.indexOf(preference))
  const fit = distance === 0 ? 1 : distance === 1 ? 0.4 : 0
  return {
    fit,
    reason: {
      factor,
      effect: fit === 1 ? 'for' : fit === 0 ? 'against' : 'neutral',
      text: () => `${count(n)} undergraduates, ${sizeBand(n)} (fall 2022)`,
    },
  }
}

/** Yearly caps of the budget answers; veryHigh has none. */
const BUDGET_CAP: Record<string, number> = { low: 15000, medium: 30000, high: 50000 }

/** The yearly price matching compares with the budget, and how it is described. */
export function priceOf(u: MatchUniversity): { amount: number; label: string } | null {
  if (u.avg_net_price_2020_21 !== null) {
    return { amount: u.avg_net_price_2020_21, label: 'Average net price (2020-21)' }
  }
  // Out-of-state tuition is the published price most students would pay without residency.
  const tuition = u.tuition_fees_out_of_state_2022_23 ?? u.tuition_fees_in_state_2022_23
  if (tuition !== null) return { amount: tuition, label: 'Published tuition and fees (2022-23)' }
  return null
}

function budget(
  u: MatchUniversity,
  answer: string,
): { factor: Factor; affordable: boolean | null } {
  const factor = 'budget'
  const price = priceOf(u)
  if (price === null) {
    return {
      factor: notReported(factor, 'Net price and tuition'),
      affordable: null,
    }
  }
  const cap = Object.hasOwn(BUDGET_CAP, answer) ? BUDGET_CAP[answer] : undefined
  if (cap === undefined || price.amount <= cap) {
    return {
      factor: {
        fit: 1,
        reason: {
          factor,
          effect: 'for',
          text: () => `${price.label}: ${money(price.amount)}, within your budget`,
        },
      },
      affordable: true,
    }
  }
  // A little over the budget is a partial fit; far over is none.
  const over = (price.amount - cap) / cap
  const fit = over <= 0.2 ? 0.4 : 0
  return {
    factor: {
      fit,
      reason: {
        factor,
        effect: 'against',
        text: () => `${price.label}: ${money(price.amount)}, above your budget of ${money(cap)}`,
      },
    },
    affordable: false,
  }
}

/** Midpoints of the SAT and ACT ranges of each satAct answer. */
const SAT_MID: Record<string, { sat: number; act: number }> = {
  lowSAT: { sat: 1100, act: 21 },
  midSAT: { sat: 1300, act: 26.5 },
  highSAT: { sat: 1500, act: 33 },
}

const BAND_FIT: Record<AdmissionBand, number> = { target: 1, likely: 0.9, reach: 0.4 }
const BAND_ORDER: readonly AdmissionBand[] = ['reach', 'target', 'likely']

function banded(
  factor: string,
  band: AdmissionBand,
  text: () => string,
): { band: AdmissionBand; factor: Factor } {
  const effect = band === 'reach' ? 'against' : 'for'
  return { band, factor: { fit: BAND_FIT[band], reason: { factor, effect, text } } }
}

function testBand(
  u: MatchUniversity,
  answer: string,
): { band: AdmissionBand | null; factor: Factor } {
  const factor = 'satAct'
  const mid = SAT_MID[answer]
  if (!mid)
    return {
      band: null,
      factor: { neutral: { factor, effect: 'neutral', text: 'No test scores given' } },
    }
  const { sat_erw_25, sat_erw_75, sat_math_25, sat_math_75 } = u
  let range: { low: number; high: number; mine: number; name: string } | null = null
  if (sat_erw_25 !== null && sat_erw_75 !== null && sat_math_25 !== null && sat_math_75 !== null) {
    range = {
      low: sat_erw_25 + sat_math_25,
      high: sat_erw_75 + sat_math_75,
      mine: mid.sat,
      name: 'SAT',
    }
  } else if (u.act_composite_25 !== null && u.act_composite_75 !== null) {
    range = { low: u.act_composite_25, high: u.act_composite_75, mine: mid.act, name: 'ACT' }
  }
  if (range === null) {
    return {
      band: null,
      factor: notReported(factor, 'SAT and ACT ranges'),
    }
  }
  const band: AdmissionBand =
    range.mine < range.low ? 'reach' : range.mine > range.high ? 'likely' : 'target'
  const where = { reach: 'below', target: 'within', likely: 'above' }[band]
  return banded(
    factor,
    band,
    () =>
      `Your scores are ${where} the middle 50% of enrolled students (${range.name} ${range.low}-${range.high}, fall 2022)`,
  )
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

function selectivity(admitRate: number): number {
  if (admitRate < REACH_FOR_ALL_ADMIT_RATE) return 4
  if (admitRate < 0.35) return 3
  if (admitRate < 0.6) return 2
  if (admitRate < 0.8) return 1
  return 0
}

function gpaBand(
  u: MatchUniversity,
  answer: string,
): { band: AdmissionBand | null; factor: Factor } {
  const factor = 'gpa'
  const strength = GPA_STRENGTH[answer]
  if (strength === undefined)
    return { band: null, factor: { neutral: { factor, effect: 'neutral', text: 'No GPA given' } } }
  const rate = u.admit_rate_fall2022
  if (rate === null) {
    return {
      band: null,
      factor: notReported(factor, 'Admission rate'),
    }
  }
  const gap = strength - selectivity(rate)
  const band: AdmissionBand = gap < 0 ? 'reach' : gap === 0 ? 'target' : 'likely'
  return banded(
    factor,
    band,
    () =>
      `Admits ${percent(rate)} of applicants (fall 2022); compared with your GPA range, as the data has no GPA of admitted students`,
  )
}

function career(u: MatchUniversity, answer: string): Factor {
  const factor = 'careerGoals'
  if (answer === 'employment') {
    const earnings = u.median_earnings_10yr
    if (earnings === null) {
      return notReported(factor, 'Median earnings')
    }
    const fit = Math.min(1, Math.max(0, (earnings - 30000) / 50000))
    return {
      fit,
      reason: {
        factor,
        effect: fit >= 0.5 ? 'for' : 'against',
        text: () => `Median earnings 10 years after entry: ${money(earnings)} (College Scorecard)`,
      },
    }
  }
  if (answer === 'gradSchool') {
    const rate = u.grad_rate_150pct
    if (rate === null) {
      return notReported(factor, 'Graduation rate')
    }
    return {
      fit: rate,
      reason: {
        factor,
        effect: rate >= 0.5 ? 'for' : 'against',
        text: () =>
          `${percent(rate)} finish within 6 years, the first step to graduate school (College Scorecard)`,
      },
    }
  }
  const text =
    answer === 'startup'
      ? 'The data has no figure on founders, so this goal does not change the score'
      : 'Career goal not decided: does not change the score'
  return { neutral: { factor, effect: 'neutral', text } }
}

const ACTIVITIES_NOTE: LazyReason = {
  factor: 'extracurriculars',
  effect: 'neutral',
  text: 'The data has no figures on campus activities, so they do not change the score',
}

function isFamily(value: string | undefined): value is Family {
  return FAMILIES.includes(value as Family)
}

type Evaluation = Omit<Match, 'reasons'> & { reasons: LazyReason[] }

function explain(evaluation: Evaluation): Match {
  return {
    ...evaluation,
    reasons: evaluation.reasons.map((r) => ({
      factor: r.factor,
      effect: r.effect,
      text: typeof r.text === 'string' ? r.text : r.text(),
    })),
  }
}

/** Scores one university with its reasons; pure and deterministic. */
export function scoreUniversity(answers: QuizAnswers, u: MatchUniversity): Match {
  return explain(evaluate(answers, u))
}

function evaluate(answers: QuizAnswers, u: MatchUniversity): Evaluation {
  const factors: [FactorId, Factor][] = []
  const reasons: LazyReason[] = []
  const interest = single(answers, 'academicInterest')
  if (isFamily(interest)) {
    factors.push(['academicInterest', academicInterest(u, interest, familyLabel(interest))])
  }

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
  if (budgetAnswer === 'veryHigh' || (budgetAnswer && Object.hasOwn(BUDGET_CAP, budgetAnswer))) {
    const result = budget(u, budgetAnswer)
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
  if (Array.isArray((answers as Record<string, unknown>).extracurriculars)) {
    reasons.push(ACTIVITIES_NOTE)
  }

  // The most cautious band wins; a school the budget cannot cover is never "likely".
  let band: AdmissionBand | null =
    bands.length === 0 ? null : (BAND_ORDER.find((b) => bands.includes(b)) ?? null)
  const rate = u.admit_rate_fall2022
  if (band !== null && band !== 'reach' && rate !== null && rate < REACH_FOR_ALL_ADMIT_RATE) {
    band = 'reach'
    reasons.push({
      factor: 'satAct',
      effect: 'against',
      text: () =>
        `Admits under ${percent(REACH_FOR_ALL_ADMIT_RATE)} of applicants: a reach for everyone`,
    })
  }
  if (band === 'likely' && affordable === false) {
    band = 'target'
    reasons.push({
      factor: 'budget',
      effect: 'against',
      text: 'Not marked likely: the price is above your budget',
    })
  }

  const score = weight === 0 ? 50 : Math.round((100 * total) / weight)
  return { university: u, score: Math.min(100, Math.max(0, score)), band, affordable, reasons }
}

/** Best first; ties by name (code units) then unitid, so the input's order never matters. */
export function compareMatches(a: Omit<Match, 'reasons'>, b: Omit<Match, 'reasons'>): number {
  if (a.score !== b.score) return b.score - a.score
  const x = a.university.name
  const y = b.university.name
  if (x !== y) return x < y ? -1 : 1
  return a.university.unitid - b.university.unitid
}

/** Scores every university and returns the best `limit`, best first. */
export function rankMatches(
  answers: QuizAnswers,
  universities: readonly MatchUniversity[],
  limit = 20,
): Match[] {
  // Keeps only the best `limit` while scoring: most schools fall below the last kept one after a
  // single comparison, which is cheaper than sorting all of them. Same order as a full sort.
  const top: Evaluation[] = []
  if (limit <= 0) return []
  for (const u of universities) {
    const evaluation = evaluate(answers, u)
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
  return top.map(explain)
}
