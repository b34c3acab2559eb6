import type { DataClientOptions } from './data-client.ts'
import { onFirstCall } from './lazy.ts'
import type { RestClient } from './rest.ts'
import { signedInAuth } from './signed-in-auth.ts'
import { verbContext } from './verbs/context.ts'
import { listVerbs } from './verbs/list.ts'

/**
 * The data layer as /planner composes it (docs/adr/0048-planner-page-loads-by-section.md): the
 * session, My List and the planner's calls, which the page reads when it opens, and signing in
 * (never needed on a signed-in page) only if called. The page does not carry the other domains'
 * code (the profile's checks, the quiz, the catalogue). The verbs are the ones `createDataClient`
 * composes, so the full `DataClient` serves it in tests and stories.
 */
export function createPlannerDataClient(pb: RestClient, options: DataClientOptions = {}) {
  const ctx = verbContext(pb)
  return {
    auth: signedInAuth(ctx, options),
    list: listVerbs(ctx),
    // The calls themselves, as analytics-client.ts composes them: composing plannerVerbs here too
    // would split it out of data-client's chunk, a file more on every other signed-in page.
    planner: onFirstCall(() => import('./verbs/planner-calls.ts').then((m) => m.plannerCalls(ctx))),
  }
}

export type PlannerDataClient = ReturnType<typeof createPlannerDataClient>
