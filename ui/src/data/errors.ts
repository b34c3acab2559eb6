/**
 * Our own error values: the data layer turns every SDK or network failure into one of these, so
 * components never see SDK error shapes or raw server text.
 */
export type DataErrorKind =
  | 'offline'
  | 'timeout'
  | 'unauthorized'
  | 'forbidden'
  | 'invalid'
  | 'not-found'
  | 'rate-limited'
  | 'cancelled'
  | 'popup-blocked'
  | 'not-configured'
  | 'server'

export class DataError extends Error {
  readonly kind: DataErrorKind
  /** For `invalid`: a message per field name. */
  readonly fields: Readonly<Record<string, string>>

  constructor(kind: DataErrorKind, message: string, fields: Record<string, string> = {}) {
    super(message)
    this.name = 'DataError'
    this.kind = kind
    this.fields = fields
  }
}

export function isDataError(error: unknown): error is DataError {
  return error instanceof DataError
}

/** A sentence a student can read for any failure; never raw JSON or a status code. */
export function describeError(error: unknown): string {
  if (!isDataError(error)) return 'Something went wrong. Please try again.'
  switch (error.kind) {
    case 'offline':
      return "Can't reach the server. Check your connection and try again."
    case 'timeout':
      return 'The server took too long to answer. Please try again.'
    case 'unauthorized':
      return 'Your session has ended. Please sign in again.'
    case 'forbidden':
      return "You don't have access to that."
    case 'invalid':
      return error.message
    case 'not-found':
      return "We couldn't find that. It may have been removed."
    case 'rate-limited':
      return 'Too many attempts. Please wait a minute and try again.'
    case 'cancelled':
      return 'The request was cancelled.'
    case 'popup-blocked':
      return 'Please allow popups for this site.'
    case 'not-configured':
      return GOOGLE_NOT_CONFIGURED
    case 'server':
      return 'The server had a problem. Please try again in a moment.'
  }
}

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
    if (error.kind === 'rate-limited')
      return `Too many attempts to ${verb}. Please wait a minute and try again.`
  }
  return describeError(error)
}
