import type { RestClient } from './rest.ts'
import type { DataClientOptions } from './data-client.ts'
import { onFirstCall } from './lazy.ts'
import { signedInAuth } from './signed-in-auth.ts'
import { verbContext } from './verbs/context.ts'
import { essayVerbs } from './verbs/essays.ts'
import { storageVerbs } from './verbs/storage.ts'
import { shareVerbs } from './verbs/shares.ts'

/**
 * The data layer as /essays composes it (docs/adr/0049-essays-page.md): the session and the
 * essays at once; the catalogue and the student's list (read by the name guard) on their first
 * call, and signing in (never needed on a signed-in page) only if called. The page does not
 * carry the other domains' code (the quiz's questions, the profile's checks, search ranking),
 * which keeps it within the signed-in JavaScript budget. The verbs are the ones `createDataClient`
 * composes, so the full `DataClient` serves it in tests and stories.
 */
export function createEssaysDataClient(pb: RestClient, options: DataClientOptions = {}) {
  const ctx = verbContext(pb)
  return {
    auth: signedInAuth(ctx, options),
    essays: essayVerbs(ctx),
    storage: storageVerbs(ctx),
    // The comments supporters leave, shown beside an open essay (ADR 0082).
    shares: shareVerbs(ctx),
    universities: onFirstCall(() =>
      import('./verbs/universities.ts').then((m) => m.universityVerbs(ctx)),
    ),
    list: onFirstCall(() => import('./verbs/list.ts').then((m) => m.listVerbs(ctx))),
  }
}

export type EssaysDataClient = ReturnType<typeof createEssaysDataClient>
