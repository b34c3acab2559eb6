/**
 * Sending a contact message with one `fetch`: /contact works with a page script of a few kilobytes
 * (ADR 0040), and this one request needs no session and no API client. The signed-in data client
 * sends through the same function.
 */
import { DataError, errorFromResponse } from './errors.ts'
import { apiOrigin } from './records.ts'
import type { ContactInput } from '../logic/domain.ts'

/** A message must not be lost to a hung request: it fails after this, and the form keeps it. */
const SEND_TIMEOUT_MS = 10_000

export type SendOptions = {
  /** The API's origin (default: the page's, or PUBLIC_PB_URL). */
  baseUrl?: string
  /** How long to wait for the server before failing with `timeout`. */
  timeoutMs?: number
}

/**
 * Stores a message in `contact_messages` (trimmed, as the server also does). Fails with a
 * DataError: `offline`, `timeout`, `invalid` (with a message per field), `rate-limited`, `server`.
 */
export async function sendContactMessage(
  input: ContactInput,
  { baseUrl = apiOrigin(), timeoutMs = SEND_TIMEOUT_MS }: SendOptions = {},
): Promise<void> {
  let response: Response
  try {
    response = await fetch(`${baseUrl}/api/collections/contact_messages/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: input.name.trim(),
        email: input.email.trim(),
        subject: input.subject,
        message: input.message.trim(),
      }),
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new DataError('timeout', 'The server took too long to answer.')
    throw new DataError('offline', "Can't reach the server.")
  }
  if (response.ok) return
  const body: unknown = await response.json().catch(() => null)
  throw errorFromResponse(response.status, body)
}
