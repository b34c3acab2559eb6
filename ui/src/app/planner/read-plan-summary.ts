import type { DataClient } from '../../data/data-client.ts'
import type { NextSummary } from '../../logic/planner/agenda.ts'
import { deviceZone, intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import { planSummary } from '../../logic/planner/summary.ts'
import { dateInZone } from '../../logic/planner/zone.ts'

/** The student's stored plan, summed up for today in the student's planner zone. */
export async function readPlanSummary(data: DataClient): Promise<NextSummary | null> {
  const plan = await data.planner.load()
  const today = dateInZone(Date.now(), plan.settings?.timezone ?? deviceZone(), intlOffsetAt)
  return planSummary(plan, today)
}
