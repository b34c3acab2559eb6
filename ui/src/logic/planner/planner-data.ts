// What one read of the planner page returns: the records of model.ts with the after-submit ones
// (portal.ts, interviews.ts), which read model.ts themselves, so this sits apart from all three.
import type { Interview } from './interviews.ts'
import type { AidDate, Application, PlanTask, PlannerSettings, Recommender } from './model.ts'
import type { Scholarship } from './scholarships.ts'
import type { Portal } from './portal.ts'

/** Everything the planner page shows, as one read returns it. */
export type PlannerData = {
  /** null until the student's first visit creates them. */
  settings: PlannerSettings | null
  /** The private calendar feed's full address, or null when there is none. */
  calendarUrl: string | null
  applications: Application[]
  tasks: PlanTask[]
  aidDates: AidDate[]
  recommenders: Recommender[]
  /** After-submit records, one per application at most (portal.ts, interviews.ts). */
  portals: Portal[]
  interviews: Interview[]
  scholarships: Scholarship[]
}
