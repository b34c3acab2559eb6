// The dashboard's later cards, loaded when first shown (shared/on-demand.tsx).
import { onDemand } from '../shared/on-demand.tsx'

export const LazyUniversityPicker = onDemand(() =>
  import('./UniversitiesCard.tsx').then((m) => m.UniversitiesCard),
)
export const LazyDebugPanel = onDemand(
  () => import('../../components/DebugPanel/DebugPanel.tsx').then((m) => m.DebugPanel),
  null,
)
// The planner's "what's next" beside the card, after the card has drawn.
export const LazyPlannerSummary = onDemand(
  () => import('../planner/PlannerSummary.tsx').then((m) => m.PlannerSummary),
  null,
)
