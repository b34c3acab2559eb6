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

/**
 * The error for an HTTP answer that is not a success: the status says the kind, and a 400's body
 * (PocketBase's `{ data: { field: { message } } }`) gives a message per field. Shared by the API client's
 * errors (`toDataError`) and the requests made without it (`contact.ts`).
 */
export function errorFromResponse(status: number, body: unknown): DataError {
  switch (status) {
    case 400: {
      const data =
        body !== null && typeof body === 'object' && 'data' in body && body.data !== null
          ? (body.data as Record<string, { message?: unknown } | null>)
          : {}
      const fields = Object.fromEntries(
        Object.entries(typeof data === 'object' ? data : {}).map(([field, detail]) => [
          field,
          typeof detail?.message === 'string' ? detail.message : 'Invalid value.',
        ]),
      )
      const first = Object.entries(fields)[0]
      return new DataError(
        'invalid',
        first ? `Please check ${first[0]}: ${first[1]}` : 'Please check what you entered.',
        fields,
      )
    }
    case 401:
      return new DataError('unauthorized', 'Please sign in again.')
    case 403:
      return new DataError('forbidden', 'Not allowed.')
    case 404:
      return new DataError('not-found', 'Not found.')
    case 429:
      return new DataError('rate-limited', 'Too many requests.')
    default:
      return new DataError('server', 'The server had a problem.')
  }
}

/** A failure worth trying again later (the outbox keeps the write); anything else is final. */
export function isTransient(error: unknown): boolean {
  const kind = isDataError(error) ? error.kind : 'offline'
  return kind === 'offline' || kind === 'timeout' || kind === 'server' || kind === 'rate-limited'
}

/**
 * What a failed request carries (rest.ts's ResponseError, or the SDK's ClientResponseError in the
 * Google flow), read by shape rather than by class, so this file loads neither client.
 */
type ResponseErrorShape = {
  status: number
  isAbort: boolean
  response: { data?: Record<string, { code?: string; message?: string } | undefined> }
  originalError?: unknown
}

function isResponseError(error: unknown): error is ResponseErrorShape {
  if (error === null || typeof error !== 'object') return false
  const shape = error as Partial<ResponseErrorShape>
  return (
    typeof shape.status === 'number' &&
    typeof shape.isAbort === 'boolean' &&
    typeof shape.response === 'object'
  )
}

function isTimeout(cause: unknown): boolean {
  return (cause instanceof Error || cause instanceof DOMException) && cause.name === 'TimeoutError'
}

/** The server's per-field details of a 400 (PocketBase's `data`), or an empty object. */
export function fieldDetails(error: unknown): Record<string, { code?: string; message?: string }> {
  if (!isResponseError(error) || error.status !== 400) return {}
  const details: Record<string, { code?: string; message?: string }> = {}
  for (const [field, detail] of Object.entries(error.response.data ?? {}))
    if (detail) details[field] = detail
  return details
}

/** Turns anything the API client or the network throws into a DataError. */
export function toDataError(error: unknown): DataError {
  if (error instanceof DataError) return error
  if (isResponseError(error)) {
    if (error.status === 0) {
      if (isTimeout(error.originalError))
        return new DataError('timeout', 'The server took too long to answer.')
      if (error.isAbort) return new DataError('cancelled', 'The request was cancelled.')
      return new DataError('offline', "Can't reach the server.")
    }
    return errorFromResponse(error.status, error.response)
  }
  if (isTimeout(error)) return new DataError('timeout', 'The server took too long to answer.')
  return new DataError('offline', "Can't reach the server.")
}

/**
 * For a verb whose `invalid` answer has one cause the student can act on: our own sentence for
 * that field, never the server's text. Other failures keep their kind.
 */
export function invalidAs(field: string, message: string): (error: DataError) => DataError {
  return (error) =>
    error.kind === 'invalid' ? new DataError('invalid', message, { [field]: message }) : error
}

/** Runs a server call; whatever it throws becomes a DataError, re-labelled by `relabel`. */
export async function attempt<T>(
  run: () => Promise<T>,
  relabel: (error: DataError, raw: unknown) => DataError = (error) => error,
): Promise<T> {
  try {
    return await run()
  } catch (raw) {
    throw relabel(toDataError(raw), raw)
  }
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
