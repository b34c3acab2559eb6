// Google sign-in pieces that need no SDK: the popup (opened straight from the click, before the
// SDK may have loaded) and whether the server has Google configured.
import { DataError } from './errors.ts'

/** The part of a popup window the Google flow uses (tests pass a stand-in). */
export type PopupWindow = Pick<Window, 'closed' | 'close'> & { location: { href: string } }

/** A centred popup for the provider's page; null when the browser blocks it. */
export function openCenteredPopup(): Window | null {
  const width = Math.min(520, window.innerWidth)
  const height = Math.min(680, window.innerHeight)
  const left = Math.round(window.screenX + (window.outerWidth - width) / 2)
  const top = Math.round(window.screenY + (window.outerHeight - height) / 2)
  return window.open(
    '',
    'google-sign-in',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  )
}

/** Opens the popup, or rejects as the specification's "popup blocked". */
export function openPopupOrFail(open: () => PopupWindow | null): PopupWindow {
  let popup: PopupWindow | null
  try {
    popup = open()
  } catch {
    popup = null
  }
  if (!popup) throw new DataError('popup-blocked', 'The browser blocked the sign-in popup.')
  return popup
}

/** Adds `prompt=select_account` so Google always asks which account to use. */
export function withAccountSelection(url: string): string {
  const parsed = new URL(url)
  parsed.searchParams.set('prompt', 'select_account')
  return parsed.toString()
}

/**
 * Whether this server has Google sign-in configured, from its public auth-methods endpoint (no
 * secret leaves the server).
 */
export async function googleAvailable(
  origin: string,
  request: typeof fetch = (...args) => fetch(...args),
): Promise<boolean> {
  let response: Response
  try {
    response = await request(`${origin}/api/collections/users/auth-methods`, {
      signal: AbortSignal.timeout(10_000),
    })
  } catch {
    throw new DataError('offline', "Can't reach the server.")
  }
  if (!response.ok) throw new DataError('server', 'The server had a problem.')
  const methods = (await response.json().catch(() => null)) as {
    oauth2?: { enabled?: boolean; providers?: { name?: string }[] }
  } | null
  return (
    methods?.oauth2?.enabled === true &&
    (methods.oauth2.providers ?? []).some((provider) => provider.name === 'google')
  )
}
