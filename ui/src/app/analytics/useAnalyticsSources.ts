import { useMemo } from 'react'
import type { DataClient } from '../../data/data-client.ts'
import type { Essay } from '../../logic/essays/essay.ts'
import type { Application, PlanTask, Recommender } from '../../logic/planner/model.ts'

/** What analytics reads from the planner: its records as the planner page shows them. */
export type PlanSnapshot = {
  applications: Application[]
  tasks: PlanTask[]
  recommenders: Recommender[]
  /** The student's zone from the planner settings; null before their first planner visit. */
  timezone: string | null
}

/**
 * Where analytics reads the planner's and the essays' records. One seam: the island takes these
 * (tests pass their own), and the page's are the planner's and the essays' own data verbs.
 */
export type AnalyticsSources = {
  plan: () => Promise<PlanSnapshot>
  /** Every essay, with the applications it is for (a personal statement: all on its platform). */
  essays: () => Promise<Essay[]>
}

type SiblingVerbs = {
  planner?: {
    load: () => Promise<Omit<PlanSnapshot, 'timezone'> & { settings: { timezone: string } | null }>
  }
  essays?: { library: () => Promise<{ essays: Essay[] }> }
}

/**
 * The adapter: the planner's and the essays' own verbs (data.planner.load, data.essays.library)
 * where the data client has them. INTERIM until both are merged here: without data.planner the
 * plan is read by analytics.plan (data/verbs/analytics-plan.ts); without data.essays there are no
 * essays to count (main's essays are not yet tied to applications). When both are on main, type
 * `verbs` as DataClient, drop SiblingVerbs, the fallbacks and analytics.plan.
 */
export function dataSources(data: DataClient): AnalyticsSources {
  const verbs = data as DataClient & SiblingVerbs
  return {
    plan: async () => {
      if (!verbs.planner) return data.analytics.plan()
      const plan = await verbs.planner.load()
      return {
        applications: plan.applications,
        tasks: plan.tasks,
        recommenders: plan.recommenders,
        timezone: plan.settings?.timezone ?? null,
      }
    },
    essays: async () => (verbs.essays ? (await verbs.essays.library()).essays : []),
  }
}

/** The sources the island reads: the ones given (tests), else the data client's. */
export function useAnalyticsSources(data: DataClient, given?: AnalyticsSources): AnalyticsSources {
  return useMemo(() => given ?? dataSources(data), [given, data])
}
