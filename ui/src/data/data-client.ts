import { onFirstCall } from './lazy.ts'
import type { RestClient } from './rest.ts'
import { authVerbs, type AuthOptions } from './verbs/auth.ts'
import { contactVerbs } from './verbs/contact.ts'
import { verbContext } from './verbs/context.ts'
import { listVerbs } from './verbs/list.ts'
import { plannerVerbs } from './verbs/planner.ts'
import { profileVerbs } from './verbs/profile.ts'
import { quizVerbs } from './verbs/quiz.ts'
import { shareVerbs } from './verbs/shares.ts'

export type DataClientOptions = AuthOptions

/**
 * The data layer over one PocketBase client: every domain's verbs (verbs/<domain>.ts). Each verb
 * rejects with a `DataError`, never an SDK error. A new verb is written once in its domain's file;
 * the lazy client (lazy.ts) forwards it without a list, and the in-memory client in ui/src/testing
 * implements it for stories.
 */
export function createDataClient(pb: RestClient, options: DataClientOptions = {}) {
  const ctx = verbContext(pb)
  return {
    auth: authVerbs(ctx, options),
    profile: profileVerbs(ctx),
    quiz: quizVerbs(ctx),
    list: listVerbs(ctx),
    contact: contactVerbs(ctx),
    planner: plannerVerbs(ctx),
    shares: shareVerbs(ctx),
    // Domains a page calls only after the student acts (the catalogue's search, popular schools
    // and matching projection; the account's export and deletion) or only on one page: they load
    // on their first call, so no page carries them in its first load. Only /essays writes essays
    // (with its own composition, essays-client.ts); the analytics entries are in /analytics' own
    // composition alone (analytics-client.ts).
    universities: onFirstCall(() =>
      import('./verbs/universities.ts').then((m) => m.universityVerbs(ctx)),
    ),
    account: onFirstCall(() => import('./verbs/account.ts').then((m) => m.accountVerbs(ctx))),
    storage: onFirstCall(() => import('./verbs/storage.ts').then((m) => m.storageVerbs(ctx))),
    essays: onFirstCall(() => import('./verbs/essays.ts').then((m) => m.essayVerbs(ctx))),
  }
}

/** Everything the islands may ask of the backend, as domain verbs. */
export type DataClient = ReturnType<typeof createDataClient>
export type { SessionCheck } from './verbs/auth.ts'
