import { isSigningOut, onSharedComputer, personalWritesAllowed } from '../../data/session-store.ts'

/** A small key-value store for what must survive a reload (pending writes, unsent selections). */
export type KeyValueStore = {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

/** A key-value store that can also list what it holds (the page's memory, for the sign-out). */
export type ListedStore = KeyValueStore & { keys(): string[] }

/** The sign-out's code (ADR 0076), loaded on a way out of an account, never with a page. */
export const signOutCode = () => import('./sign-out.ts')

let preloaded: Promise<unknown> | null = null

/**
 * A student started work this device may hold before their account has it (an essay opened to
 * type in, a draft, a waiting write): the sign-out and its question (one file, ADR 0091) come
 * now, while there is a connection, so a sign-out offline can still ask (ADR 0076).
 */
export function noteWorkStarted(): void {
  preloaded ??= signOutCode().catch(() => {
    preloaded = null
  })
}

/** What the pages write under this prefix is a student's work (drafts, waiting writes). */
const noteWork = (key: string) => {
  if (key.startsWith('college-compass:')) noteWorkStarted()
}

/** localStorage; a full or blocked storage degrades to doing nothing. */
const local: KeyValueStore = {
  get(key) {
    try {
      return window.localStorage.getItem(key)
    } catch {
      return null
    }
  },
  set(key, value) {
    // Only while a student is signed in, so a write landing after a sign-out leaves nothing.
    if (!personalWritesAllowed()) return
    noteWork(key)
    try {
      window.localStorage.setItem(key, value)
    } catch {
      // storage full or disabled: the write stays in memory for this page
    }
  },
  remove(key) {
    try {
      window.localStorage.removeItem(key)
    } catch {
      // nothing to do
    }
  },
}

let page: ListedStore | null = null

/**
 * On a shared computer, this page's memory (ADR 0076): what the student types is kept until it is
 * saved to their account, and never on the device. Null until a page asks for it.
 */
export function pageMemory(): ListedStore | null {
  return page
}

/**
 * Asks before the page is left while `unsent()` holds (only pages that keep work in memory): a
 * reload would lose it, so the browser says so first.
 */
export function warnBeforeLeaving(unsent: () => boolean): void {
  window.addEventListener('beforeunload', (event) => {
    if (!isSigningOut() && unsent()) event.preventDefault()
  })
}

/**
 * The store of what a student enters on this page: localStorage, or this page's memory when they
 * signed in on a shared computer.
 */
export function browserStore(): KeyValueStore {
  if (!onSharedComputer()) return local
  if (!page) {
    const memory = memoryStore()
    warnBeforeLeaving(() => memory.keys().some((key) => key.startsWith('college-compass:')))
    page = {
      ...memory,
      set: (key, value) => {
        noteWork(key)
        memory.set(key, value)
      },
    }
  }
  return page
}

/** An in-memory store for stories and tests (and a shared computer's page). */
export function memoryStore(initial: Record<string, string> = {}): ListedStore {
  const values = new Map(Object.entries(initial))
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
    keys: () => [...values.keys()],
  }
}
