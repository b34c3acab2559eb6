// How the client build groups our modules into files (site/astro.config.mjs, ADR 0095): by the
// islands that import a module up front, through static imports alone. A page loads what its
// islands import up front and nothing else; a later step (a planner section, a dialog: a dynamic
// import at its boundary, ADR 0090) is an entry of the build too, but counting it like an island
// would carry a feature's own shared code into the file every page loads. Derived from the import
// graph only: no file of ours is named here.

/** What the bundler tells of one module (the fields of Rolldown's ModuleInfo read here). */
export type ModuleFacts = {
  isEntry: boolean
  importers: readonly string[]
  dynamicImporters: readonly string[]
}
export type Facts = (id: string) => ModuleFacts | null

/**
 * The entries (the islands) that reach `id` through static imports alone (`id` if it is one), or
 * with `later`, through the dynamic imports of their later steps as well.
 */
export function islandsOf(id: string, facts: Facts, later = false): string[] {
  const islands: string[] = []
  const seen = new Set([id])
  const queue = [id]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = facts(next)
    if (info?.isEntry) islands.push(next)
    const importers = [...(info?.importers ?? []), ...(later ? (info?.dynamicImporters ?? []) : [])]
    for (const importer of importers)
      if (!seen.has(importer)) {
        seen.add(importer)
        queue.push(importer)
      }
  }
  return islands
}

/** "DashboardIsland" for ".../ui/src/app/dashboard/DashboardIsland.tsx". */
const shortName = (id: string): string => (id.split('/').pop() ?? id).split('.')[0] ?? id

/** Which of the config's groups: by how many islands import a module up front. */
export type Reach = 'three or more' | 'two' | 'one' | 'none'

/**
 * The file a module goes to, for the config's group of that reach (null: another group's, or
 * for `none` the bundler's own choice):
 * - three or more islands: `common` (the data client, the session, the shared components), cached
 *   once for every page;
 * - two: `with-<both>`;
 * - one: `own-<island>`, or `lent-<island>-to-<others>` when later steps of other islands import
 *   it too (so that a planner section borrowing one function of /analytics loads that piece, not
 *   all of /analytics' own code);
 * - none (only later steps import it): `later`, split by the steps that share it (the group's
 *   `entriesAware`).
 */
export function fileFor(reach: Reach): (id: string, facts: Facts) => string | null {
  return (id, facts) => {
    const islands = islandsOf(id, facts).map(shortName).sort()
    switch (reach) {
      case 'three or more':
        return islands.length >= 3 ? 'common' : null
      case 'two':
        return islands.length === 2 ? `with-${islands.join('-')}` : null
      case 'none':
        return islands.length === 0 ? 'later' : null
      case 'one': {
        const [island] = islands
        if (island === undefined || islands.length > 1) return null
        const others = islandsOf(id, facts, true)
          .map(shortName)
          .filter((other) => other !== island)
          .sort()
        return others.length === 0 ? `own-${island}` : `lent-${island}-to-${others.join('-')}`
      }
    }
  }
}
