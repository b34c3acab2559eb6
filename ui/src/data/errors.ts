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
    case 'not-configured':
      // Only Google sign-in raises these; auth-errors.ts has their sentences.
      return 'Something went wrong. Please try again.'
    case 'server':
      return 'The server had a problem. Please try again in a moment.'
  }
}
