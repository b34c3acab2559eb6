import PocketBase from 'pocketbase'

/**
 * The one PocketBase client of the page. The site serves the API on its own origin (proxied in
 * development, served by PocketBase in production), so the default base URL is the page's origin;
 * `PUBLIC_PB_URL` overrides it.
 */
export function createPocketBase(baseUrl?: string): PocketBase {
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env
  const url =
    baseUrl ?? env?.PUBLIC_PB_URL ?? (typeof window === 'undefined' ? '' : window.location.origin)
  const pb = new PocketBase(url)
  pb.autoCancellation(false)
  return pb
}
