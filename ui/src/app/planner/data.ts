import type { PlannerDataClient } from '../../data/planner-client.ts'
import { pageDataClient } from '../shared/page-data.ts'

/**
 * What the planner page asks of the backend: the session, My List and the plan's verbs. Tests and
 * stories pass the in-memory DataClient, which has them all.
 */
export type PlannerPageData = PlannerDataClient

/** The page's own composition of the data layer (data/planner-client.ts), loaded on first need. */
export const plannerPage = pageDataClient(async () => {
  const [{ createPocketBase }, { createPlannerDataClient }] = await Promise.all([
    import('../../data/client.ts'),
    import('../../data/planner-client.ts'),
  ])
  return createPlannerDataClient(createPocketBase())
})
