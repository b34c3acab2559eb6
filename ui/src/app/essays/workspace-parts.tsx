// One essay's parts shown after a step (shared/on-demand.tsx): the details form, the history
// and its diff, the name guard and the catalogue it reads, drafts to adapt, naming a version.
import { onDemand } from '../shared/on-demand.tsx'

export const LazyEssayForm = onDemand(() =>
  import('../../components/EssayForm/EssayForm.tsx').then((m) => m.EssayForm),
)
export const LazyHistoryPanel = onDemand(() =>
  import('./HistoryPanel.tsx').then((m) => m.HistoryPanel),
)
export const LazyGuardPanel = onDemand(() => import('./GuardPanel.tsx').then((m) => m.GuardPanel))
export const LazyReusePanel = onDemand(() => import('./ReusePanel.tsx').then((m) => m.ReusePanel))
export const LazyVersionNameForm = onDemand(() =>
  import('../../components/VersionNameForm/VersionNameForm.tsx').then((m) => m.VersionNameForm),
)
