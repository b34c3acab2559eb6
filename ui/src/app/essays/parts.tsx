// The /essays page's parts shown only after a student's step, loaded when first shown
// (shared/on-demand.tsx): one essay's workspace (with the save engine), a new essay's form and
// the plan (with the prompt classifier). The workspace's own parts are in workspace-parts.tsx.
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { onDemand } from '../shared/on-demand.tsx'

export const LazyWorkspace = onDemand(
  () => import('./Workspace.tsx').then((m) => m.Workspace),
  <Spinner label="Opening your essay..." />,
)
export const LazyCreateEssay = onDemand(() =>
  import('./CreateEssay.tsx').then((m) => m.CreateEssay),
)
export const LazyPlanPanel = onDemand(() => import('./PlanPanel.tsx').then((m) => m.PlanPanel))
