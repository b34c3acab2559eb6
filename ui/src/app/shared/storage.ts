/** A small key-value store for what must survive a reload (pending writes, unsent selections). */
export type KeyValueStore = {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

/** The browser's localStorage; a full or blocked storage degrades to doing nothing. */
export function browserStore(): KeyValueStore {
  return {
    get(key) {
      try {
        return window.localStorage.getItem(key)
      } catch {
        return null
      }
    },
    set(key, value) {
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
}

/** An in-memory store for stories and tests. */
export function memoryStore(initial: Record<string, string> = {}): KeyValueStore {
  const values = new Map(Object.entries(initial))
  return {
    get: (key) => values.get(key) ?? null,
    set: (key, value) => void values.set(key, value),
    remove: (key) => void values.delete(key),
  }
}
