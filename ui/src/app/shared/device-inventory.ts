// The browser's side of what the device keeps (ADR 0076): every place the product stores
// something, read as entries for the pure rules (logic/device/device-data.ts) and deleted by key.
// Loaded with a sign-out, a sign-in or a refused session, never with a page.
import type { DeviceArea, DeviceEntry } from '../../logic/device/device-data.ts'
import { DB_NAME, indexedDbStore, pageRecords, type DeviceStore } from '../essays/draft-store.ts'
import { pageMemory, type ListedStore } from './storage.ts'

/** One place things are kept: what it holds, and removing a key. */
export type DeviceAreaAccess = {
  entries(): Promise<DeviceEntry[]>
  remove(key: string): Promise<void>
}

export type DeviceAreas = Partial<Record<DeviceArea, DeviceAreaAccess>>

function fromStorage(area: DeviceArea, storage: () => Storage): DeviceAreaAccess {
  return {
    entries: () => {
      const entries: DeviceEntry[] = []
      try {
        const store = storage()
        for (let i = 0; i < store.length; i += 1) {
          const key = store.key(i)
          if (key !== null) entries.push({ area, key, value: store.getItem(key) })
        }
      } catch {
        // storage disabled: nothing is kept there
      }
      return Promise.resolve(entries)
    },
    remove: (key) => {
      try {
        storage().removeItem(key)
      } catch {
        // nothing kept
      }
      return Promise.resolve()
    },
  }
}

/** A key-value store (the page's memory on a shared computer) as an area. */
export function fromListed(area: DeviceArea, store: ListedStore): DeviceAreaAccess {
  return {
    entries: () =>
      Promise.resolve(store.keys().map((key) => ({ area, key, value: store.get(key) }))),
    remove: (key) => {
      store.remove(key)
      return Promise.resolve()
    },
  }
}

/** A records store (IndexedDB, or the page's memory of essays) as an area. */
export function fromRecords(area: DeviceArea, store: DeviceStore): DeviceAreaAccess {
  return {
    entries: async () => {
      const keys = await store.keys('')
      return Promise.all(keys.map(async (key) => ({ area, key, value: await store.get(key) })))
    },
    remove: (key) => store.delete(key),
  }
}

/** Whether this browser holds the essays' database at all (opening it would create it). */
async function databaseExists(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false
  // Browsers without the list (older Safari): assume it is there; opening it creates it empty.
  if (!('databases' in indexedDB)) return true
  return (await indexedDB.databases()).some((db) => db.name === DB_NAME)
}

/**
 * Every place this browser keeps something of the product now: localStorage, sessionStorage, the
 * essays' IndexedDB database (only when it exists: reading it must not create it) and the page's
 * memory on a shared computer.
 */
export async function browserAreas(): Promise<DeviceAreas> {
  const memory = pageMemory()
  const records = pageRecords()
  return {
    local: fromStorage('local', () => window.localStorage),
    session: fromStorage('session', () => window.sessionStorage),
    ...((await databaseExists().catch(() => false))
      ? { indexeddb: fromRecords('indexeddb', indexedDbStore()) }
      : {}),
    ...(memory ? { memory: fromListed('memory', memory) } : {}),
    ...(records ? { 'memory-records': fromRecords('memory-records', records) } : {}),
  }
}

/** What every area holds; an area that cannot be read holds nothing. */
export async function readDevice(areas: DeviceAreas): Promise<DeviceEntry[]> {
  const all = await Promise.all(Object.values(areas).map((area) => area.entries().catch(() => [])))
  return all.flat()
}

/** Deletes `entries` one after another, in their order; a failed delete does not stop the rest. */
export async function removeEntries(areas: DeviceAreas, entries: DeviceEntry[]): Promise<void> {
  for (const entry of entries) await areas[entry.area]?.remove(entry.key).catch(() => undefined)
}
