import { MATCH_FIELDS, type MatchUniversity } from '../../logic/matching/fields.ts'
import { rankByQuery } from '../../logic/search/rank.ts'
import { searchTerms } from '../../logic/search/search-key.ts'
import { pickPopular } from '../../logic/universities/popular.ts'
import type { University } from '../../logic/university.ts'
import { attempt } from '../errors.ts'
import type { UniversitiesRecord } from '../pocketbase-types.ts'
import { toMatchUniversity, toUniversity } from '../records.ts'
import { reading, type VerbContext } from './context.ts'

const SEARCH_CANDIDATES = 60

export function universityVerbs(ctx: VerbContext) {
  const { pb } = ctx
  const universities = () => pb.collection<UniversitiesRecord>('universities')
  return {
    /** Catalogue search forgiving of case, accents and word order; best matches first. */
    search: (query: string, options?: { limit?: number }): Promise<University[]> =>
      attempt(async () => {
        const terms = searchTerms(query)
        if (terms.length === 0) return []
        const params: Record<string, string> = {}
        const filter = terms
          .map((term, i) => {
            params[`t${i}`] = term
            return `search_text ~ {:t${i}}`
          })
          .join(' && ')
        const result = await universities().getList(1, SEARCH_CANDIDATES, {
          ...reading(),
          filter: pb.filter(filter, params),
          skipTotal: true,
        })
        return rankByQuery(query, result.items.map(toUniversity)).slice(0, options?.limit ?? 20)
      }),
    get: (id: string): Promise<University> =>
      attempt(async () => toUniversity(await universities().getOne(id, reading()))),
    /** The 'Popular Universities' grid: real schools chosen by `pickPopular`. */
    popular: (count = 8): Promise<University[]> =>
      attempt(async () => {
        // The most applied-to schools; enough candidates for one per state.
        const result = await universities().getList(1, 150, {
          ...reading(),
          sort: '-applicants_fall2022',
          skipTotal: true,
        })
        return pickPopular(result.items.map(toUniversity), count)
      }),
    /** Every university, with only the columns matching reads (docs/adr/0020-matching.md). */
    matchingCatalogue: (): Promise<MatchUniversity[]> =>
      attempt(async () => {
        // Columnar JSON from pb_hooks/matching.pb.js: one request, built once per catalogue.
        const body = await pb.send<{ columns: string[]; rows: unknown[][] }>(
          '/api/matching/catalogue',
          { ...reading(), query: { fields: MATCH_FIELDS.join(',') } },
        )
        return body.rows.map((row) =>
          toMatchUniversity(Object.fromEntries(body.columns.map((column, i) => [column, row[i]]))),
        )
      }),
  }
}
