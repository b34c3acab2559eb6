/**
 * The dashboard's "what's next" from a stored plan: the weekly agenda's first few items, with the
 * counts of what is late and due this week. A student with no application has no plan yet (null).
 */
import { weeklyAgenda, whatsNext, type NextSummary } from './agenda.ts'
import { aidTimeline } from './aid.ts'
import { todayOf, type StudentClock } from './deadline-day.ts'
import type { PlannerData } from './planner-data.ts'

export function planSummary(
  plan: Pick<PlannerData, 'applications' | 'tasks' | 'aidDates'> &
    Partial<Pick<PlannerData, 'portals' | 'interviews' | 'recommenders'>>,
  clock: StudentClock,
): NextSummary | null {
  if (plan.applications.length === 0) return null
  const aid = aidTimeline(plan.aidDates, plan.applications, todayOf(clock))
  // The plan's after-submit records (portals, interviews, recommenders) ride along.
  return whatsNext(weeklyAgenda({ ...plan, aid }, clock))
}
