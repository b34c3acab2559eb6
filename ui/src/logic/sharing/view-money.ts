/**
 * The money part of a supporter's view (docs/adr/0080-shared-links.md): the cost of applying and
 * the aid offers, as /analytics counts them, said in the third person.
 */
import { applyingCost, costApplication, type ApplyingCost } from '../analytics/costs.ts'
import { decisions, type Decisions } from '../analytics/decisions.ts'
import { entriesFor } from '../analytics/report-input.ts'
import { listInWords, money, plural } from '../analytics/words.ts'
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
  const offers = decisions(
    input.applications.map((app) => ({
      id: app.id,
      status: app.status,
      schoolName: app.school.name,
      offer: entriesFor(input, app),
      school: input.schools[app.university] ?? null,
    })),
    input.settings,
  )
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
      rows: offers.rows.map((row) => ({
        school: row.schoolName,
        netCost: perYear(row.netCost),
        leftToPay: perYear(row.leftToPay),
        versusEstimate: row.versusEstimate,
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

function offersInWords(offers: Decisions): string {
  if (offers.rows.length === 0) return 'No admissions yet.'
  const priced = offers.rows.find((row) => row.netCost !== null)
  const lowest =
    priced && priced.netCost !== null
      ? ` Lowest net cost: ${priced.schoolName}, ${money(priced.netCost)} a year.`
      : ''
  const missing = offers.waiting > 0 ? ` ${plural(offers.waiting, 'offer')} not entered yet.` : ''
  return `Admitted to ${plural(offers.rows.length, 'school')}.${lowest}${missing}`
}
