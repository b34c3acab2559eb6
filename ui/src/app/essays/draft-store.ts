// Where essays live on this device first (docs/adr/0049-essays-page.md): IndexedDB, through a
// few lines of our own (idb-keyval would be 0.39 KB; this is about as small and keeps the two
// stores together). Drafts are written after every keystroke; the library's last copy lets the
// page open without a connection. A sign-out clears both (ADR 0076); on a shared computer they
// are kept in the page's memory instead.
import { onSharedComputer, personalWritesAllowed } from '../../data/session-store.ts'
import { warnBeforeLeaving } from '../shared/storage.ts'

/** A small async key-value store; values are structured-cloned, not serialised. */
export type DeviceStore = {
  get(key: string): Promise<unknown>
  set(key: string, value: unknown): Promise<void>
  delete(key: string): Promise<void>
  /** Every key starting with `prefix`. */
  keys(prefix: string): Promise<string[]>
}

/** The essays' database (a sign-out reads whether it exists, app/shared/device-inventory.ts). */
export const DB_NAME = 'college-compass'
const STORE = 'essays'

let opening: Promise<IDBDatabase> | null = null

function database(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB did not open'))
  }).catch((error: unknown) => {
    opening = null // a blocked or failed open is tried again on the next call
    throw error
  })
  return opening
}

function run<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
  personal = false,
): Promise<T> {
  return database().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        // Checked as the write starts: after a sign-out has begun, nothing new lands.
        if (personal && !personalWritesAllowed()) throw new Error('Signed out')
        const transaction = db.transaction(STORE, mode)
        const request = work(transaction.objectStore(STORE))
        // Resolved when the transaction commits, so a written draft is on disk, not in flight.
        transaction.oncomplete = () => resolve(request.result)
        transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB failed'))
        transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB aborted'))
      }),
  )
}

/** The browser's IndexedDB. */
export function indexedDbStore(): DeviceStore {
  return {
    get: (key) => run('readonly', (store) => store.get(key)),
    set: async (key, value) => {
      await run('readwrite', (store) => store.put(value, key), true)
    },
    delete: async (key) => {
      await run('readwrite', (store) => store.delete(key))
    },
    keys: async (prefix) => {
      const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`)
      const keys = await run('readonly', (store) => store.getAllKeys(range))
      return keys.filter((key): key is string => typeof key === 'string')
    },
  }
}

/** An in-memory store for tests and stories, optionally failing every write (a full disk). */
export function memoryDeviceStore(
  initial: Record<string, unknown> = {},
  options: { failWrites?: boolean } = {},
): DeviceStore & { readonly values: Map<string, unknown> } {
  const values = new Map(Object.entries(initial))
  const clone = <T>(value: T): T => structuredClone(value)
  return {
    values,
    get: (key) => Promise.resolve(clone(values.get(key))),
    set: (key, value) => {
      if (options.failWrites) return Promise.reject(new Error('QuotaExceededError'))
      values.set(key, clone(value))
      return Promise.resolve()
    },
    delete: (key) => {
      values.delete(key)
      return Promise.resolve()
    },
    keys: (prefix) => Promise.resolve([...values.keys()].filter((key) => key.startsWith(prefix))),
  }
}

let page: ReturnType<typeof memoryDeviceStore> | null = null

/** This page's memory store, on a shared computer once the page has used it; else null. */
export function pageRecords(): DeviceStore | null {
  return page
}

/**
 * The store of this page: IndexedDB where the browser has it, else memory (text kept per tab);
 * on a shared computer this page's memory, and leaving the page with unsent text asks first.
 */
export function deviceStore(): DeviceStore {
  if (onSharedComputer()) {
    if (!page) {
      const memory = memoryDeviceStore()
      warnBeforeLeaving(() =>
        [...memory.values.values()].some(
          (stored) => (stored as { draft?: { unsaved?: unknown } }).draft?.unsaved === true,
        ),
      )
      page = memory
    }
    return page
  }
  return typeof indexedDB === 'undefined' ? memoryDeviceStore() : indexedDbStore()
}

export const draftKey = (userId: string, essayId: string) => `draft:${userId}:${essayId}`
export const draftPrefix = (userId: string) => `draft:${userId}:`
export const libraryKey = (userId: string) => `library:${userId}`
