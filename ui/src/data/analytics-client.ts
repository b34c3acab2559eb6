import type { DataClientOptions } from './data-client.ts'
import { createEssaysDataClient } from './essays-client.ts'
import { onFirstCall } from './lazy.ts'
import type { RestClient } from './rest.ts'
import { analyticsVerbs } from './verbs/analytics.ts'
import { verbContext } from './verbs/context.ts'

/**
 * The data layer as /analytics composes it (docs/adr/0052-analytics-within-budget.md): the essays
 * page's composition (the session, the essays that readiness and the workload read, My List and
 * the catalogue on their first call, signing in only if called) and the page's own, the analytics
 * entries and the plan. The page does not carry the other domains' code (the profile's checks,
 * the quiz, search ranking). The verbs are the ones `createDataClient` composes, so the full
 * `DataClient` serves it in tests and stories.
 */
export function createAnalyticsDataClient(pb: RestClient, options: DataClientOptions = {}) {
  const ctx = verbContext(pb)
  return {
    ...createEssaysDataClient(pb, options),
    analytics: analyticsVerbs(ctx),
    // The planner's calls themselves, loaded on their first call as verbs/planner.ts loads them:
    // composing plannerVerbs here too would split it out of data-client's chunk, a file more
    // (about 300 B) on every other signed-in page.
    planner: onFirstCall(() => import('./verbs/planner-calls.ts').then((m) => m.plannerCalls(ctx))),
  }
}

export type AnalyticsDataClient = ReturnType<typeof createAnalyticsDataClient>
