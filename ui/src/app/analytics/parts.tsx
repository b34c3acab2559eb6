// Each chart with its report's code, loaded when it nears the screen (when-near.tsx), and the
// entry forms, loaded when the student first opens one (shared/on-demand.tsx): the page opens on
// the charts in view alone (the signed-in budget, docs/adr/0051). While a chart loads, its
// placeholder keeps its place, so the ones below do not all move into view at once.
import { ChartPlaceholder } from '../../components/ChartFigure/ChartFigure.tsx'
import { onDemand } from '../shared/on-demand.tsx'

export const LazyBalance = onDemand(
  () => import('./sections/Balance.tsx').then((m) => m.BalanceSection),
  <ChartPlaceholder title="List balance" />,
)
export const LazyAffordability = onDemand(
  () => import('./sections/Affordability.tsx').then((m) => m.AffordabilitySection),
  <ChartPlaceholder title="Affordability" />,
)
export const LazyTests = onDemand(
  () => import('./sections/Tests.tsx').then((m) => m.TestsSection),
  <ChartPlaceholder title="Test scores: send or not" />,
)
export const LazyReadiness = onDemand(
  () => import('./sections/Readiness.tsx').then((m) => m.ReadinessSection),
  <ChartPlaceholder title="Readiness per application" />,
)
export const LazyWorkload = onDemand(
  () => import('./sections/Workload.tsx').then((m) => m.WorkloadSection),
  <ChartPlaceholder title="Workload by week" />,
)
export const LazyCost = onDemand(
  () => import('./sections/Cost.tsx').then((m) => m.CostSection),
  <ChartPlaceholder title="Cost of applying" />,
)
export const LazyDecisions = onDemand(
  () => import('./sections/Decisions.tsx').then((m) => m.DecisionsSection),
  <ChartPlaceholder title="Decisions: your offers side by side" />,
)
export const LazyAidOfferForm = onDemand(() =>
  import('../../components/AidOfferForm/AidOfferForm.tsx').then((m) => m.AidOfferForm),
)
export const LazyCostEntriesForm = onDemand(() =>
  import('../../components/CostEntriesForm/CostEntriesForm.tsx').then((m) => m.CostEntriesForm),
)
