import { MATCH_FIELDS, type MatchUniversity } from '../../logic/matching/fields.ts'
import { pickPopular } from '../../logic/universities/popular.ts'
import type { University, UniversitySummary } from '../../logic/university.ts'
import { attempt } from '../errors.ts'
import type { UniversitiesRecord } from '../pocketbase-types.ts'
import { toMatchUniversity, toUniversity } from '../records.ts'
import { createCatalogueSearch, fetchSearchEntries } from '../search-catalogue.ts'
import { reading, type VerbContext } from './context.ts'

export function universityVerbs(ctx: VerbContext) {
  const { pb } = ctx
  const universities = () => pb.collection<UniversitiesRecord>('universities')
  const searchCatalogue = createCatalogueSearch(() => fetchSearchEntries(pb, reading()))
  return {
    /**
     * Catalogue search as students type names (short names, initials, one typo; docs/adr/0037),
     * best first. It runs in the browser over an index loaded on first use; a blank query answers
     * [] but starts that load.
     */
    search: (query: string, options?: { limit?: number }): Promise<UniversitySummary[]> =>
      attempt(() => searchCatalogue(query, options?.limit ?? 20)),
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
