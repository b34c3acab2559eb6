import type { ReviewedShortNames } from '../../logic/essays/school-terms.ts'

// The reviewed short-names list of the search work (ui/src/logic/search/short-names.json: "Penn",
// "UChicago", "Ole Miss"), loaded with the name guard. Found by a glob, so the guard reads it
// wherever the file is present and runs on derived short names alone where it is not.
const files = import.meta.glob<unknown>('../../logic/search/short-names.json', {
  import: 'default',
})

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

export async function reviewedShortNames(): Promise<ReviewedShortNames> {
  const load = Object.values(files)[0]
  return load ? parseShortNames(await load()) : { schools: [] }
}
