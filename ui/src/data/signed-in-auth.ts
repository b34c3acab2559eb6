import type { SignInInput, SignUpInput } from '../logic/domain.ts'
import type { DataClientOptions } from './data-client.ts'
import type { PopupWindow } from './google.ts'
import { onFirstCall } from './lazy.ts'
import type { PasswordResetInput } from './verbs/auth.ts'
import type { VerbContext } from './verbs/context.ts'
import { sessionVerbs } from './verbs/session.ts'

/**
 * `auth` as a signed-in page's own composition has it (essays-client.ts, analytics-client.ts):
 * the session's verbs at once, and signing in, which such a page never needs up front, loaded
 * only if called. The same verbs as `createDataClient`'s `auth`.
 */
export function signedInAuth(ctx: VerbContext, options: DataClientOptions = {}) {
  const signing = onFirstCall(() =>
    import('./verbs/auth.ts').then((m) => m.signInVerbs(ctx, options)),
  )
  return {
    ...sessionVerbs(ctx),
    signUp: (input: SignUpInput) => signing.signUp(input),
    signIn: (input: SignInInput) => signing.signIn(input),
    signInWithGoogle: (popup?: PopupWindow) => signing.signInWithGoogle(popup),
    googleAvailable: () => signing.googleAvailable(),
    requestPasswordReset: (email: string) => signing.requestPasswordReset(email),
    confirmPasswordReset: (input: PasswordResetInput) => signing.confirmPasswordReset(input),
    requestVerification: () => signing.requestVerification(),
  }
}
