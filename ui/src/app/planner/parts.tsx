// The planner's sections and forms, each loaded when a student first opens it
// (shared/on-demand.tsx); a form's code is fetched when the student points at or moves into the
// section that opens it.
import { onDemand } from '../shared/on-demand.tsx'

export const LazyApplicationsPanel = onDemand(() =>
  import('./ApplicationsPanel.tsx').then((m) => m.ApplicationsPanel),
)
export const LazyTasksPanel = onDemand(() => import('./TasksPanel.tsx').then((m) => m.TasksPanel))
export const LazyAidPanel = onDemand(() => import('./AidPanel.tsx').then((m) => m.AidPanel))
export const LazyRecommendersPanel = onDemand(() =>
  import('./RecommendersPanel.tsx').then((m) => m.RecommendersPanel),
)
export const LazyCalendarPanel = onDemand(() =>
  import('./CalendarPanel.tsx').then((m) => m.CalendarPanel),
)

export const LazyApplicationForm = onDemand(() =>
  import('../../components/ApplicationForm/ApplicationForm.tsx').then((m) => m.ApplicationForm),
)
export const LazyRecommenderForm = onDemand(() =>
  import('../../components/RecommenderForm/RecommenderForm.tsx').then((m) => m.RecommenderForm),
)
export const LazyReminderSettings = onDemand(() =>
  import('../../components/ReminderSettings/ReminderSettings.tsx').then((m) => m.ReminderSettings),
)
