// Sign-in and sign-up sentences, apart from errors.ts so pages without auth forms do not ship them.
import { describeError, isDataError } from './errors.ts'

export const GOOGLE_NOT_CONFIGURED = 'Google sign-in is not configured on this server.'

/**
 * The sentence for a failed sign-in or sign-up (specification section 8): the Google popup's
 * messages name the action the student was taking.
 */
export function describeAuthError(error: unknown, action: 'sign-in' | 'sign-up'): string {
  const verb = action === 'sign-in' ? 'sign in' : 'sign up'
  if (isDataError(error)) {
    if (error.kind === 'popup-blocked')
      return `Please allow popups for this site to ${verb} with Google`
    if (error.kind === 'cancelled')
      return action === 'sign-in' ? 'Sign in was cancelled' : 'Sign up was cancelled'
    if (error.kind === 'not-configured') return GOOGLE_NOT_CONFIGURED
    if (error.kind === 'rate-limited')
      return `Too many attempts to ${verb}. Please wait a minute and try again.`
  }
  return describeError(error)
}
