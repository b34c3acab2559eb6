/**
 * The dashboard's "what's next" from a stored plan: the weekly agenda's first few items, with the
 * counts of what is late and due this week. A student with no application has no plan yet (null).
 */
import { weeklyAgenda, whatsNext, type NextSummary } from './agenda.ts'
import { aidTimeline } from './aid.ts'
import { todayOf, type StudentClock } from './deadline-day.ts'
import type { PlannerData } from './model.ts'

export function planSummary(
  plan: Pick<PlannerData, 'applications' | 'tasks' | 'aidDates'>,
  clock: StudentClock,
): NextSummary | null {
  if (plan.applications.length === 0) return null
  const aid = aidTimeline(plan.aidDates, plan.applications, todayOf(clock))
  return whatsNext(weeklyAgenda({ applications: plan.applications, tasks: plan.tasks, aid }, clock))
}
