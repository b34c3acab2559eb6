// The planner's forms, loaded when a student first opens one (shared/on-demand.tsx) and
// preloaded when they point at or move into the section that opens it.
import { onDemand } from '../shared/on-demand.tsx'

export const LazyApplicationForm = onDemand(() =>
  import('../../components/ApplicationForm/ApplicationForm.tsx').then((m) => m.ApplicationForm),
)
export const LazyRecommenderForm = onDemand(() =>
  import('../../components/RecommenderForm/RecommenderForm.tsx').then((m) => m.RecommenderForm),
)
export const LazyReminderSettings = onDemand(() =>
  import('../../components/ReminderSettings/ReminderSettings.tsx').then((m) => m.ReminderSettings),
)
