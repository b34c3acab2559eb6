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

/** The planner's and the essays' verbs (data.planner.load, data.essays.library). */
export function dataSources(data: DataClient): AnalyticsSources {
  const verbs = data as DataClient & SiblingVerbs
  return {
    plan: async () => {
      if (!verbs.planner) return { applications: [], tasks: [], recommenders: [], timezone: null }
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
