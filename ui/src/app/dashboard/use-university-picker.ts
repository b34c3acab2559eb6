import { useCallback, useEffect, useRef, useState } from 'react'
import type { LoadStatus } from '../../components/UniversityPicker/UniversityPicker.tsx'
import type { DataClient } from '../../data/data-client.ts'
import type { PendingWrite } from '../../logic/outbox/outbox.ts'
import type { UniversitySummary } from '../../logic/university.ts'
import type { KeyValueStore } from '../shared/storage.ts'

export const SEARCH_DEBOUNCE_MS = 250

/** Where the schools picked but not yet added are kept (the sign-out finds them, ADR 0076). */
export const selectionKey = (userId: string) => `college-compass:selection:${userId}`

/**
 * State of the universities card: debounced search, the popular grid, the selection (kept on the
 * device until saved) and Continue with Selected, which queues one list write per school.
 * `near` says the card is showing or next (its intro): only then are the catalogue's search
 * columns and the popular schools fetched, so a student on the other cards never downloads them.
 * The search's code comes with the first query typed (ADR 0091).
 */
export function useUniversityPicker(
  data: DataClient,
  userId: string,
  store: KeyValueStore,
  push: (write: PendingWrite) => Promise<boolean>,
  near: boolean,
) {
  const storedAt = selectionKey(userId)
  const [query, setQuery] = useState('')
  const [searchStatus, setSearchStatus] = useState<LoadStatus>('idle')
  const [searchResults, setSearchResults] = useState<UniversitySummary[]>([])
  const [popularStatus, setPopularStatus] = useState<LoadStatus>('loading')
  const [popular, setPopular] = useState<UniversitySummary[]>([])
  const [selected, setSelected] = useState<UniversitySummary[]>(() => {
    try {
      const stored = JSON.parse(store.get(storedAt) ?? '[]') as unknown
      return Array.isArray(stored) ? (stored as UniversitySummary[]) : []
    } catch {
      return []
    }
  })
  const [saveStatus, setSaveStatus] = useState<'idle' | 'saving' | 'saved' | 'error'>('idle')
  const [savedCount, setSavedCount] = useState(0)
  const latest = useRef(0)

  const search = useCallback(
    async (text: string) => {
      const ticket = ++latest.current
      if (text.trim() === '') {
        setSearchStatus('idle')
        setSearchResults([])
        return
      }
      setSearchStatus('loading')
      try {
        const found = await data.universities.search(text, { limit: 24 })
        if (ticket !== latest.current) return
        setSearchResults(found)
        setSearchStatus('done')
      } catch {
        if (ticket === latest.current) setSearchStatus('error')
      }
    },
    [data],
  )

  useEffect(() => {
    const timer = window.setTimeout(() => void search(query), SEARCH_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [query, search])

  // A blank search fetches the catalogue while the student reads the card or its intro
  // (docs/adr/0037), so the first query waits only for the search's code (ADR 0091).
  useEffect(() => {
    if (near) data.universities.search('').catch(() => undefined)
  }, [data, near])

  const loadPopular = useCallback(async () => {
    setPopularStatus('loading')
    try {
      setPopular(await data.universities.popular(8))
      setPopularStatus('done')
    } catch {
      setPopularStatus('error')
    }
  }, [data])

  const popularAsked = useRef(false)
  useEffect(() => {
    if (!near || popularAsked.current) return
    popularAsked.current = true
    void loadPopular()
  }, [near, loadPopular])

  const remember = (next: UniversitySummary[]) => {
    setSelected(next)
    if (next.length === 0) store.remove(storedAt)
    else store.set(storedAt, JSON.stringify(next))
  }

  const toggle = (university: UniversitySummary) => {
    setSaveStatus('idle')
    remember(
      selected.some((u) => u.id === university.id)
        ? selected.filter((u) => u.id !== university.id)
        : [...selected, university],
    )
  }

  const continueWithSelected = async () => {
    if (selected.length === 0) return
    setSaveStatus('saving')
    const count = selected.length
    let allSent = true
    for (const university of selected) {
      allSent = (await push({ kind: 'list-add', universityId: university.id })) && allSent
    }
    // The writes are in the outbox either way; the selection itself is done.
    remember([])
    setSavedCount(count)
    setSaveStatus(allSent ? 'saved' : 'error')
  }

  const retry = () => {
    void search(query)
    if (popularStatus === 'error') void loadPopular()
  }

  return {
    query,
    onQueryChange: setQuery,
    searchStatus,
    searchResults,
    popularStatus,
    popular,
    selected,
    onToggleUniversity: toggle,
    onContinue: () => void continueWithSelected(),
    saveStatus,
    savedCount,
    onRetry: retry,
  }
}
