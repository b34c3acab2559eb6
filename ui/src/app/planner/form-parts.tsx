// The planner's forms, each loaded when a student first opens it (shared/on-demand.tsx), and
// fetched as soon as the student points at or moves into the section that opens it.
import { onDemand } from '../shared/on-demand.tsx'

export const LazyApplicationForm = onDemand(() =>
  import('../../components/ApplicationForm/ApplicationForm.tsx').then((m) => m.ApplicationForm),
)
export const LazyRecommenderForm = onDemand(() =>
  import('../../components/RecommenderForm/RecommenderForm.tsx').then((m) => m.RecommenderForm),
)
export const LazyAddressCheck = onDemand(() =>
  import('./AddressCheck.tsx').then((m) => m.AddressCheck),
)
export const LazyReminderSettings = onDemand(() =>
  import('../../components/ReminderSettings/ReminderSettings.tsx').then((m) => m.ReminderSettings),
)
