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

/**
 * The adapter, and the one place that names where the records come from. INTERIM until
 * feat/planner-ui and feat/essays-ui are merged here: the plan is read by analytics.plan
 * (data/verbs/analytics-plan.ts) and there are no essays to count (main's essays are not yet tied
 * to applications). Then `plan` becomes data.planner.load() (its settings' timezone, null when
 * none) and `essays` data.essays.library() (its essays); analytics.plan goes. The data client is
 * not probed for those verbs: the page's lazy client answers every name.
 */
export function dataSources(data: DataClient): AnalyticsSources {
  return {
    plan: () => data.analytics.plan(),
    essays: () => Promise.resolve([]),
  }
}

/** The sources the island reads: the ones given (tests), else the data client's. */
export function useAnalyticsSources(data: DataClient, given?: AnalyticsSources): AnalyticsSources {
  return useMemo(() => given ?? dataSources(data), [given, data])
}
