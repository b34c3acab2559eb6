import type { RestClient } from './rest.ts'
import type { SignInInput, SignUpInput } from '../logic/domain.ts'
import type { DataClientOptions } from './data-client.ts'
import type { PopupWindow } from './google.ts'
import { onFirstCall } from './lazy.ts'
import { verbContext } from './verbs/context.ts'
import { essayVerbs } from './verbs/essays.ts'
import type { PasswordResetInput } from './verbs/auth.ts'
import { sessionVerbs } from './verbs/session.ts'

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
  const signing = onFirstCall(() =>
    import('./verbs/auth.ts').then((m) => m.signInVerbs(ctx, options)),
  )
  return {
    auth: {
      ...sessionVerbs(ctx),
      signUp: (input: SignUpInput) => signing.signUp(input),
      signIn: (input: SignInInput) => signing.signIn(input),
      signInWithGoogle: (popup?: PopupWindow) => signing.signInWithGoogle(popup),
      googleAvailable: () => signing.googleAvailable(),
      requestPasswordReset: (email: string) => signing.requestPasswordReset(email),
      confirmPasswordReset: (input: PasswordResetInput) => signing.confirmPasswordReset(input),
    },
    essays: essayVerbs(ctx),
    universities: onFirstCall(() =>
      import('./verbs/universities.ts').then((m) => m.universityVerbs(ctx)),
    ),
    list: onFirstCall(() => import('./verbs/list.ts').then((m) => m.listVerbs(ctx))),
  }
}

export type EssaysDataClient = ReturnType<typeof createEssaysDataClient>
