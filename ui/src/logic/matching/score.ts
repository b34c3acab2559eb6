/**
 * Matching (docs/adr/0020-matching.md, docs/adr/0038-matching-settings-and-fits.md): a
 * deterministic 0-100 score per university from the quiz answers and the student's match settings,
 * with the reasons behind it. Each answer becomes a factor with a weight and a fit from 0 to 1 read
 * from catalogue columns; the score is the weighted mean of the fits over the answers that express
 * a preference. Fits are continuous where the data is (how far from the size band, how far under
 * the budget, where the student's scores sit in the school's range), so schools are told apart by
 * more than coarse bands. Neutral answers weigh nothing. A figure the catalogue lacks gives a fit
 * of one half and a reason saying it is not reported, never a silent plus or minus.
 *
 * Some schools are not offered at all: those without a bachelor's program in the student's field,
 * special-focus institutions outside their focus (a seminary is never offered for the quiz's
 * fields), and faith-based colleges when the student asked not to see them.
 */
import type { QuizAnswers } from '../quiz/questions.ts'
import { QUESTIONS } from '../quiz/questions.ts'

import {
  combineBands,
  gpaBandOf,
  gpaStrength,
  hasBudget,
  REACH_FOR_ALL_ADMIT_RATE,
  scoreMidpoints,
  scoreRangeFor,
  testBandOf,
  type AdmissionBand,
} from './bands.ts'
import type { MatchUniversity } from './fields.ts'
import { BUDGET_CAP, studentPrices, withinBudget, type Price } from './prices.ts'
import { DEFAULT_MATCH_SETTINGS, type MatchSettings } from './settings.ts'
import { homeStateName } from './us-states.ts'

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

export type Family = 'arts' | 'business' | 'engineering' | 'health' | 'science' | 'social'
export const FAMILIES: readonly Family[] = [
  'arts',
  'business',
  'engineering',
  'health',
  'science',
  'social',
]

export type ReasonEffect = 'for' | 'against' | 'neutral' | 'unknown'
export type Reason = { factor: string; effect: ReasonEffect; text: string }

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
 * Weights of the factors: budget, interest and admission matter most. Completion (how many
 * students finish) is no answer of the quiz; it counts for every student who states a preference,
 * because a school where most students do not finish is a poor match for anyone.
 */
export const WEIGHTS = {
  academicInterest: 3,
  locationPreference: 2,
  schoolSize: 2,
  budget: 3,
  gpa: 2,
  satAct: 2,
  careerGoals: 1,
  completion: 2,
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
const clamp = (x: number, low = 0, high = 1): number => Math.min(high, Math.max(low, x))

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

/** Carnegie 2021: special focus on faith (seminaries, Bible colleges, rabbinical schools). */
const FAITH_RELATED_FOCUS = 24

/**
 * The fields a special-focus institution teaches, by its Carnegie 2021 basic code. Faith-related
 * institutions train for ministry, which none of the quiz's fields is (their theology awards count
 * as "arts" in the data, which is why a seminary once topped an arts student's list). Code 32
 * ("other special focus") teaches the family most of its awards are in.
 */
const FOCUS_FAMILIES: Record<number, readonly Family[]> = {
  24: [],
  25: ['health'],
  26: ['health'],
  27: ['science', 'health'],
  28: ['engineering'],
  29: ['business'],
  30: ['arts'],
  31: ['social'],
}

/** The fields a special-focus institution teaches; null when the school is not one. */
export function focusFamilies(u: MatchUniversity): readonly Family[] | null {
  const code = u.carnegie_basic_2021
  if (!u.special_focus_institution && (code === null || code < 24 || code > 32)) return null
  if (code !== null && code in FOCUS_FAMILIES) return FOCUS_FAMILIES[code] ?? []
  // Other special focus: the family with the largest share of awards, if any is reported.
  let best: Family | null = null
  for (const family of FAMILIES) {
    const share = u[SHARE[family]] ?? 0
    if (share > 0 && (best === null || share > (u[SHARE[best]] ?? 0))) best = family
  }
  return best === null ? [] : [best]
}

/** A college with a religious affiliation, or a faith-related special-focus institution. */
export function affiliationOf(u: MatchUniversity): string | null {
  const label = u.religious_affiliation
  if (label !== null && label !== 'none') return label
  if (u.carnegie_basic_2021 === FAITH_RELATED_FOCUS) return 'Faith-related institution'
  return null
}

/** Why a school is not offered for this field and these settings, or null. */
function notOfferedBecause(
  u: MatchUniversity,
  family: Family | undefined,
  settings: MatchSettings,
): string | null {
  if (settings.faith === 'hidden' && affiliationOf(u) !== null) {
    return 'Faith-based colleges are hidden in your match settings'
  }
  const focus = focusFamilies(u)
  if (focus !== null && u.carnegie_basic_2021 === FAITH_RELATED_FOCUS) {
    return 'A faith-related special-focus institution (ministry is not one of the quiz fields)'
  }
  if (family === undefined) return null
  if (focus !== null && !focus.includes(family)) {
    return `A special-focus institution that does not focus on ${familyLabel(family)}`
  }
  if (u[OFFERS[family]] === 0) return `No bachelor's program in ${familyLabel(family)} (2021-22)`
  return null
}

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
  // Offering the field is most of the fit; a larger share of awards in it adds the rest, without
  // a ceiling, so a school where most students study the field stands out.
  const depth = share === null ? 0 : share / (share + 0.15)
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

/** The edges of each band, in undergraduates. */
const SIZE_EDGES: Record<SizeBand, [number, number]> = {
  small: [0, 5000],
  medium: [5000, 15000],
  large: [15000, Infinity],
}

/**
 * 1 inside the band; outside it, 0.8 at the edge, falling with the distance on a log scale to 0 at
 * three times (or a third of) the edge: 6,000 students are nearly small, 15,000 are not.
 */
export function sizeFit(undergraduates: number, preference: SizeBand): number {
  const [low, high] = SIZE_EDGES[preference]
  if (sizeBand(undergraduates) === preference) return 1
  const edge = undergraduates < low ? low : high
  const distance = Math.abs(Math.log(Math.max(1, undergraduates) / edge)) / Math.log(3)
  return clamp(0.8 * (1 - distance))
}

function size(u: MatchUniversity, preference: SizeBand): Factor {
  const factor = 'schoolSize'
  const n = u.undergrad_enrollment
  if (n === null) {
    return notReported(factor, 'Undergraduate enrollment')
  }
  const fit = sizeFit(n, preference)
  const distance = Math.abs(SIZE_ORDER.indexOf(sizeBand(n)) - SIZE_ORDER.indexOf(preference))
  return {
    fit,
    reason: {
      factor,
      effect: distance === 0 ? 'for' : fit === 0 ? 'against' : 'neutral',
      text: () => `${count(n)} undergraduates, ${sizeBand(n)} (fall 2022)`,
    },
  }
}

/** 0.85 at the cap to 1 at no cost; over it, 0.6 just above, falling to 0 at a quarter over. */
export function budgetFit(amount: number, cap: number | undefined): number {
  if (cap === undefined) return 1
  if (amount <= cap) return 0.85 + (0.15 * (cap - amount)) / cap
  const over = (amount - cap) / cap
  return clamp(0.6 * (1 - over / 0.25))
}

function budget(
  u: MatchUniversity,
  answer: string,
  settings: MatchSettings,
): { factor: Factor; affordable: boolean | null } {
  const factor = 'budget'
  const cap = Object.hasOwn(BUDGET_CAP, answer) ? BUDGET_CAP[answer] : undefined
  const prices = studentPrices(u, settings.homeState)
  const verdict = (price: Price) =>
    cap === undefined || price.amount <= cap
      ? 'within your budget'
      : `above your budget of ${money(cap)}`
  const where = homeStateName(settings.homeState)

  // Public, and the student has not said where they live: both prices, each with its own fit.
  if (prices.kind === 'both') {
    const { inState, outOfState } = prices
    const fits = [budgetFit(inState.amount, cap), budgetFit(outOfState.amount, cap)]
    const affordable = withinBudget(prices, cap)
    return {
      factor: {
        fit: ((fits[0] ?? 0) + (fits[1] ?? 0)) / 2,
        reason: {
          factor,
          effect: affordable === true ? 'for' : affordable === false ? 'against' : 'neutral',
          text: () =>
            `${inState.label}: ${money(inState.amount)}, ${verdict(inState)}; ${outOfState.label}: ${money(outOfState.amount)}, ${verdict(outOfState)}. Add your home state in your match settings to see which applies`,
        },
      },
      affordable,
    }
  }

  if (prices.kind === 'none') {
    return { factor: notReported(factor, 'Net price and tuition'), affordable: null }
  }
  const { price } = prices
  const affordable = withinBudget(prices, cap) === true
  const residency = u.control === 'public' && where !== null ? ` (you live in ${where})` : ''
  return {
    factor: {
      fit: budgetFit(price.amount, cap),
      reason: {
        factor,
        effect: affordable ? 'for' : 'against',
        text: () => `${price.label}: ${money(price.amount)}, ${verdict(price)}${residency}`,
      },
    },
    affordable,
  }
}

function banded(
  factor: string,
  band: AdmissionBand,
  fit: number,
  text: () => string,
): { band: AdmissionBand; factor: Factor } {
  const effect = band === 'reach' ? 'against' : 'for'
  return { band, factor: { fit, reason: { factor, effect, text } } }
}

/**
 * Where the student's midpoint sits in the school's middle 50% (0 at the 25th percentile, 1 at
 * the 75th): best at the middle, 0.8 at the quartiles, falling below (reach) and gently above
 * (likely).
 */
export function testFit(position: number): number {
  if (position < 0) return clamp(0.8 + 0.6 * position, 0.1)
  if (position > 1) return clamp(0.8 - 0.1 * (position - 1), 0.7)
  return 1 - 0.4 * Math.abs(position - 0.5)
}

function testBand(
  u: MatchUniversity,
  answer: string,
): { band: AdmissionBand | null; factor: Factor } {
  const factor = 'satAct'
  const policy = u.test_policy_fall2022
  const mid = scoreMidpoints(answer)
  if (policy === 'neither_required_nor_recommended') {
    return {
      band: null,
      factor: {
        neutral: {
          factor,
          effect: 'neutral',
          text: 'Test blind (fall 2022): SAT and ACT scores are not considered',
        },
      },
    }
  }
  if (!mid) {
    if (policy === 'required') {
      return {
        band: null,
        factor: {
          fit: 0,
          reason: { factor, effect: 'against', text: 'Requires SAT or ACT scores (fall 2022)' },
        },
      }
    }
    return {
      band: null,
      factor: { neutral: { factor, effect: 'neutral', text: 'No test scores given' } },
    }
  }
  const range = scoreRangeFor(u, mid)
  if (range === null) {
    return {
      band: null,
      factor: notReported(factor, 'SAT and ACT ranges'),
    }
  }
  const band = testBandOf(range)
  const position = (range.mine - range.low) / Math.max(1, range.high - range.low)
  const where = { reach: 'below', target: 'within', likely: 'above' }[band]
  return banded(
    factor,
    band,
    testFit(position),
    () =>
      `Your scores are ${where} the middle 50% of enrolled students (${range.name} ${range.low}-${range.high}, fall 2022)`,
  )
}

/** Fit of a GPA strength against a selectivity: best when equal, falling faster for a reach. */
export function gpaFit(gap: number): number {
  if (gap < -0.5) return clamp(0.9 - 0.5 * (-gap - 0.5), 0.1)
  if (gap > 0.5) return clamp(0.9 - 0.05 * (gap - 0.5), 0.75)
  return 1 - 0.2 * Math.abs(gap)
}

function gpaBand(
  u: MatchUniversity,
  answer: string,
): { band: AdmissionBand | null; factor: Factor } {
  const factor = 'gpa'
  const strength = gpaStrength(answer)
  if (strength === undefined)
    return { band: null, factor: { neutral: { factor, effect: 'neutral', text: 'No GPA given' } } }
  const rate = u.admit_rate_fall2022
  if (rate === null) {
    return {
      band: null,
      factor: notReported(factor, 'Admission rate'),
    }
  }
  const { band, gap } = gpaBandOf(strength, rate)
  return banded(
    factor,
    band,
    gpaFit(gap),
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
    const fit = clamp((earnings - 30000) / 50000)
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

/** 0 when a fifth or fewer finish within 150% of normal time, 1 when four fifths or more do. */
export function completionFit(rate: number): number {
  return clamp((rate - 0.2) / 0.6)
}

function completion(u: MatchUniversity): Factor {
  const factor = 'completion'
  const rate = u.grad_rate_150pct
  if (rate === null) return notReported(factor, 'Graduation rate')
  const fit = completionFit(rate)
  return {
    fit,
    reason: {
      factor,
      effect: fit >= 0.5 ? 'for' : 'against',
      text: () => `${percent(rate)} of students finish within 6 years (College Scorecard)`,
    },
  }
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

  // Completion counts once something else does; graduate school plans already weigh it.
  if (careerAnswer !== 'gradSchool' && factors.some(([, f]) => !('neutral' in f))) {
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
  if (Array.isArray((answers as Record<string, unknown>).extracurriculars)) {
    reasons.push(ACTIVITIES_NOTE)
  }

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
  return top.map(explain)
}
