/**
 * The cost of applying: each application's fee (the student's own figure, else the catalogue's
 * 2021-22 fee, labelled), minus granted waivers, plus the CSS Profile and official score reports
 * where the student marks them, with a running total in deadline order. An unknown figure is
 * never counted as 0: it is named as not counted.
 */
import { AID_CALENDAR } from '../cycle/aid-calendar.ts'
import { sourceLine } from '../cycle/sources.ts'
import { dayNumber, isIsoDate } from '../planner/calendar-date.ts'
import type { Application } from '../planner/model.ts'
import type { ApplicationEntries, ScoreSends } from './entries.ts'
import type { University } from '../university.ts'
import { listInWords, money, plural } from './words.ts'
import { catalogueOf, entriesFor, type AnalyticsInput } from './report-input.ts'

/**
 * The CSS Profile's fees and fee waiver for this cycle, from the reviewed aid calendar (ADR 0071),
 * with their source in words.
 */
export const CSS_PROFILE_FEES = {
  ...AID_CALENDAR.cssProfile.fees,
  waiver: AID_CALENDAR.cssProfile.feeWaiver,
  aidYear: AID_CALENDAR.aidYear,
  source: sourceLine(AID_CALENDAR.cssProfile.source, AID_CALENDAR.cycle),
  url: AID_CALENDAR.cssProfile.source.url,
}

export type CostApplication = Pick<
  Application,
  'id' | 'status' | 'fee' | 'fee_waiver' | 'css_profile_required' | 'deadline_date'
> &
  ScoreSends & {
    schoolName: string
    /** The catalogue's application fee (IPEDS IC2021, 2021-22); 0 is a reported "no fee". */
    catalogueFee: number | null
  }

export type FeeSource = 'yours' | 'catalogue' | 'unknown'

export type CostRow = {
  id: string
  schoolName: string
  /** The application fee counted; null when neither the student nor the catalogue knows it. */
  fee: number | null
  feeSource: FeeSource
  /** "$75 (your figure)", "$80 (catalogue, 2021-22)", "No fee (catalogue, 2021-22)", "Unknown". */
  feeText: string
  /** granted: subtracted; pending: requested or to request, counted until granted. */
  waiver: 'granted' | 'pending' | 'none'
  /** What the granted waiver takes off (0 otherwise). */
  waived: number
  /** The CSS Profile report for this school; null when not marked. */
  css: number | null
  /** Score reports; null when not marked or their cost is not entered (see `scoreSendsUnknown`). */
  scoreSends: number | null
  scoreSendsUnknown: boolean
  /** This school's cost as counted. */
  subtotal: number
  /** The total of this row and every row above it. */
  runningTotal: number
}

export type ApplyingCost = {
  rows: CostRow[]
  totals: {
    fees: number
    waived: number
    css: number
    scoreSends: number
    /** fees - waived + css + scoreSends: the last row's running total. */
    total: number
    /** Fees still counted that a requested (or planned) waiver would take off. */
    pendingWaivers: number
  }
  /** What is not counted because it is not known, in words. */
  notCounted: string[]
  cssWaiver: boolean
  summary: string
}

function byDeadline(a: CostApplication, b: CostApplication): number {
  const da = isIsoDate(a.deadline_date) ? dayNumber(a.deadline_date) : Infinity
  const db = isIsoDate(b.deadline_date) ? dayNumber(b.deadline_date) : Infinity
  if (da !== db) return da - db
  if (a.schoolName !== b.schoolName) return a.schoolName < b.schoolName ? -1 : 1
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0
}

function feeWords(fee: number | null, source: FeeSource): string {
  if (fee === null) return 'Unknown'
  const amount = fee === 0 ? 'No fee' : money(fee)
  return source === 'yours' ? `${amount} (your figure)` : `${amount} (catalogue, 2021-22)`
}

/** The cost of applying to every application, with a running total. */
export function applyingCost(
  applications: readonly CostApplication[],
  options: { cssWaiver: boolean },
): ApplyingCost {
  const ordered = [...applications].sort(byDeadline)
  const notCounted: string[] = []
  let running = 0
  let cssCount = 0
  const totals = { fees: 0, waived: 0, css: 0, scoreSends: 0, total: 0, pendingWaivers: 0 }
  const rows = ordered.map((app): CostRow => {
    const feeSource: FeeSource =
      app.fee !== null ? 'yours' : app.catalogueFee !== null ? 'catalogue' : 'unknown'
    const fee = app.fee ?? app.catalogueFee
    if (fee === null) notCounted.push(`the application fee for ${app.schoolName}`)
    const waiver =
      app.fee_waiver === 'granted'
        ? 'granted'
        : app.fee_waiver === 'requested' || app.fee_waiver === 'will_request'
          ? 'pending'
          : 'none'
    const waived = waiver === 'granted' ? (fee ?? 0) : 0
    if (waiver === 'pending') totals.pendingWaivers += fee ?? 0

    let css: number | null = null
    if (app.css_profile_required) {
      css = options.cssWaiver
        ? 0
        : cssCount === 0
          ? CSS_PROFILE_FEES.first
          : CSS_PROFILE_FEES.additional
      cssCount++
    }
    const scoreSendsUnknown = app.score_sends && app.score_send_fee === null
    if (scoreSendsUnknown) notCounted.push(`sending scores to ${app.schoolName}`)
    const scoreSends = app.score_sends ? app.score_send_fee : null

    const subtotal = (fee ?? 0) - waived + (css ?? 0) + (scoreSends ?? 0)
    running += subtotal
    totals.fees += fee ?? 0
    totals.waived += waived
    totals.css += css ?? 0
    totals.scoreSends += scoreSends ?? 0
    return {
      id: app.id,
      schoolName: app.schoolName,
      fee,
      feeSource,
      feeText: feeWords(fee, feeSource),
      waiver,
      waived,
      css,
      scoreSends,
      scoreSendsUnknown,
      subtotal,
      runningTotal: running,
    }
  })
  totals.total = running
  return {
    rows,
    totals,
    notCounted,
    cssWaiver: options.cssWaiver,
    summary: costSummary(rows.length, totals, notCounted),
  }
}

function costSummary(count: number, totals: ApplyingCost['totals'], notCounted: string[]): string {
  if (count === 0)
    return 'No applications yet: add them in your planner to see what applying costs.'
  const parts = [`${money(totals.fees)} in application fees`]
  if (totals.waived > 0) parts.push(`${money(totals.waived)} waived`)
  if (totals.css > 0) parts.push(`${money(totals.css)} for the CSS Profile`)
  if (totals.scoreSends > 0) parts.push(`${money(totals.scoreSends)} to send scores`)
  const pending =
    totals.pendingWaivers > 0
      ? ` Waivers you requested or plan to request would take off ${money(totals.pendingWaivers)} more.`
      : ''
  const missing =
    notCounted.length > 0 ? ` Not counted, not known yet: ${listInWords(notCounted)}.` : ''
  return `Applying to ${plural(count, 'school')} costs ${money(totals.total)} (${parts.join(', ')}).${pending}${missing}`
}

/** An application as the cost of applying reads it: what the student entered, the catalogue's fee. */
export function costApplication(
  app: Application,
  entries: ApplicationEntries,
  school: Pick<University, 'application_fee_2021_22'> | undefined,
): CostApplication {
  return {
    ...app,
    schoolName: app.school.name,
    css_profile_required: entries.css_profile_required,
    score_sends: entries.score_sends,
    score_send_fee: entries.score_send_fee,
    catalogueFee: school?.application_fee_2021_22 ?? null,
  }
}

/** The cost of applying to the student's applications, with what they entered. */
export function costReport(input: AnalyticsInput): ApplyingCost {
  const catalogue = catalogueOf(input)
  return applyingCost(
    input.applications.map((app) =>
      costApplication(app, entriesFor(input, app), catalogue.get(app.university)),
    ),
    { cssWaiver: input.entries.cssFeeWaiver },
  )
}
