// The one owner of the session stored on this device. SDK-free: the navbar, the first paint of the
// signed-in pages and the offline fallback read it before (or without) the PocketBase SDK, and the
// SDK's auth store (client.ts) reads and writes through it, so there is one reader, one writer and
// one sign-out.
import type { Student } from '../logic/domain.ts'
import type { UsersRecord } from './pocketbase-types.ts'
import { apiOrigin, studentOf, usersRecordOf } from './records.ts'

/** Where the session is kept: the key the SDK's own LocalAuthStore used, so sessions carry over. */
export const SESSION_KEY = 'pocketbase_auth'

/** A student's session: the token and the `users` record as last read from the server. */
export type StoredAuth = { token: string; record: UsersRecord }

/**
 * Fired on the window when the session changes in this tab: the storage event only reaches other
 * tabs.
 */
export const SESSION_CHANGED_EVENT = 'college-compass:session-changed'

/**
 * Set in this tab's sessionStorage when the student signs in saying "This is a shared computer"
 * (ADR 0076, app/auth/auth-screen.ts): the session then lives in this tab only, the pages keep
 * drafts in memory, and the choice ends with the session.
 */
export const SHARED_COMPUTER_KEY = 'college-compass:shared-computer'

/** Where the session is kept: this tab's sessionStorage on a shared computer, else localStorage. */
function storage(): Storage | null {
  try {
    return sessionStorage.getItem(SHARED_COMPUTER_KEY) ? sessionStorage : localStorage
  } catch {
    return null // no storage (a server render) or storage disabled by the browser's settings
  }
}

/** Whether the student of this tab signed in on a shared computer: nothing personal is stored. */
export function onSharedComputer(): boolean {
  try {
    return sessionStorage.getItem(SHARED_COMPUTER_KEY) !== null
  } catch {
    return false
  }
}

/**
 * The navbar's Sign Out, as an event fired on the window: a signed-in page handles it (and may ask
 * about unsent work first). When no page does, the navbar asks /login to sign out instead, under
 * the same name in this tab's sessionStorage (which a link from elsewhere cannot set), with the
 * page to come back to if the student stays.
 */
export const SIGN_OUT_REQUEST = 'college-compass:sign-out'

let signingOut = false

/**
 * Set while a sign-out clears the device (app/shared/sign-out.ts): writes of the student's data
 * stop, and the pages leave the navigation to it.
 */
export function setSigningOut(on: boolean): void {
  signingOut = on
}

export function isSigningOut(): boolean {
  return signingOut
}

/**
 * Whether a page may write a student's data to the device now: only while a session is stored and
 * no sign-out is clearing it, so a late write cannot leave a copy behind.
 */
export function personalWritesAllowed(): boolean {
  return !signingOut && storedSessionSnapshot() !== null
}

/** The `exp` claim of a JWT in milliseconds, or null when the token cannot be read. */
export function expiresAt(token: string): number | null {
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

/** The stored session exactly as stored (a stable snapshot for `useSyncExternalStore`). */
export function storedSessionSnapshot(): string | null {
  try {
    return storage()?.getItem(SESSION_KEY) ?? null
  } catch {
    return null
  }
}

/**
 * The stored token and record, whatever their state (the SDK's store decides validity itself);
 * null when nothing readable is stored.
 */
export function readStoredAuthRaw(
  raw: string | null = storedSessionSnapshot(),
): { token: string; record: unknown } | null {
  if (!raw) return null
  try {
    const stored = JSON.parse(raw) as { token?: unknown; record?: unknown } | null
    if (typeof stored?.token !== 'string' || stored.token === '') return null
    return { token: stored.token, record: stored.record ?? null }
  } catch {
    return null
  }
}

/** A student's unexpired session; null when signed out, expired, unreadable or not a student. */
export function readStoredAuth(
  raw: string | null = storedSessionSnapshot(),
  now: number = Date.now(),
): StoredAuth | null {
  const stored = readStoredAuthRaw(raw)
  const record = usersRecordOf(stored?.record)
  if (!stored || !record) return null
  const exp = expiresAt(stored.token)
  if (exp === null || exp <= now) return null
  return { token: stored.token, record }
}

/** The student as last stored on this device: the first paint and the offline fallback. */
export function storedStudent(
  raw: string | null = storedSessionSnapshot(),
  now: number = Date.now(),
  origin: string = apiOrigin(),
): Student | null {
  const stored = readStoredAuth(raw, now)
  return stored && studentOf(stored.record, origin)
}

/** What the navbar draws: who is signed in on this device, or null. */
export type StoredSession = Pick<Student, 'id' | 'name' | 'avatarUrl'>

export function readStoredSession(
  raw: string | null = storedSessionSnapshot(),
  now: number = Date.now(),
  origin: string = apiOrigin(),
): StoredSession | null {
  const student = storedStudent(raw, now, origin)
  return student && { id: student.id, name: student.name, avatarUrl: student.avatarUrl }
}

/** Tells this tab's listeners that the stored session changed. */
function announce(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_CHANGED_EVENT))
}

/** Stores a session (the SDK's auth store calls this on every sign-in, refresh and write). */
export function saveStoredAuth(token: string, record: unknown): void {
  try {
    storage()?.setItem(SESSION_KEY, JSON.stringify({ token, record }))
  } catch {
    // Quota or privacy mode: the session lives in memory for this page only.
  }
  announce()
}

/**
 * Signs out on this device: PocketBase tokens are stateless, so there is nothing to revoke on the
 * server. Other tabs follow through the storage event, this tab through SESSION_CHANGED_EVENT.
 * The shared-computer choice ends with the session.
 */
export function clearStoredSession(): void {
  try {
    localStorage.removeItem(SESSION_KEY)
    sessionStorage.removeItem(SESSION_KEY)
    sessionStorage.removeItem(SHARED_COMPUTER_KEY)
  } catch {
    // nothing stored
  }
  announce()
}

/**
 * Calls back when the stored session may have changed: in this tab, in another tab (storage
 * event), or when this page is shown again (back/forward cache, tab focus).
 */
export function subscribeStoredSession(reread: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === SESSION_KEY) reread()
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
