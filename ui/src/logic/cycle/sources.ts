/**
 * Where a fact of this cycle comes from, as the reviewed data files hold it
 * (application-rules.json, aid-calendar.json; docs/adr/0071-cycle-facts-are-reviewed-data.md):
 * the official page a student is sent to, the page it was checked at, and when.
 */
import { formatIsoDay, type IsoDate } from '../planner/calendar-date.ts'

export type FactSource = {
  /** "Common App's guiding principles": what the student is told the fact comes from. */
  name: string
  /** The official page a student is sent to for the fact's exact words. */
  url: string
  /** The page the reviewer read the fact on. */
  verifiedAt: string
  /** primary: that page is the official one; secondary: a copy of it or a report on it. */
  verifiedAtIs: 'primary' | 'secondary'
  checked: IsoDate
}

/** A fact's source as the student reads it: "Common App's guiding principles, 2026-27 cycle, checked Nov 27, 2026". */
export function sourceLine(source: Pick<FactSource, 'name' | 'checked'>, cycle: string): string {
  return `${source.name}, ${cycle} cycle, checked ${formatIsoDay(source.checked)}`
}
