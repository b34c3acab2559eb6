/**
 * The application cycle the product serves, said once: students applying in the 2026-27 cycle
 * enter college in the fall of 2027. Facts that depend on the cycle (test policies in
 * logic/search/test-policies.json) are checked for this entry year, and their tests fail when it
 * moves on before they are checked again (docs/adr/0070-test-policies-are-reviewed-data.md).
 */
export const CYCLE = {
  /** The application cycle, as schools and the Common App name it. */
  name: '2026-27',
  /** The fall term students applying in this cycle enter. */
  entryYear: 2027,
} as const

/** The entry year (fall) of students applying now. */
export const ENTRY_YEAR: number = CYCLE.entryYear

/** "fall 2027". */
export function entryTerm(year: number): string {
  return `fall ${String(year)}`
}
