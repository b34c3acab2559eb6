import type { DataClient } from '../../data/data-client.ts'
import type { ListEntry } from '../../logic/domain.ts'
import type { IsoDate } from '../../logic/planner/calendar-date.ts'
import type { FocusPlaces } from './focus.ts'
import type { Plan, UpdatePlan } from './use-planner.ts'

/** The planner's parts, each shown when the student chooses it (its code loads then). */
export const SECTIONS = [
  'applications',
  'tasks',
  'aid',
  'recommenders',
  'decisions',
  'scholarships',
  'calendar',
] as const
export type SectionId = (typeof SECTIONS)[number]

/** The section an address's hash names ("#tasks"), so a link or a reload opens it again. */
export function sectionOf(hash: string): SectionId | null {
  const name = hash.replace(/^#/, '')
  return SECTIONS.find((section) => section === name) ?? null
}

/** What every section's panel is given by the page. */
export type PanelProps = {
  data: DataClient
  plan: Plan
  update: UpdatePlan
  places: FocusPlaces
  /** The student's date in their zone. */
  today: IsoDate
  /** The time countdowns count from (ms). */
  now: number
  /** The account's e-mail address (where reminders go). */
  email: string
  /** The student's name (a recommender's packet says whom it is from). */
  name: string
  /** My List, for planning applications. */
  list: readonly ListEntry[]
}
