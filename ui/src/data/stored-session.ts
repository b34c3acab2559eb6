/**
 * The session as stored on this device by the PocketBase SDK, read without loading the SDK.
 *
 * The navbar is on every marketing page, where the JavaScript budget (75 KB gzip, ADR 0010) has no
 * room for the SDK next to React. It only needs "who is signed in" to draw itself, so it reads the
 * SDK's own stored session here; signing out and every other verb still go through `DataClient`
 * (loaded on demand). `stored-session.test.ts` checks this reader against the real SDK's store.
 */

/** The key under which the SDK's LocalAuthStore keeps the session (pocketbase 0.28). */
export const AUTH_STORAGE_KEY = 'pocketbase_auth'

export type StoredSession = {
  id: string
  name: string
  /** Full URL of the photo's thumbnail, or null when there is none. */
  avatarUrl: string | null
}

type StoredAuth = {
  token?: unknown
  record?: {
    id?: unknown
    collectionId?: unknown
    collectionName?: unknown
    name?: unknown
    avatar?: unknown
  } | null
}

/** The `exp` claim of a JWT in milliseconds, or null when the token cannot be read. */
function expiresAt(token: string): number | null {
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'))
    const exp = (JSON.parse(json) as { exp?: unknown }).exp
    return typeof exp === 'number' ? exp * 1000 : null
  } catch {
    return null
  }
}

/** Where the API is: the page's origin, or `PUBLIC_PB_URL`. */
export function apiOrigin(): string {
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env
  return (
    env?.PUBLIC_PB_URL ?? (typeof window === 'undefined' ? '' : window.location.origin)
  ).replace(/\/+$/, '')
}

/**
 * The SDK's stored copy of the student's `users` record, as last read from the server; null when
 * signed out, expired, unreadable or not a student.
 */
export function readStoredRecord(
  raw: string | null,
  now: number,
): (Record<string, unknown> & { id: string }) | null {
  if (!raw) return null
  let stored: StoredAuth | null
  try {
    stored = JSON.parse(raw) as StoredAuth | null
  } catch {
    return null
  }
  const token = stored?.token
  const record = stored?.record
  if (typeof token !== 'string' || record?.collectionName !== 'users') return null
  if (typeof record.id !== 'string') return null
  const exp = expiresAt(token)
  if (exp === null || exp <= now) return null
  return record as Record<string, unknown> & { id: string }
}

/** The URL of a stored record's photo thumbnail, as the SDK's `files.getURL` builds it; or null. */
export function storedAvatarUrl(
  record: Record<string, unknown> & { id: string },
  origin: string = apiOrigin(),
): string | null {
  const avatar = typeof record.avatar === 'string' && record.avatar !== '' ? record.avatar : null
  if (!avatar) return null
  const collection = typeof record.collectionId === 'string' ? record.collectionId : 'users'
  return `${origin}/api/files/${encodeURIComponent(collection)}/${encodeURIComponent(record.id)}/${encodeURIComponent(avatar)}?thumb=100x100`
}

/** Reads the stored session; null when signed out, expired, unreadable or not a student. */
export function readStoredSession(
  raw: string | null = typeof localStorage === 'undefined'
    ? null
    : localStorage.getItem(AUTH_STORAGE_KEY),
  now: number = Date.now(),
  origin: string = apiOrigin(),
): StoredSession | null {
  const record = readStoredRecord(raw, now)
  if (!record) return null
  return {
    id: record.id,
    name: typeof record.name === 'string' ? record.name : '',
    avatarUrl: storedAvatarUrl(record, origin),
  }
}

/** The stored session exactly as stored (a stable snapshot for `useSyncExternalStore`). */
export function storedSessionSnapshot(): string | null {
  return localStorage.getItem(AUTH_STORAGE_KEY)
}

/**
 * Fired on the window when the data layer changes the session in this tab (a new name or photo,
 * signing in or out): the storage event only reaches other tabs.
 */
export const SESSION_CHANGED_EVENT = 'college-compass:session-changed'

/** Tells this tab's listeners (the navbar) that the stored session changed. */
export function announceSessionChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED_EVENT))
}

/**
 * Calls back when the stored session may have changed: in this tab (SESSION_CHANGED_EVENT), in
 * another tab (storage event), or when this page is shown again (back/forward cache, tab focus).
 */
export function subscribeStoredSession(reread: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === AUTH_STORAGE_KEY) reread()
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') reread()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener(SESSION_CHANGED_EVENT, reread)
  window.addEventListener('pageshow', reread)
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    window.removeEventListener('storage', onStorage)
    window.removeEventListener(SESSION_CHANGED_EVENT, reread)
    window.removeEventListener('pageshow', reread)
    document.removeEventListener('visibilitychange', onVisible)
  }
}

/**
 * Signs out on this device: what the SDK's `authStore.clear()` does to the stored session (PocketBase
 * tokens are stateless; there is nothing to revoke on the server). Other tabs follow via the
 * storage event. Callers navigate away afterwards, so no in-memory SDK store is left stale.
 */
export function clearStoredSession(): void {
  localStorage.removeItem(AUTH_STORAGE_KEY)
}
