/**
 * This cycle's financial aid calendar, read from the reviewed data file aid-calendar.json (ADR
 * 0071): the FAFSA for the aid year these students enter college in, and the CSS Profile's
 * dates, fees and fee waiver. The planner's aid dates and analytics' cost of applying read it.
 * Imported whole, as application-rules.ts says why.
 */
import type { IsoDate } from '../planner/calendar-date.ts'
import calendar from './aid-calendar.json' with { type: 'json' }
import type { FactSource } from './sources.ts'

const { aidYear, cssProfile, cycle, fafsa, sources } = calendar

const SOURCES: Record<string, FactSource | undefined> = sources as Record<string, FactSource>

/** A fact's source by its id in the file (cycle.test.ts checks every cited id is a source). */
function source(id: string): FactSource {
  const found = SOURCES[id]
  if (!found) throw new Error(`aid-calendar.json cites "${id}", which is not one of its sources`)
  return found
}

/** A school whose CSS Profile is due before its Early Decision deadline, from its own aid page. */
export type CssBeforeEarlyDecision = {
  unitid: number
  school: string
  date: IsoDate
  source: FactSource
}

export const AID_CALENDAR = {
  /** The application cycle ("2026-27") and the aid year its students file for ("2027-28"). */
  cycle,
  aidYear,
  fafsa: {
    opensBy: fafsa.opensBy,
    federalDeadline: fafsa.federalDeadline,
    opensSource: source(fafsa.opensSource),
    /** Also the official list of state (and college) deadlines. */
    deadlineSource: source(fafsa.deadlineSource),
  },
  cssProfile: {
    opens: cssProfile.opens,
    fees: cssProfile.fees,
    feeWaiver: cssProfile.feeWaiver,
    source: source(cssProfile.source),
    beforeEarlyDecision: cssProfile.beforeEarlyDecision as CssBeforeEarlyDecision[],
  },
}
