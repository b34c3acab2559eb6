import type { SignInInput, SignUpInput, Student } from '../../logic/domain.ts'
import { attempt, DataError, fieldDetails, toDataError } from '../errors.ts'
import {
  googleAvailable,
  openCenteredPopup,
  openPopupOrFail,
  withAccountSelection,
  type PopupWindow,
} from '../google.ts'
import type { UsersRecord } from '../pocketbase-types.ts'
import { writing, type VerbContext } from './context.ts'
import { sessionVerbs } from './session.ts'

export type { SessionCheck } from './session.ts'

export type AuthOptions = {
  /** Opens the (blank) Google popup; returns null when the browser blocks it. */
  openPopup?: () => PopupWindow | null
  /**
   * How long a closed popup may still deliver its result before the flow counts as cancelled:
   * PocketBase's redirect page closes the popup as it sends the code.
   */
  popupGraceMs?: number
}

const GOOGLE_REQUEST_KEY = 'google-oauth2'
const POPUP_POLL_MS = 250
const POPUP_GRACE_MS = 2_000
const EMAIL_TAKEN = 'An account with this email already exists.'
const WRONG_CREDENTIALS = 'Incorrect email or password.'
const RESET_LINK_INVALID = 'This link has expired or was already used. Ask for a new one.'

/** Addresses are stored lower-case (the server does the same): `Maya@x.com` is `maya@x.com`. */
function normalEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** A new password from the reset mail's link: the link's token and the password twice. */
export type PasswordResetInput = { token: string; password: string; passwordConfirm: string }

/** Signing in and up, with a password or Google: the sign-in and sign-up pages' verbs. */
export function signInVerbs(ctx: VerbContext, options: AuthOptions = {}) {
  const { pb } = ctx
  const users = () => pb.collection<UsersRecord>('users')
  const openPopup = options.openPopup ?? openCenteredPopup
  const popupGraceMs = options.popupGraceMs ?? POPUP_GRACE_MS

  const signIn = (input: SignInInput): Promise<Student> =>
    attempt(
      async () => {
        const auth = await users().authWithPassword(
          normalEmail(input.email),
          input.password,
          writing(),
        )
        return ctx.remember(auth.record)
      },
      // The same sentence for an unknown email and a wrong password.
      (error) => (error.kind === 'invalid' ? new DataError('invalid', WRONG_CREDENTIALS) : error),
    )

  return {
    signUp: (input: SignUpInput): Promise<Student> =>
      attempt(
        async () => {
          await users().create(
            {
              name: input.name.trim(),
              email: normalEmail(input.email),
              password: input.password,
              passwordConfirm: input.passwordConfirm,
            },
            writing(),
          )
          return signIn(input)
        },
        // PocketBase's "Value must be unique." on the email, as a sentence a student understands.
        (error, raw) =>
          fieldDetails(raw).email?.code === 'validation_not_unique'
            ? new DataError('invalid', EMAIL_TAKEN, { email: EMAIL_TAKEN })
            : error,
      ),
    signIn,
    /**
     * Google sign-in (and sign-up: the account is made on first use) in a popup with account
     * selection forced. Call it straight from a click, or pass a popup opened from the click.
     * Rejects with `popup-blocked`, `cancelled` (popup closed) or `not-configured`.
     */
    signInWithGoogle(popup?: PopupWindow): Promise<Student> {
      let window: PopupWindow
      try {
        window = popup ?? openPopupOrFail(openPopup)
      } catch (error) {
        return Promise.reject(toDataError(error))
      }
      // The SDK is loaded for this flow only (ADR 0032): its OAuth2 popup flow (realtime
      // subscription, redirect, code exchange) is the one part of the API the REST client leaves
      // out. It keeps its session in memory; the result is saved in the page's session store.
      let oauth: import('pocketbase').default | null = null
      let closedAt: number | null = null
      const watch = setInterval(() => {
        if (!window.closed) return
        closedAt ??= Date.now()
        if (Date.now() - closedAt >= popupGraceMs) oauth?.cancelRequest(GOOGLE_REQUEST_KEY)
      }, POPUP_POLL_MS)
      return attempt(
        async () => {
          const sdk = await import('pocketbase')
          oauth = new sdk.default(pb.baseURL, new sdk.BaseAuthStore())
          const auth = await oauth.collection<UsersRecord>('users').authWithOAuth2({
            provider: 'google',
            requestKey: GOOGLE_REQUEST_KEY,
            urlCallback: (url) => {
              window.location.href = withAccountSelection(url)
            },
          })
          pb.authStore.save(auth.token, auth.record)
          return ctx.remember(auth.record)
        },
        (error, raw) => {
          if (error.kind === 'cancelled')
            return new DataError('cancelled', 'Google sign-in was cancelled.')
          if (missingProvider(raw))
            return new DataError(
              'not-configured',
              'Google sign-in is not configured on this server.',
            )
          return error
        },
      ).finally(() => {
        clearInterval(watch)
        if (!window.closed) window.close()
      })
    },
    /** Whether this server has Google sign-in configured. */
    googleAvailable: (): Promise<boolean> => googleAvailable(ctx.origin),
    /** Sends the reset mail (the server answers the same whether or not the address exists). */
    requestPasswordReset: (email: string): Promise<void> =>
      attempt(async () => {
        await users().requestPasswordReset(normalEmail(email), writing())
      }),
    /** Sets the new password; an expired, used or made-up link is `invalid` on `token`. */
    confirmPasswordReset: ({
      token,
      password,
      passwordConfirm,
    }: PasswordResetInput): Promise<void> =>
      attempt(
        async () => {
          await users().confirmPasswordReset(token, password, passwordConfirm, writing())
        },
        (error) =>
          error.kind === 'invalid' && error.fields.token !== undefined
            ? new DataError('invalid', RESET_LINK_INVALID, { token: RESET_LINK_INVALID })
            : error,
      ),
    /**
     * Mails the signed-in student a link that proves their address (PocketBase's own
     * verification, to the site's /verify-email page; limited to 3 a minute per client).
     */
    requestVerification: (): Promise<void> =>
      attempt(async () => {
        ctx.userId()
        await pb.send('/api/collections/users/request-verification', {
          method: 'POST',
          body: { email: ctx.current()?.email },
          ...writing(),
        })
      }),
  }
}

/** Every auth verb: the session's (verbs/session.ts) and signing in and up. */
export function authVerbs(ctx: VerbContext, options: AuthOptions = {}) {
  return { ...sessionVerbs(ctx), ...signInVerbs(ctx, options) }
}

function missingProvider(raw: unknown): boolean {
  const cause =
    raw !== null && typeof raw === 'object'
      ? (raw as { originalError?: unknown }).originalError
      : null
  return cause instanceof Error && cause.message.startsWith('Missing or invalid provider')
}
