// The planner's sections, each loaded when a student first opens it (shared/on-demand.tsx). Their
// forms are in form-parts.tsx, loaded with the sections.
import { onDemand } from '../shared/on-demand.tsx'

export const LazyApplicationsPanel = onDemand(() =>
  import('./ApplicationsPanel.tsx').then((m) => m.ApplicationsPanel),
)
export const LazyTasksPanel = onDemand(() => import('./TasksPanel.tsx').then((m) => m.TasksPanel))
export const LazyAidPanel = onDemand(() => import('./AidPanel.tsx').then((m) => m.AidPanel))
export const LazyRecommendersPanel = onDemand(() =>
  import('./RecommendersPanel.tsx').then((m) => m.RecommendersPanel),
)
export const LazyDecisionsPanel = onDemand(() =>
  import('./DecisionsPanel.tsx').then((m) => m.DecisionsPanel),
)
export const LazyScholarshipsPanel = onDemand(() =>
  import('./ScholarshipsPanel.tsx').then((m) => m.ScholarshipsPanel),
)
export const LazyCalendarPanel = onDemand(() =>
  import('./CalendarPanel.tsx').then((m) => m.CalendarPanel),
)
