import { apiOrigin } from './records.ts'
import { RestClient, type AuthStore } from './rest.ts'
import {
  clearStoredSession,
  expiresAt,
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
 * The client's auth store, kept in the session store (session-store.ts) so that the session has
 * one owner: what a sign-in saves, the navbar and the first paint read; what the navbar clears
 * (sign out in this tab or another), the client sees. Without storage (Node, in tests) it keeps the
 * session in memory, per client.
 */
class SessionAuthStore implements AuthStore {
  private readonly persistent = hasStorage()
  private memory: { token: string; record: unknown } = { token: '', record: null }
  private readonly listeners = new Set<() => void>()
  private writing = false
  private seen = this.persistent ? storedSessionSnapshot() : null

  constructor() {
    if (this.persistent && typeof window !== 'undefined') {
      subscribeStoredSession(() => {
        this.sync()
      })
    }
  }

  private get current(): { token: string; record: unknown } {
    return this.persistent ? (readStoredAuthRaw() ?? { token: '', record: null }) : this.memory
  }

  get token(): string {
    return this.current.token
  }

  get record(): unknown {
    return this.current.record
  }

  get isValid(): boolean {
    const exp = expiresAt(this.token)
    return exp !== null && exp > Date.now()
  }

  save(token: string, record: unknown): void {
    if (this.persistent) this.write(() => saveStoredAuth(token, record))
    else this.memory = { token, record }
    this.changed()
  }

  clear(): void {
    if (this.persistent) this.write(clearStoredSession)
    else this.memory = { token: '', record: null }
    this.changed()
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  private changed(): void {
    for (const listener of [...this.listeners]) listener()
  }

  private write(run: () => void): void {
    this.writing = true
    try {
      run()
    } finally {
      this.writing = false
      this.seen = storedSessionSnapshot()
    }
  }

  /** A change made elsewhere (another tab, the navbar's sign out): tell the listeners. */
  private sync(): void {
    if (this.writing) return
    const now = storedSessionSnapshot()
    if (now === this.seen) return
    this.seen = now
    this.changed()
  }
}

/**
 * The one API client of the page. The site serves the API on its own origin (proxied in
 * development, served by PocketBase in production), so the default base URL is the page's origin;
 * `PUBLIC_PB_URL` overrides it.
 */
export function createPocketBase(baseUrl: string = apiOrigin()): RestClient {
  return new RestClient(baseUrl, new SessionAuthStore())
}
