import type { RestClient } from './rest.ts'
import { accountVerbs } from './verbs/account.ts'
import { analyticsVerbs } from './verbs/analytics.ts'
import { authVerbs, type AuthOptions } from './verbs/auth.ts'
import { contactVerbs } from './verbs/contact.ts'
import { verbContext } from './verbs/context.ts'
import { essayVerbs } from './verbs/essays.ts'
import { listVerbs } from './verbs/list.ts'
import { plannerVerbs } from './verbs/planner.ts'
import { profileVerbs } from './verbs/profile.ts'
import { quizVerbs } from './verbs/quiz.ts'
import { shareVerbs } from './verbs/shares.ts'
import { storageVerbs } from './verbs/storage.ts'
import { universityVerbs } from './verbs/universities.ts'

export type DataClientOptions = AuthOptions

/**
 * The data layer over one PocketBase client: every domain's verbs (verbs/<domain>.ts), composed
 * once and used by every island (ADR 0079). Each verb rejects with a `DataError`, never an SDK
 * error. A new verb is written once in its domain's file, and the in-memory client in
 * ui/src/testing implements it for stories.
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
    universities: universityVerbs(ctx),
    account: accountVerbs(ctx),
    storage: storageVerbs(ctx),
    essays: essayVerbs(ctx),
    analytics: analyticsVerbs(ctx),
  }
}

/** Everything the islands may ask of the backend, as domain verbs. */
export type DataClient = ReturnType<typeof createDataClient>
export type { SessionCheck } from './verbs/auth.ts'
