// The Google sign-in popup, without the SDK: the lazy data client (lazy-data-client.ts) opens it
// straight from the click, before the SDK has loaded, and hands it to the real client.

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

/** The part of a popup window the Google flow uses (tests pass a stand-in). */
export type PopupWindow = Pick<Window, 'closed' | 'close'> & { location: { href: string } }
