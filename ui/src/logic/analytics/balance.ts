/**
 * List balance: how many of the student's schools are a reach, a target or likely, from the
 * matching bands (docs/adr/0020, 0038; matching/bands.ts, the rule the scorer uses) and nothing
 * else. No chance of admission and no percentage:
 * each count comes with the rule that put schools in it and the year of the data, and the advice
 * is in plain words.
 */
import {
  admissionBand,
  gpaStrength,
  hasBudget,
  REACH_FOR_ALL_ADMIT_RATE,
  scoreMidpoints,
  scoreRangeFor,
  type AdmissionBand,
  type Banding,
} from '../matching/bands.ts'
import type { MatchUniversity } from '../matching/fields.ts'
import type { MatchSettings } from '../matching/settings.ts'
import type { QuizAnswers } from '../quiz/questions.ts'
import { plural, shareInWords } from './words.ts'
import { studentSchools, type AnalyticsInput } from './report-input.ts'

/** A band, or `unknown` when there is nothing to compare (no GPA or scores, nothing reported). */
export type BalanceBand = AdmissionBand | 'unknown'
export const BALANCE_BANDS: readonly BalanceBand[] = ['reach', 'target', 'likely', 'unknown']

export const BALANCE_LABEL: Record<BalanceBand, string> = {
  reach: 'Reach',
  target: 'Target',
  likely: 'Likely',
  unknown: 'No band',
}

const ADMISSIONS_YEAR = 'Admission rates and score ranges: fall 2022 (NCES IPEDS ADM2022)'
const PRICES_YEAR = 'prices: average net price 2020-21, tuition 2022-23'

/** The rule behind each count and the data year it reads, shown beside the count. */
export const BALANCE_RULES: Record<BalanceBand, { rule: string; dataYear: string }> = {
  reach: {
    rule: 'Your GPA range is below how selective the school is, or your scores are below the middle half of its enrolled first-years. A school that admits fewer than 1 in 5 applicants is a reach for everyone.',
    dataYear: ADMISSIONS_YEAR,
  },
  target: {
    rule: "Your GPA range and scores are in line with the school's. A school that would be likely but costs more than your budget counts here: over budget is never likely.",
    dataYear: `${ADMISSIONS_YEAR}; ${PRICES_YEAR}`,
  },
  likely: {
    rule: "Your GPA range and scores are above the school's, it admits at least 1 in 5 applicants, and its price is not above your budget.",
    dataYear: `${ADMISSIONS_YEAR}; ${PRICES_YEAR}`,
  },
  unknown: {
    rule: 'Nothing to compare: you gave no GPA range or scores, or the school reports no admission rate or score range (open-admission schools report none).',
    dataYear: ADMISSIONS_YEAR,
  },
}

export type BalanceSchool = {
  id: string
  name: string
  band: BalanceBand
  /** As matching says: false over budget, null when the price or the budget is not known. */
  affordable: boolean | null
  /** Why the school is in its band, in plain words with the data year. */
  why: string
}

export type BandCount = {
  band: BalanceBand
  label: string
  count: number
  rule: string
  dataYear: string
}

export type Advice = { tone: 'good' | 'warning' | 'info'; text: string }

export type ListBalance = {
  total: number
  /** One per band, in BALANCE_BANDS order; the counts add up to `total`. */
  counts: BandCount[]
  /** Reach first, then target, likely and no band; by name within a band. */
  schools: BalanceSchool[]
  advice: Advice[]
  /** One sentence: "4 schools on your list: 2 reach, 1 target, 1 likely." */
  summary: string
}

function answer(answers: QuizAnswers, id: 'gpa' | 'satAct'): string | undefined {
  const value = answers[id]
  return typeof value === 'string' ? value : undefined
}

export { hasBudget } from '../matching/bands.ts'

function explain(match: Banding, answers: QuizAnswers, u: MatchUniversity): string {
  const rate = u.admit_rate_fall2022
  const mid = scoreMidpoints(answer(answers, 'satAct'))
  const hasGpa = gpaStrength(answer(answers, 'gpa')) !== undefined
  switch (match.band) {
    case null:
      return !hasGpa && !mid
        ? 'Add your GPA range or SAT/ACT scores in the quiz to compare.'
        : 'The school reports nothing to compare your figures with (fall 2022).'
    case 'reach': {
      if (rate !== null && rate < REACH_FOR_ALL_ADMIT_RATE) {
        return `Admits ${shareInWords(rate)} applicants (fall 2022): a reach for everyone.`
      }
      const parts: string[] = []
      if (match.gpa === 'reach') {
        parts.push(
          `your GPA range is below how selective it is (it admits ${shareInWords(rate)} applicants, fall 2022)`,
        )
      }
      const range = mid ? scoreRangeFor(u, mid) : null
      if (range && range.mine < range.low) {
        parts.push(
          `your scores are below the middle half of its enrolled first-years (${range.name} ${String(range.low)}-${String(range.high)}, fall 2022)`,
        )
      }
      const text = parts.join('; ')
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
    }
    case 'target':
      return match.overBudget
        ? "Your figures are above the school's, but its price is above your budget: never likely."
        : "Your figures are in line with the school's (fall 2022)."
    case 'likely':
      if (!hasBudget(answers)) {
        return "Your figures are above the school's (fall 2022); add a budget in the quiz to check its price."
      }
      return match.affordable === true
        ? "Your figures are above the school's (fall 2022), and its price is within your budget."
        : "Your figures are above the school's (fall 2022); its price for you is not reported or depends on your home state."
  }
}

/** The balance of the student's list, from the same bands matching gives each school. */
export function listBalance(
  schools: readonly MatchUniversity[],
  answers: QuizAnswers,
  settings: MatchSettings,
): ListBalance {
  const seen = new Set<string>()
  const rows: BalanceSchool[] = []
  for (const u of schools) {
    if (seen.has(u.id)) continue
    seen.add(u.id)
    const match = admissionBand(answers, u, settings)
    rows.push({
      id: u.id,
      name: u.name,
      band: match.band ?? 'unknown',
      affordable: match.affordable,
      why: explain(match, answers, u),
    })
  }
  rows.sort(
    (a, b) =>
      BALANCE_BANDS.indexOf(a.band) - BALANCE_BANDS.indexOf(b.band) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  const counts = BALANCE_BANDS.map((band) => ({
    band,
    label: BALANCE_LABEL[band],
    count: rows.filter((row) => row.band === band).length,
    ...BALANCE_RULES[band],
  }))
  const count = (band: BalanceBand) => counts.find((c) => c.band === band)?.count ?? 0
  return {
    total: rows.length,
    counts,
    schools: rows,
    advice: balanceAdvice(rows, count, hasBudget(answers)),
    summary: balanceSummary(rows.length, count),
  }
}

function balanceSummary(total: number, count: (band: BalanceBand) => number): string {
  if (total === 0) return 'Your list is empty.'
  const parts = [
    `${String(count('reach'))} reach`,
    `${String(count('target'))} target`,
    `${String(count('likely'))} likely`,
  ]
  if (count('unknown') > 0) parts.push(`${String(count('unknown'))} without a band`)
  return `${plural(total, 'school')} on your list: ${parts.join(', ')}.`
}

function balanceAdvice(
  rows: readonly BalanceSchool[],
  count: (band: BalanceBand) => number,
  budgetGiven: boolean,
): Advice[] {
  if (rows.length === 0) {
    return [
      {
        tone: 'info',
        text: 'Your list is empty: save schools from your matches or from search to see its balance.',
      },
    ]
  }
  const advice: Advice[] = []
  const known = rows.length - count('unknown')
  if (known === 0) {
    advice.push({
      tone: 'info',
      text: 'Add your GPA range or SAT/ACT scores in the quiz to see which schools are a reach, a target or likely.',
    })
  } else {
    const likely = rows.filter((row) => row.band === 'likely')
    if (likely.length === 0) {
      advice.push({
        tone: 'warning',
        text: "No likely school you can afford yet: add one or two where your figures are above the school's and the price fits your budget.",
      })
    } else if (budgetGiven && !likely.some((row) => row.affordable === true)) {
      advice.push({
        tone: 'warning',
        text: "No likely school you can surely afford yet: your likely schools' prices are not reported or depend on your home state. Check each one's net price calculator.",
      })
    }
    if (count('target') === 0) {
      advice.push({
        tone: 'warning',
        text: "No target school yet: add schools where your figures are in line with the school's.",
      })
    }
    if (count('reach') * 2 > known) {
      advice.push({
        tone: 'warning',
        text: 'Most of your list is a reach: balance it with target and likely schools.',
      })
    }
    if (advice.length === 0) {
      advice.push({
        tone: 'good',
        text:
          count('reach') > 0
            ? 'Your list is balanced: target and likely schools beside your reaches.'
            : 'Your list has target and likely schools.',
      })
    }
    if (count('unknown') > 0) {
      advice.push({
        tone: 'info',
        text: `${plural(count('unknown'), 'school')} without a band: ${count('unknown') === 1 ? 'it reports' : 'they report'} nothing to compare your figures with.`,
      })
    }
  }
  if (!budgetGiven) {
    advice.push({
      tone: 'info',
      text: 'Add a budget in the quiz to see which schools you can afford.',
    })
  }
  return advice
}

/** The balance of the student's schools (My List and any application's school off it). */
export function balanceReport(input: AnalyticsInput): ListBalance {
  return listBalance(studentSchools(input.list, input.otherSchools), input.answers, input.settings)
}
