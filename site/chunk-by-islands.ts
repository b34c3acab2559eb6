// How the client build groups our modules into files (site/astro.config.mjs, ADRs 0095, 0099):
// by the islands that use a module. A page loads what its island imports up front and nothing
// else; a later step (a planner section, a dialog: a dynamic import at its boundary, ADR 0090)
// is an entry of the build too, but counting it like an island would carry a feature's own
// shared code into the file every page loads. Derived from the import graph only: no file of
// ours is named here.

/** What the bundler tells of one module (the fields of Rolldown's ModuleInfo read here). */
export type ModuleFacts = {
  isEntry: boolean
  importers: readonly string[]
  dynamicImporters: readonly string[]
}
export type Facts = (id: string) => ModuleFacts | null

/**
 * The modules that reach `id` (`id` itself included) through static imports, or with `later`,
 * through dynamic imports as well.
 */
function reachedFrom(id: string, facts: Facts, later = false): string[] {
  const seen = new Set([id])
  const queue = [id]
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const info = facts(next)
    for (const importer of [
      ...(info?.importers ?? []),
      ...(later ? (info?.dynamicImporters ?? []) : []),
    ])
      if (!seen.has(importer)) {
        seen.add(importer)
        queue.push(importer)
      }
  }
  return [...seen]
}

/**
 * The entries (the islands) that reach `id` through static imports alone (`id` if it is one), or
 * with `later`, through the dynamic imports of their later steps as well.
 */
export function islandsOf(id: string, facts: Facts, later = false): string[] {
  return reachedFrom(id, facts, later).filter((module) => facts(module)?.isEntry === true)
}

/** The later steps (modules a dynamic import loads) whose static imports reach `id`. */
export function stepsOf(id: string, facts: Facts): string[] {
  return reachedFrom(id, facts).filter(
    (module) => (facts(module)?.dynamicImporters.length ?? 0) > 0,
  )
}

/** "DashboardIsland" for ".../ui/src/app/dashboard/DashboardIsland.tsx". */
const shortName = (id: string): string => (id.split('/').pop() ?? id).split('.')[0] ?? id

/** "PlannerIsland-ProfileIsland": the islands' names, sorted. */
const namesOf = (islands: readonly string[]): string => islands.map(shortName).sort().join('-')

/**
 * The file a module goes to (null: the bundler's own choice, which keeps a module with the one
 * later step that imports it):
 * - a module an island imports up front goes by the islands that use it, up front or in their
 *   later steps: three or more share `common` (the data client, the session, the shared form
 *   fields), two share `with-<both>`, one has `own-<island>`. A planner section that uses a
 *   function /analytics imports up front finds it in `with-AnalyticsIsland-PlannerIsland`, not
 *   in a file of its own, and /analytics loads that file with its page.
 * - a module only later steps import, and more than one of them: `later-<islands>`, one file
 *   for what the steps of the same islands share (every island named: the sign-out dialog that
 *   every page's steps share is not the search index that only some load), so a section loads
 *   its own file and one file of the pieces it shares with its siblings.
 */
export function fileFor(id: string, facts: Facts): string | null {
  if (islandsOf(id, facts).length > 0) {
    const users = islandsOf(id, facts, true)
    if (users.length >= 3) return 'common'
    return `${users.length === 2 ? 'with' : 'own'}-${namesOf(users)}`
  }
  if (stepsOf(id, facts).length < 2) return null
  return `later-${namesOf(islandsOf(id, facts, true))}`
}
