import type { DataClientOptions } from './data-client.ts'
import { onFirstCall } from './lazy.ts'
import type { RestClient } from './rest.ts'
import { signedInAuth } from './signed-in-auth.ts'
import { analyticsVerbs } from './verbs/analytics.ts'
import { verbContext } from './verbs/context.ts'
import { listVerbs } from './verbs/list.ts'

/**
 * The data layer as /analytics composes it (docs/adr/0052-analytics-within-budget.md): what the
 * page reads when it opens (the session, My List, the analytics entries, the plan) and, on their
 * first call, the essays (read when a report that counts them nears the screen), the catalogue (a
 * school no longer on My List) and signing in (never needed on a signed-in page). The page does
 * not carry the other domains' code (the profile's checks, the quiz, search ranking). The verbs
 * are the ones `createDataClient` composes, so the full `DataClient` serves it in tests and
 * stories.
 */
export function createAnalyticsDataClient(pb: RestClient, options: DataClientOptions = {}) {
  const ctx = verbContext(pb)
  return {
    auth: signedInAuth(ctx, options),
    list: listVerbs(ctx),
    analytics: analyticsVerbs(ctx),
    // The planner's calls themselves, loaded on their first call as verbs/planner.ts loads them:
    // composing plannerVerbs here too would split it out of data-client's chunk, a file more on
    // every other signed-in page.
    planner: onFirstCall(() => import('./verbs/planner-calls.ts').then((m) => m.plannerCalls(ctx))),
    essays: onFirstCall(() => import('./verbs/essays.ts').then((m) => m.essayVerbs(ctx))),
    universities: onFirstCall(() =>
      import('./verbs/universities.ts').then((m) => m.universityVerbs(ctx)),
    ),
  }
}

export type AnalyticsDataClient = ReturnType<typeof createAnalyticsDataClient>
