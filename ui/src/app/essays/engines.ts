import { browserStore, type KeyValueStore } from '../shared/storage.ts'
import type { Essay } from '../../logic/essays/essay.ts'
import type { ServerCopy } from '../../logic/essays/save-machine.ts'
import type { DataClient } from '../../data/data-client.ts'
import { deviceId } from './device.ts'
import { DraftEngine } from './draft-engine.ts'
import { draftKey, libraryKey, type DeviceStore } from './draft-store.ts'
import type { EditLock } from './edit-lock.ts'

/** What the page's engines need; the island holds it and the editor's code makes the engines. */
export type EngineHubDeps = {
  data: DataClient
  userId: string
  store: DeviceStore
  /** Where this browser's device id is kept (localStorage unless given). */
  settings?: KeyValueStore | undefined
  /** One writing tab per essay; the browser's Web Locks unless given. */
  lock?: EditLock | undefined
}

/** The page's engines, once an essay is opened (or unsent text is found on the device). */
export type EngineHub = {
  deps: EngineHubDeps
  current: Engines | null
  /**
   * Told whenever an engine hears from the server (a save answered, an essay read): the page
   * learns the connection is back from the first request that succeeds.
   */
  answered: Set<() => void>
}

export type Engines = {
  /** The engine of an essay, started on first use and kept for the page's life. */
  engineFor: (essayId: string) => DraftEngine
  /** Every started engine, for the library's notices. */
  started: () => DraftEngine[]
  /** Stops an essay's engine and drops its draft from this device (the essay was deleted). */
  forget: (essayId: string) => void
  dispose: () => void
}

/** An essay's server copy as the library kept on the device has it (use-library.ts), if there. */
function keptCopy(kept: unknown, essayId: string): ServerCopy | null {
  const essays = (kept as { essays?: unknown } | null)?.essays
  if (!Array.isArray(essays)) return null
  const essay = (essays as Partial<Essay>[]).find((e) => e.id === essayId)
  if (typeof essay?.text !== 'string' || typeof essay.revision !== 'number') return null
  return {
    revision: essay.revision,
    text: essay.text,
    updated: typeof essay.updated === 'string' ? essay.updated : '',
    ...(typeof essay.device === 'string' ? { device: essay.device } : {}),
    ...(typeof essay.lastSeq === 'number' ? { lastSeq: essay.lastSeq } : {}),
  }
}

/** The hub's engines, made on first need; loaded with the editor, never with the library. */
export function enginesOf(hub: EngineHub): Engines {
  hub.current ??= createEngines(hub.deps, () => {
    for (const listener of [...hub.answered]) listener()
  })
  return hub.current
}

/**
 * The save engines of the page, one per essay opened (or holding unsent text on this device):
 * they keep saving while the student moves between essays, save at once when the page is hidden,
 * and try again the moment the browser is back online.
 */
function createEngines(
  { data, userId, store, settings, lock }: EngineHubDeps,
  answered: () => void,
): Engines {
  const device = deviceId(settings ?? browserStore())
  const registry = new Map<string, DraftEngine>()
  const all = () => [...registry.values()]
  const online = () => {
    for (const engine of all()) engine.online()
  }
  const leaving = () => {
    for (const engine of all()) engine.flush()
  }
  const hidden = () => {
    if (document.visibilityState === 'hidden') leaving()
  }
  window.addEventListener('online', online)
  window.addEventListener('pagehide', leaving)
  document.addEventListener('visibilitychange', hidden)

  return {
    engineFor(essayId) {
      let engine = registry.get(essayId)
      if (!engine) {
        engine = new DraftEngine({
          essayId,
          userId,
          device,
          store,
          ...(lock ? { lock } : {}),
          load: () =>
            data.essays.get(essayId).then((essay) => {
              answered()
              return {
                revision: essay.revision,
                text: essay.text,
                updated: essay.updated,
                device: essay.device,
                lastSeq: essay.lastSeq,
              }
            }),
          lastSeen: () => store.get(libraryKey(userId)).then((kept) => keptCopy(kept, essayId)),
          save: (request) =>
            data.essays.save(essayId, request).then((answer) => {
              answered()
              return answer
            }),
        })
        engine.start()
        registry.set(essayId, engine)
      }
      return engine
    },
    started: all,
    forget(essayId) {
      registry.get(essayId)?.dispose()
      registry.delete(essayId)
      void store.delete(draftKey(userId, essayId)).catch(() => undefined)
    },
    dispose() {
      window.removeEventListener('online', online)
      window.removeEventListener('pagehide', leaving)
      document.removeEventListener('visibilitychange', hidden)
      for (const engine of all()) engine.dispose()
      registry.clear()
    },
  }
}
