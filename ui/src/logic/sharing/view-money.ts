/**
 * The money part of a supporter's view (docs/adr/0080-shared-links.md): the cost of applying and
 * the aid offers, as /analytics counts them, said in the third person.
 */
import { applyingCost, costApplication, type ApplyingCost } from '../analytics/costs.ts'
import { offersOf } from '../analytics/decisions.ts'
import { entriesFor } from '../analytics/report-input.ts'
import { listInWords, money, plural } from '../analytics/words.ts'
import { AVERAGE_NET_PRICE_LABEL, type OfferComparison } from '../offers/compare.ts'
import { firstName, type SharedMoney, type ShareViewInput } from './view.ts'

/**
 * Costs and financial aid: the cost of applying (fees, waivers, the CSS Profile, score reports)
 * and the admitted schools' aid offers, as /analytics counts them. One function, so the parts a
 * student adds after submitting (portals, scholarships) join it here.
 */
export function moneySection(input: ShareViewInput): SharedMoney {
  const cost = applyingCost(
    input.applications.map((app) =>
      costApplication(app, entriesFor(input, app), input.schools[app.university]),
    ),
    { cssWaiver: input.entries.cssFeeWaiver },
  )
  const offers = offersOf(input, (id) => input.schools[id]?.avg_net_price_2020_21 ?? null)
  const perYear = (amount: number | null) =>
    amount === null ? 'Offer not entered yet' : `${money(amount)} a year`
  return {
    cost: {
      summary: costInWords(cost),
      total: money(cost.totals.total),
      rows: cost.rows.map((row) => ({
        school: row.schoolName,
        // Analytics says "your figure" to the student; here it is the student's.
        fee:
          row.feeSource === 'yours' && row.fee !== null
            ? `${row.fee === 0 ? 'No fee' : money(row.fee)} (${firstName(input.studentName)}’s figure)`
            : row.feeText,
        waiver:
          row.waiver === 'granted'
            ? 'Waiver granted'
            : row.waiver === 'pending'
              ? 'Waiver requested'
              : '',
        subtotal: money(row.subtotal),
        runningTotal: money(row.runningTotal),
      })),
    },
    offers: {
      summary: offersInWords(offers),
      rows: offers.columns.map((column) => ({
        school: column.schoolName,
        netPrice: perYear(column.netAfterOutside),
        borrowed: !column.entered ? '' : column.borrowed === 0 ? 'None' : perYear(column.borrowed),
        average: `${AVERAGE_NET_PRICE_LABEL}: ${column.averageNetPrice}`,
        flags: column.flags.map((flag) => flag.words),
      })),
    },
  }
}

// Analytics' own summaries speak to the student ("waivers you requested"); a supporter reads
// the same figures in the third person.
function costInWords(cost: ApplyingCost): string {
  if (cost.rows.length === 0) return 'No applications yet.'
  const { total, waived, pendingWaivers } = cost.totals
  const parts = [`Applying to ${plural(cost.rows.length, 'school')} costs ${money(total)}`]
  if (waived > 0) parts.push(`after ${money(waived)} in fee waivers`)
  const pending =
    pendingWaivers > 0
      ? ` Waivers requested or planned would take off ${money(pendingWaivers)}.`
      : ''
  const missing =
    cost.notCounted.length > 0
      ? ` Not counted, not known yet: ${listInWords(cost.notCounted)}.`
      : ''
  return `${parts.join(', ')}.${pending}${missing}`
}

function offersInWords(offers: OfferComparison): string {
  if (offers.columns.length === 0) return 'No admissions yet.'
  const priced = offers.columns.find((column) => column.netAfterOutside !== null)
  const lowest =
    priced && priced.netAfterOutside !== null
      ? ` Lowest net price: ${priced.schoolName}, ${money(priced.netAfterOutside)} a year after grants and scholarships; loans are not counted as aid.`
      : ''
  const waiting = offers.columns.filter((column) => !column.entered).length
  const missing = waiting > 0 ? ` ${plural(waiting, 'offer')} not entered yet.` : ''
  return `Admitted to ${plural(offers.columns.length, 'school')}.${lowest}${missing}`
}
