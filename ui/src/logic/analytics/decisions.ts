/**
 * Decisions: the schools that admitted the student, their aid offers compared honestly
 * (logic/offers/compare.ts: net price from gift aid only, loans as debt with their repayment,
 * flags with their reasons), the student's own awarded scholarships counted as outside aid, and
 * each school's average net price from the catalogue with its year.
 */
import type { Application } from '../planner/model.ts'
import { compareOffers, type OfferComparison } from '../offers/compare.ts'
import { catalogueOf, entriesFor, type AnalyticsInput } from './report-input.ts'

/**
 * The admitted applications' offers side by side, each school's average net price read by
 * `averageOf` (its university id): /analytics reads its catalogue, a shared link its own rows.
 */
export function offersOf(
  input: Pick<AnalyticsInput, 'applications' | 'entries'>,
  averageOf: (university: string) => number | null,
): OfferComparison {
  return compareOffers(
    input.applications
      .filter((app: Application) => app.status === 'admitted')
      .map((app) => ({
        id: app.id,
        schoolName: app.school.name,
        offer: entriesFor(input, app).aid_offer,
        averageNetPrice: averageOf(app.university),
      })),
    input.entries.outsideAwards,
  )
}

/** The student's admitted schools side by side, with their aid offers. */
export function decisionsReport(input: AnalyticsInput): OfferComparison {
  const catalogue = catalogueOf(input)
  return offersOf(input, (id) => catalogue.get(id)?.avg_net_price_2020_21 ?? null)
}
