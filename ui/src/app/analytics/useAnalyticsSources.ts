import { useMemo } from 'react'
import type { Essay } from '../../logic/essays/essay.ts'
import type { Application, PlanTask, Recommender } from '../../logic/planner/model.ts'
import type { DataClient } from '../../data/data-client.ts'

type SourceData = Pick<DataClient, 'planner' | 'essays'>

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

/** The planner's and the essays' own verbs: data.planner.load and data.essays.library. */
export function dataSources(data: SourceData): AnalyticsSources {
  return {
    plan: async () => {
      const plan = await data.planner.load()
      return {
        applications: plan.applications,
        tasks: plan.tasks,
        recommenders: plan.recommenders,
        timezone: plan.settings?.timezone ?? null,
      }
    },
    essays: async () => (await data.essays.library()).essays,
  }
}

/** The sources the island reads: the ones given (tests), else the data client's. */
export function useAnalyticsSources(data: SourceData, given?: AnalyticsSources): AnalyticsSources {
  return useMemo(() => given ?? dataSources(data), [given, data])
}
