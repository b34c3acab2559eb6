import { startTransition, useCallback, useEffect, useState } from 'react'
import type { DataClient } from '../../data/data-client.ts'
import { describeError } from '../../data/errors.ts'
import type { AnalyticsEntries } from '../../logic/analytics/entries.ts'
import type { Essay } from '../../logic/essays/essay.ts'
import type { University } from '../../logic/university.ts'
import type { AnalyticsSources, PlanSnapshot } from './useAnalyticsSources.ts'

/** What the page draws from, read once when it opens (the essays: see useEssays). */
export type AnalyticsData = PlanSnapshot & {
  list: University[]
  /** Catalogue rows of applications' schools no longer on My List. */
  otherSchools: University[]
  entries: AnalyticsEntries
}

export type AnalyticsLoad =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: AnalyticsData }

/** Reads My List, the plan and the analytics entries in parallel; `retry` reads again. */
export function useAnalyticsData(
  data: Pick<DataClient, 'list' | 'analytics' | 'universities'>,
  sources: AnalyticsSources,
) {
  const [load, setLoad] = useState<AnalyticsLoad>({ status: 'loading' })
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    const live = { current: true }
    void (async () => {
      try {
        const [listed, plan, entries] = await Promise.all([
          data.list.items(),
          sources.plan(),
          data.analytics.entries(),
        ])
        const list = listed.map((entry) => entry.university)
        const onList = new Set(list.map((u) => u.id))
        const missing = [...new Set(plan.applications.map((a) => a.university))].filter(
          (id) => !onList.has(id),
        )
        // A school that left the catalogue is shown by name only: its row cannot be read.
        const otherSchools = (
          await Promise.all(missing.map((id) => data.universities.get(id).catch(() => null)))
        ).filter((u): u is University => u !== null)
        // Drawn as a transition: React renders the seven reports in slices between which the
        // browser stays free (one long task before: 194 ms of blocking time with a full year of
        // data, ADR 0096); the loading view stays until the whole page is ready.
        if (live.current)
          startTransition(() => {
            setLoad({
              status: 'ready',
              data: { ...plan, list, otherSchools, entries },
            })
          })
      } catch (error) {
        if (live.current) setLoad({ status: 'error', message: describeError(error) })
      }
    })()
    return () => {
      live.current = false
    }
  }, [data, sources, attempt])

  const retry = useCallback(() => {
    setLoad({ status: 'loading' })
    setAttempt((n) => n + 1)
  }, [])

  /** Takes in what a save returned, without reading everything again. */
  const setEntries = useCallback((change: (entries: AnalyticsEntries) => AnalyticsEntries) => {
    setLoad((current) =>
      current.status === 'ready'
        ? { status: 'ready', data: { ...current.data, entries: change(current.data.entries) } }
        : current,
    )
  }, [])

  return { load, retry, setEntries }
}

export type EssaysLoad =
  | { status: 'idle' | 'loading' }
  | { status: 'ready'; essays: Essay[] }
  | { status: 'error'; message: string }

/**
 * The essays, read when a report that counts them (readiness, the workload) first renders, so a
 * list without applications never reads them. `need` asks for them, and again after a failure;
 * asking while they load or once read does nothing.
 */
export function useEssays(sources: AnalyticsSources) {
  const [essays, setEssays] = useState<EssaysLoad>({ status: 'idle' })
  const reading = essays.status === 'loading'
  useEffect(() => {
    if (!reading) return
    const live = { current: true }
    sources.essays().then(
      (read) => {
        if (live.current) setEssays({ status: 'ready', essays: read })
      },
      (error: unknown) => {
        if (live.current) setEssays({ status: 'error', message: describeError(error) })
      },
    )
    return () => {
      live.current = false
    }
  }, [reading, sources])
  const need = useCallback(() => {
    setEssays((current) =>
      current.status === 'idle' || current.status === 'error' ? { status: 'loading' } : current,
    )
  }, [])
  return { essays, need }
}
