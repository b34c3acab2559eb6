/**
 * Decisions: the schools that admitted the student, side by side: the net cost of each aid offer
 * the student entered (cost of attendance minus grants and scholarships), what is left once loans
 * and work-study are used, and the data the product has on each school, with its year.
 */
import type { MatchUniversity } from '../matching/fields.ts'
import { studentPrices, type Price } from '../matching/prices.ts'
import type { MatchSettings } from '../matching/settings.ts'
import type { Application } from '../planner/model.ts'
import { hasOffer, leftToPay, netCost, type AidOffer } from './entries.ts'
import { grouped, money, plural, shareInWords } from './words.ts'
import { catalogueOf, entriesFor, type AnalyticsInput } from './report-input.ts'

export type DecisionSchool = MatchUniversity

export type DecisionInput = Pick<Application, 'id' | 'status'> & {
  schoolName: string
  offer: AidOffer
  /** The catalogue's row; null when the school is no longer in the catalogue. */
  school: DecisionSchool | null
}

export type DecisionRow = {
  id: string
  schoolName: string
  offer: AidOffer
  hasOffer: boolean
  /** Cost of attendance minus grants and scholarships; null without a cost of attendance. */
  netCost: number | null
  /** Net cost minus loans and work-study. */
  leftToPay: number | null
  /** The price the product estimated for this student (matching's price, with its label and year). */
  estimate: Price[]
  /** "$4,200 less than the estimate (average net price 2020-21)", or null. */
  versusEstimate: string | null
  /** Facts from the catalogue, each with its year. */
  facts: { label: string; value: string }[]
}

export type Decisions = {
  /** Lowest net cost first; admitted schools without an offer last. */
  rows: DecisionRow[]
  /** Admitted schools whose offer is not entered yet. */
  waiting: number
  summary: string
}

function factsOf(school: DecisionSchool | null): DecisionRow['facts'] {
  if (!school) return [{ label: 'Catalogue', value: 'No longer in the catalogue' }]
  const earnings = school.median_earnings_10yr
  return [
    {
      label: 'Average net price (2020-21)',
      value:
        school.avg_net_price_2020_21 === null
          ? 'Not reported'
          : money(school.avg_net_price_2020_21),
    },
    {
      label: 'Finish within 6 years (College Scorecard)',
      value:
        school.grad_rate_150pct === null ? 'Not reported' : shareInWords(school.grad_rate_150pct),
    },
    {
      label: 'Median earnings 10 years after entry (College Scorecard)',
      value: earnings === null ? 'Not reported' : money(earnings),
    },
    {
      label: 'Undergraduates (fall 2022)',
      value:
        school.undergrad_enrollment === null
          ? 'Not reported'
          : grouped(school.undergrad_enrollment),
    },
  ]
}

/** The admitted schools side by side, from the offers the student entered. */
export function decisions(
  applications: readonly DecisionInput[],
  settings: MatchSettings,
): Decisions {
  const admitted = applications.filter((app) => app.status === 'admitted')
  const rows = admitted.map((app): DecisionRow => {
    const prices = app.school
      ? studentPrices(app.school, settings.homeState)
      : { kind: 'none' as const }
    const estimate =
      prices.kind === 'both'
        ? [prices.inState, prices.outOfState]
        : prices.kind === 'one'
          ? [prices.price]
          : []
    const net = netCost(app.offer)
    const reference = estimate[estimate.length - 1]
    const versusEstimate =
      net === null || !reference
        ? null
        : net === reference.amount
          ? `the same as the estimate (${reference.label})`
          : `${money(Math.abs(net - reference.amount))} ${net < reference.amount ? 'less' : 'more'} than the estimate (${reference.label})`
    return {
      id: app.id,
      schoolName: app.schoolName,
      offer: app.offer,
      hasOffer: hasOffer(app.offer),
      netCost: net,
      leftToPay: leftToPay(app.offer),
      estimate,
      versusEstimate,
      facts: factsOf(app.school),
    }
  })
  rows.sort(
    (a, b) =>
      (a.netCost ?? Infinity) - (b.netCost ?? Infinity) ||
      (a.schoolName < b.schoolName ? -1 : a.schoolName > b.schoolName ? 1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  const waiting = rows.filter((row) => row.netCost === null).length
  return { rows, waiting, summary: decisionsSummary(rows, waiting) }
}

function decisionsSummary(rows: readonly DecisionRow[], waiting: number): string {
  if (rows.length === 0) {
    return 'No admissions yet: when a school admits you, mark it admitted in your planner and enter its aid offer here.'
  }
  const priced = rows.filter((row) => row.netCost !== null)
  const first = priced[0]
  const lowest =
    first && first.netCost !== null
      ? ` Lowest net cost: ${first.schoolName}, ${money(first.netCost)} a year.`
      : ''
  const missing = waiting > 0 ? ` ${plural(waiting, 'offer')} not entered yet.` : ''
  return `${plural(rows.length, 'school')} admitted you.${lowest}${missing}`
}

/** The student's decided applications side by side, with their aid offers. */
export function decisionsReport(input: AnalyticsInput): Decisions {
  const catalogue = catalogueOf(input)
  return decisions(
    input.applications.map((app) => ({
      id: app.id,
      status: app.status,
      schoolName: app.school.name,
      offer: entriesFor(input, app),
      school: catalogue.get(app.university) ?? null,
    })),
    input.settings,
  )
}
