import type { DataClient } from '../../data/data-client.ts'
import type { NextSummary } from '../../logic/planner/agenda.ts'
import { deviceZone, intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import { planSummary } from '../../logic/planner/summary.ts'

/** The student's stored plan, summed up now, in the student's planner zone. */
export async function readPlanSummary(data: DataClient): Promise<NextSummary | null> {
  const plan = await data.planner.load()
  const zone = plan.settings?.timezone ?? deviceZone()
  return planSummary(plan, { now: Date.now(), zone, offsetAt: intlOffsetAt })
}
