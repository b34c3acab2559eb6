/**
 * Affordability: each school's price for this student against the budget answer, priced as
 * matching prices it (studentPrices: in-state or out-of-state from the home state, the average
 * net price where reported, else published tuition), with the school's net price calculator.
 * A school whose price is above the budget is a financial reach.
 */
import type { MatchUniversity } from '../matching/fields.ts'
import { BUDGET_CAP, studentPrices, type Price } from '../matching/prices.ts'
import type { MatchSettings } from '../matching/settings.ts'
import { QUESTIONS, type QuizAnswers } from '../quiz/questions.ts'
import type { University } from '../university.ts'
import type { Advice } from './balance.ts'
import { hasBudget } from './balance.ts'
import { money, plural } from './words.ts'
import { studentSchools, type AnalyticsInput } from './report-input.ts'

export type AffordabilityVerdict =
  'within' | 'financial-reach' | 'depends' | 'unknown-price' | 'no-budget'

export const VERDICT_LABEL: Record<AffordabilityVerdict, string> = {
  within: 'Within budget',
  'financial-reach': 'Financial reach',
  depends: 'Depends on your home state',
  'unknown-price': 'Price not reported',
  'no-budget': 'No budget given',
}

export type AffordabilitySchool = {
  id: string
  name: string
  /** The price that applies, or a public university's in-state and out-of-state prices. */
  prices: Price[]
  residency: 'in-state' | 'out-of-state' | 'same-for-everyone' | 'unknown'
  verdict: AffordabilityVerdict
  /** How far above the budget the lowest price that may apply is; null when not above. */
  overBy: number | null
  calculatorUrl: string | null
  text: string
}

export type Affordability = {
  budget: { label: string; cap: number | null }
  /** Cheapest first; schools with no price reported last. */
  schools: AffordabilitySchool[]
  counts: Record<AffordabilityVerdict, number>
  advice: Advice[]
  summary: string
}

export type AffordabilityInput = MatchUniversity & Pick<University, 'net_price_calculator_url'>

const VERDICTS = Object.keys(VERDICT_LABEL) as AffordabilityVerdict[]

function budgetOf(answers: QuizAnswers): { label: string; cap: number | null } {
  const value = answers.budget
  const question = QUESTIONS.find((q) => q.id === 'budget')
  const option = question?.options.find((o) => o.value === value)
  if (!hasBudget(answers) || !option || typeof value !== 'string') {
    return { label: 'No budget given', cap: null }
  }
  return { label: option.label, cap: BUDGET_CAP[value] ?? null }
}

function schoolRow(
  u: AffordabilityInput,
  budget: { label: string; cap: number | null },
  budgetGiven: boolean,
  settings: MatchSettings,
): AffordabilitySchool {
  const applying = studentPrices(u, settings.homeState)
  const base = { id: u.id, name: u.name, calculatorUrl: u.net_price_calculator_url }
  const fits = (price: Price) => budget.cap === null || price.amount <= budget.cap
  const over = (price: Price) => (budget.cap === null ? 0 : price.amount - budget.cap)
  if (applying.kind === 'none') {
    return {
      ...base,
      prices: [],
      residency: 'unknown',
      verdict: 'unknown-price',
      overBy: null,
      text: "No net price or tuition reported: the school's net price calculator gives an estimate.",
    }
  }
  const prices =
    applying.kind === 'both' ? [applying.inState, applying.outOfState] : [applying.price]
  const residency: AffordabilitySchool['residency'] =
    applying.kind === 'both'
      ? 'unknown'
      : u.control !== 'public'
        ? 'same-for-everyone'
        : applying.resident === false
          ? 'out-of-state'
          : applying.resident === true
            ? 'in-state'
            : 'unknown'
  const said = prices.map((p) => `${p.label}: ${money(p.amount)}`).join('; ')
  if (!budgetGiven) {
    return {
      ...base,
      prices,
      residency,
      verdict: 'no-budget',
      overBy: null,
      text: `${said}. Add a budget in the quiz to compare.`,
    }
  }
  const within = prices.map(fits)
  const verdict: AffordabilityVerdict = within.every(Boolean)
    ? 'within'
    : within.some(Boolean)
      ? 'depends'
      : 'financial-reach'
  const lowest = Math.min(...prices.map(over))
  const overBy =
    verdict === 'within' ? null : verdict === 'depends' ? Math.max(...prices.map(over)) : lowest
  const text =
    verdict === 'within'
      ? `${said}: within your budget (${budget.label}).`
      : verdict === 'financial-reach'
        ? `${said}: a financial reach, ${money(lowest)} above your budget (${budget.label}).`
        : `${said}. The in-state price fits your budget (${budget.label}), the out-of-state one does not: add your home state in your match settings.`
  return { ...base, prices, residency, verdict, overBy, text }
}

/** Each school's price for this student against the budget answer. */
export function affordability(
  schools: readonly AffordabilityInput[],
  answers: QuizAnswers,
  settings: MatchSettings,
): Affordability {
  const budget = budgetOf(answers)
  const budgetGiven = hasBudget(answers)
  const seen = new Set<string>()
  const rows: AffordabilitySchool[] = []
  for (const u of schools) {
    if (seen.has(u.id)) continue
    seen.add(u.id)
    rows.push(schoolRow(u, budget, budgetGiven, settings))
  }
  const lowestPrice = (row: AffordabilitySchool) =>
    row.prices.length === 0 ? Infinity : Math.min(...row.prices.map((p) => p.amount))
  rows.sort(
    (a, b) =>
      lowestPrice(a) - lowestPrice(b) ||
      (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  const counts = Object.fromEntries(
    VERDICTS.map((verdict) => [verdict, rows.filter((row) => row.verdict === verdict).length]),
  ) as Record<AffordabilityVerdict, number>
  return {
    budget,
    schools: rows,
    counts,
    advice: affordabilityAdvice(rows.length, counts, budgetGiven),
    summary: affordabilitySummary(rows.length, counts, budget, budgetGiven),
  }
}

function affordabilitySummary(
  total: number,
  counts: Record<AffordabilityVerdict, number>,
  budget: { label: string },
  budgetGiven: boolean,
): string {
  if (total === 0) return 'No schools on your list yet.'
  if (!budgetGiven) return `${plural(total, 'school')} priced for you; no budget given to compare.`
  const parts = [
    `${String(counts.within)} of ${plural(total, 'school')} within your budget (${budget.label})`,
  ]
  if (counts['financial-reach'] > 0) {
    parts.push(`${String(counts['financial-reach'])} a financial reach`)
  }
  if (counts.depends > 0) parts.push(`${String(counts.depends)} depending on your home state`)
  if (counts['unknown-price'] > 0)
    parts.push(`${String(counts['unknown-price'])} with no price reported`)
  return `${parts.join('; ')}.`
}

function affordabilityAdvice(
  total: number,
  counts: Record<AffordabilityVerdict, number>,
  budgetGiven: boolean,
): Advice[] {
  if (total === 0) return []
  const advice: Advice[] = []
  if (!budgetGiven) {
    advice.push({
      tone: 'info',
      text: 'Add a budget in the quiz to see which schools you can afford.',
    })
    return advice
  }
  if (counts.within === 0) {
    advice.push({ tone: 'warning', text: 'No school on your list fits your budget yet.' })
  }
  if (counts['financial-reach'] > 0) {
    advice.push({
      tone: 'warning',
      text: `${plural(counts['financial-reach'], 'school costs', 'schools cost')} more than your budget. Their net price calculators estimate what your family would pay; many schools give more aid than the average.`,
    })
  }
  if (counts.depends > 0) {
    advice.push({
      tone: 'info',
      text: 'Add your home state in your match settings: public universities charge less to students from their own state.',
    })
  }
  if (counts['unknown-price'] > 0) {
    advice.push({
      tone: 'info',
      text: `${plural(counts['unknown-price'], 'school reports', 'schools report')} no price: use the net price calculator.`,
    })
  }
  return advice
}

/** Affordability of the student's schools. */
export function affordabilityReport(input: AnalyticsInput): Affordability {
  return affordability(
    studentSchools(input.list, input.otherSchools),
    input.answers,
    input.settings,
  )
}
