import type { ReviewedShortNames } from '../../logic/essays/school-terms.ts'
import { REVIEWED_SHORT_NAMES } from '../../logic/search/search-index.ts'

// The reviewed short-names list of the search work (ui/src/logic/search/short-names.json: "Penn",
// "UChicago", "Ole Miss"), loaded with the name guard. Imported from the catalogue search, which
// reads it too: the bundler then keeps the search, its word rules and the list in one file, that
// the guard's step and a student's first search each load (ADR 0091).

/** The list's schools, each entry checked (a malformed one is skipped, never trusted). */
export function parseShortNames(value: unknown): ReviewedShortNames {
  const schools = (value as { schools?: unknown } | null)?.schools
  if (!Array.isArray(schools)) return { schools: [] }
  return {
    schools: schools.flatMap((entry: unknown) => {
      const { unitid, name, short } = (entry ?? {}) as Record<string, unknown>
      if (typeof name !== 'string' || !Array.isArray(short)) return []
      const names = short.filter((s): s is string => typeof s === 'string' && s.trim() !== '')
      return [{ ...(typeof unitid === 'number' ? { unitid } : {}), name, short: names }]
    }),
  }
}

export function reviewedShortNames(): Promise<ReviewedShortNames> {
  return Promise.resolve(parseShortNames(REVIEWED_SHORT_NAMES))
}
