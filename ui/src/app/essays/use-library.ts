import { useCallback, useEffect, useState } from 'react'
import type { DataClient } from '../../data/data-client.ts'
import type { Essay, EssayFields, EssayPatch } from '../../logic/essays/essay.ts'
import type { EssayApplication } from '../../logic/essays/library.ts'
import { libraryKey, type DeviceStore } from './draft-store.ts'

/**
 * loading: the first read; ready: the server's library; device: the server could not be reached
 * and this is the copy this device kept last time; error: neither.
 */
export type LibraryStatus = 'loading' | 'ready' | 'device' | 'error'

export type Library = {
  status: LibraryStatus
  essays: Essay[]
  applications: EssayApplication[]
  /** When the device's copy was kept (ms), while showing it. */
  keptAt: number | null
  reload: () => void
  create: (fields: EssayFields) => Promise<Essay>
  update: (essayId: string, patch: EssayPatch) => Promise<Essay>
  remove: (essayId: string) => Promise<void>
}

type Kept = { essays: Essay[]; applications: EssayApplication[]; at: number }

/** The kept copy, if it is one (an older version of the page may have written something else). */
function keptOf(value: unknown): Kept | null {
  if (value === null || typeof value !== 'object') return null
  const { essays, applications, at } = value as Partial<Kept>
  const valid =
    Array.isArray(essays) &&
    Array.isArray(applications) &&
    typeof at === 'number' &&
    essays.every(
      (e) =>
        typeof e.id === 'string' &&
        typeof e.title === 'string' &&
        typeof e.text === 'string' &&
        Array.isArray(e.applications) &&
        Array.isArray(e.guardPhrases),
    )
  return valid ? { essays, applications, at } : null
}

/** The student's essays: read from the server, kept on the device for opening offline. */
export function useLibrary(data: DataClient, userId: string, store: DeviceStore): Library {
  const [status, setStatus] = useState<LibraryStatus>('loading')
  const [essays, setEssays] = useState<Essay[]>([])
  const [applications, setApplications] = useState<EssayApplication[]>([])
  const [keptAt, setKeptAt] = useState<number | null>(null)
  const [attempt, setAttempt] = useState(0)

  const keep = useCallback(
    (next: Essay[], apps: EssayApplication[]) => {
      void store
        .set(libraryKey(userId), { essays: next, applications: apps, at: Date.now() })
        .catch(() => undefined)
    },
    [store, userId],
  )

  useEffect(() => {
    let active = true
    data.essays.library().then(
      (library) => {
        if (!active) return
        setEssays(library.essays)
        setApplications(library.applications)
        setKeptAt(null)
        setStatus('ready')
        keep(library.essays, library.applications)
      },
      async () => {
        const kept = keptOf(await store.get(libraryKey(userId)).catch(() => null))
        if (!active) return
        // A list already on screen stays; the kept copy serves a page opened offline.
        setStatus((current) => {
          if (current === 'ready' || current === 'device') return current
          return kept ? 'device' : 'error'
        })
        if (kept) {
          setEssays((current) => (current.length > 0 ? current : kept.essays))
          setApplications((current) => (current.length > 0 ? current : kept.applications))
          setKeptAt((current) => current ?? kept.at)
        }
      },
    )
    return () => {
      active = false
    }
  }, [data, store, userId, attempt, keep])

  const replace = useCallback(
    (essay: Essay) => {
      setEssays((current) => {
        const next = current.some((e) => e.id === essay.id)
          ? current.map((e) => (e.id === essay.id ? essay : e))
          : [...current, essay]
        keep(next, applications)
        return next
      })
      return essay
    },
    [applications, keep],
  )

  return {
    status,
    essays,
    applications,
    keptAt,
    reload: useCallback(() => setAttempt((n) => n + 1), []),
    create: useCallback((fields) => data.essays.create(fields).then(replace), [data, replace]),
    update: useCallback(
      (essayId, patch) => data.essays.update(essayId, patch).then(replace),
      [data, replace],
    ),
    remove: useCallback(
      async (essayId) => {
        await data.essays.remove(essayId)
        setEssays((current) => {
          const next = current.filter((e) => e.id !== essayId)
          keep(next, applications)
          return next
        })
      },
      [data, applications, keep],
    ),
  }
}
