/**
 * What the supporter's page asks of the server, with one `fetch` each and no API client (the page
 * is public and holds to 15 KB, ADR 0081): the share's view, and a comment where allowed. The
 * token travels in the Authorization header to the one route, never in a URL (ADR 0080).
 */
import type { CommentInput } from '../logic/sharing/comment.ts'
import type { SharedComment, SharedView } from '../logic/sharing/view.ts'
import { DataError, errorFromResponse } from './errors.ts'
import { apiOrigin } from './records.ts'

const TIMEOUT_MS = 10_000

export type ShareRequestOptions = { baseUrl?: string; timeoutMs?: number }

async function request(
  token: string,
  init: { method: 'GET' | 'POST'; etag?: string | null; body?: unknown },
  { baseUrl = apiOrigin(), timeoutMs = TIMEOUT_MS }: ShareRequestOptions,
): Promise<Response> {
  try {
    return await fetch(`${baseUrl}/api/shared`, {
      method: init.method,
      headers: {
        authorization: `Share ${token}`,
        ...(init.etag ? { 'if-none-match': init.etag } : {}),
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      // The answer is the student's data: never kept by the browser's cache.
      cache: 'no-store',
      referrerPolicy: 'no-referrer',
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new DataError('timeout', 'The server took too long to answer.')
    throw new DataError('offline', "Can't reach the server.")
  }
}

async function failure(response: Response): Promise<DataError> {
  return errorFromResponse(response.status, await response.json().catch(() => null))
}

export type ShareRead =
  | { kind: 'view'; view: SharedView; etag: string | null }
  /** Nothing changed since the view with `etag`. */
  | { kind: 'unchanged' }

/**
 * The share's view. With the ETag of the view on screen, an unchanged plan answers `unchanged`
 * (and does not count as an opening). A link that does not work fails with `not-found`.
 */
export async function readShare(
  token: string,
  etag: string | null,
  options: ShareRequestOptions = {},
): Promise<ShareRead> {
  const response = await request(token, { method: 'GET', etag }, options)
  if (response.status === 304) return { kind: 'unchanged' }
  if (!response.ok) throw await failure(response)
  return {
    kind: 'view',
    view: (await response.json()) as SharedView,
    etag: response.headers.get('etag'),
  }
}

export type CommentSent =
  | { kind: 'posted'; comment: SharedComment }
  /** The essay changed since it was read and the passage is gone: read it again. */
  | { kind: 'changed'; message: string }

/** Leaves a comment; `invalid` names the fields, `forbidden` when the link allows none. */
export async function postComment(
  token: string,
  input: CommentInput,
  options: ShareRequestOptions = {},
): Promise<CommentSent> {
  const response = await request(token, { method: 'POST', body: input }, options)
  if (response.ok) return { kind: 'posted', comment: (await response.json()) as SharedComment }
  if (response.status === 409) {
    const body = (await response.json().catch(() => null)) as { message?: string } | null
    return { kind: 'changed', message: body?.message ?? 'The essay changed.' }
  }
  throw await failure(response)
}
