import PocketBase, { BaseAuthStore, type AuthRecord } from 'pocketbase'
import { apiOrigin } from './records.ts'
import {
  clearStoredSession,
  readStoredAuthRaw,
  saveStoredAuth,
  storedSessionSnapshot,
  subscribeStoredSession,
} from './session-store.ts'

function hasStorage(): boolean {
  try {
    return typeof localStorage !== 'undefined'
  } catch {
    return false
  }
}

/**
 * The SDK's auth store, kept in the session store (session-store.ts) so that the session has one
 * owner: what the SDK saves, the navbar and the first paint read; what the navbar clears (sign out
 * in this tab or another), the SDK sees. Without storage (Node, in tests) it keeps the session in
 * memory, per client.
 */
class SessionAuthStore extends BaseAuthStore {
  private readonly persistent = hasStorage()
  private writing = false
  private seen = this.persistent ? storedSessionSnapshot() : null

  constructor() {
    super()
    if (this.persistent && typeof window !== 'undefined') {
      subscribeStoredSession(() => {
        this.sync()
      })
    }
  }

  override get token(): string {
    return this.persistent ? (readStoredAuthRaw()?.token ?? '') : super.token
  }

  override get record(): AuthRecord {
    if (!this.persistent) return super.record
    const record = readStoredAuthRaw()?.record
    return record !== null && typeof record === 'object' ? (record as AuthRecord) : null
  }

  override save(token: string, record?: AuthRecord): void {
    this.write(() => {
      saveStoredAuth(token, record ?? null)
    })
    super.save(token, record)
  }

  override clear(): void {
    this.write(clearStoredSession)
    super.clear()
  }

  private write(run: () => void): void {
    if (!this.persistent) return
    this.writing = true
    try {
      run()
    } finally {
      this.writing = false
      this.seen = storedSessionSnapshot()
    }
  }

  /** A change made elsewhere (another tab, the navbar's sign out): tell the SDK's listeners. */
  private sync(): void {
    if (this.writing) return
    const now = storedSessionSnapshot()
    if (now === this.seen) return
    this.seen = now
    this.triggerChange()
  }
}

/**
 * The one PocketBase client of the page. The site serves the API on its own origin (proxied in
 * development, served by PocketBase in production), so the default base URL is the page's origin;
 * `PUBLIC_PB_URL` overrides it.
 */
export function createPocketBase(baseUrl: string = apiOrigin()): PocketBase {
  const pb = new PocketBase(baseUrl, new SessionAuthStore())
  pb.autoCancellation(false)
  return pb
}
