import { useCallback, useRef, useState } from 'react'
import type { SaveState } from '../../components/MatchCard/MatchCard.tsx'
import type { DataClient } from '../../data/data-client.ts'
import { rankMatches, type Match, type MatchUniversity } from '../../logic/matching/score.ts'
import type { MatchSettings } from '../../logic/matching/settings.ts'
import type { QuizAnswers } from '../../logic/quiz/questions.ts'

/** How many matches the results can show (the first three, then more on request). */
export const MAX_MATCHES = 20

/**
 * The matches of a set of answers with the student's match settings, computed on the device over
 * the catalogue (fetched once per page), and each card's Add/Save state. `addToList` says whether
 * the school is now on the list or kept to be added (true) or not (false).
 */
export function useMatches(
  data: DataClient,
  settings: MatchSettings,
  addToList: (universityId: string) => Promise<boolean>,
) {
  const [matches, setMatches] = useState<Match[] | null>(null)
  const [failed, setFailed] = useState(false)
  const [saveStates, setSaveStates] = useState<Record<string, SaveState>>({})
  const catalogue = useRef<Promise<MatchUniversity[]> | null>(null)

  /** Starts the catalogue download early (while the student answers). */
  const loadCatalogue = useCallback((): Promise<MatchUniversity[]> => {
    catalogue.current ??= data.universities.matchingCatalogue().catch((error: unknown) => {
      catalogue.current = null
      throw error
    })
    return catalogue.current
  }, [data])

  const compute = useCallback(
    async (answers: QuizAnswers) => {
      try {
        const schools = await loadCatalogue()
        setMatches(rankMatches(answers, schools, MAX_MATCHES, settings))
        setFailed(false)
      } catch {
        setFailed(true)
      }
    },
    [loadCatalogue, settings],
  )

  /** Marks the schools already on the student's list, so their buttons say so. */
  const markSaved = useCallback((universityIds: readonly string[]) => {
    setSaveStates((current) => ({
      ...Object.fromEntries(universityIds.map((id) => [id, 'saved' as const])),
      ...current,
    }))
  }, [])

  const save = async (universityId: string) => {
    setSaveStates((s) => ({ ...s, [universityId]: 'saving' }))
    const kept = await addToList(universityId)
    setSaveStates((s) => ({ ...s, [universityId]: kept ? 'saved' : 'error' }))
  }

  return {
    matches,
    failed,
    compute,
    loadCatalogue,
    saveStates,
    markSaved,
    save: (universityId: string) => void save(universityId),
  }
}
