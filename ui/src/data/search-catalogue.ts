import type { RestClient } from './rest.ts'
import type { SearchEntry } from '../logic/search/search-index.ts'
import { SEARCH_FIELDS } from '../logic/search/fields.ts'
import type { UniversitySummary } from '../logic/university.ts'

type Columnar = { columns: string[]; rows: unknown[][] }

const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const figure = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null

/**
 * What search reads of every university, from the cached projection route
 * (pb_hooks/matching.pb.js): one request per visit, then every query runs in the browser.
 */
export async function fetchSearchEntries(
  pb: RestClient,
  options: { signal: AbortSignal; requestKey: null },
): Promise<SearchEntry[]> {
  const body = await pb.send<Columnar>('/api/matching/catalogue', {
    ...options,
    query: { fields: SEARCH_FIELDS.join(',') },
  })
  return body.rows.map((row) => {
    const value = (name: string) => row[body.columns.indexOf(name)]
    return {
      id: text(value('id')),
      unitid: figure(value('unitid')) ?? 0,
      name: text(value('name')),
      city: text(value('city')),
      state: text(value('state')),
      undergrad_enrollment: figure(value('undergrad_enrollment')),
      carnegie_basic_2021: figure(value('carnegie_basic_2021')),
    }
  })
}

/** The search's code: the index, its word rules and the reviewed short names, one file. */
type SearchCode = Pick<
  typeof import('../logic/search/search-index.ts'),
  'buildSearchIndex' | 'searchIndex'
>

/**
 * A search over entries loaded once: the index is built on the first query and kept. A blank
 * query fetches the entries, so the first search answers at once; the search's code loads with
 * the first query a student types, the step that needs it (ADR 0091).
 */
export function createCatalogueSearch(
  load: () => Promise<SearchEntry[]>,
  code: () => Promise<SearchCode> = () => import('../logic/search/search-index.ts'),
) {
  let entries: Promise<SearchEntry[]> | null = null
  let ready: Promise<(query: string, limit: number) => UniversitySummary[]> | null = null
  const fetchEntries = () => {
    entries ??= load().catch((error: unknown) => {
      // A failed load (offline) is tried again by the next search.
      entries = null
      throw error
    })
    return entries
  }
  const prepare = () => {
    ready ??= Promise.all([code(), fetchEntries()]).then(
      ([{ buildSearchIndex, searchIndex }, loaded]) => {
        const index = buildSearchIndex(loaded)
        return (query: string, limit: number) =>
          searchIndex(index, query, limit).map(({ entry }) => ({
            id: entry.id,
            unitid: entry.unitid,
            name: entry.name,
            city: entry.city,
            state: entry.state,
          }))
      },
      (error: unknown) => {
        ready = null
        throw error
      },
    )
    return ready
  }
  return async (query: string, limit = 20): Promise<UniversitySummary[]> => {
    if (query.trim() === '') {
      fetchEntries().catch(() => undefined)
      return []
    }
    return (await prepare())(query, limit)
  }
}
