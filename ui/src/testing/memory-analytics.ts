/**
 * Analytics' verbs in memory, for stories and component tests: the same checks as the server
 * (validateEntries), refusals as `invalid` DataErrors naming the field, and no server.
 */
import { DataError } from '../data/errors.ts'
import type { DataClient } from '../data/data-client.ts'
import {
  applicationEntriesOf,
  ENTRY_FIELDS,
  NOTHING_ENTERED,
  validateEntries,
  type AnalyticsEntries,
  type ApplicationEntries,
} from '../logic/analytics/entries.ts'
import { pickFields } from '../logic/field-lists.ts'

export type MemoryAnalyticsOptions = {
  /** What the student has entered so far; applications not listed start with nothing entered. */
  entries?: AnalyticsEntries
}

export type MemoryAnalyticsDeps = {
  /** Runs a call as the memory client does (latency, forced failures). */
  settle: <T>(run: () => T | Promise<T>) => Promise<T>
  /** Throws `unauthorized` when no one is signed in. */
  signedIn: () => unknown
}

export function memoryAnalyticsVerbs(
  { settle, signedIn }: MemoryAnalyticsDeps,
  options: MemoryAnalyticsOptions = {},
): DataClient['analytics'] {
  const stored: Record<string, ApplicationEntries> = { ...options.entries?.applications }
  let cssFeeWaiver = options.entries?.cssFeeWaiver ?? false
  return {
    entries: () =>
      settle(() => {
        signedIn()
        return {
          applications: { ...stored },
          cssFeeWaiver,
          outsideAwards: [...(options.entries?.outsideAwards ?? [])],
        }
      }),
    saveEntries: (applicationId, entries) =>
      settle(() => {
        signedIn()
        // Only the fields analytics owns are kept, as the server keeps only the fields it has.
        const next = {
          ...(stored[applicationId] ?? NOTHING_ENTERED),
          ...pickFields(entries, ENTRY_FIELDS),
        }
        const problems = validateEntries(next)
        const first = Object.values(problems)[0]
        if (first !== undefined) throw new DataError('invalid', first, { ...problems })
        const saved = applicationEntriesOf(next)
        stored[applicationId] = saved
        return saved
      }),
    setCssFeeWaiver: (waived) =>
      settle(() => {
        signedIn()
        cssFeeWaiver = waived
        return waived
      }),
  }
}
