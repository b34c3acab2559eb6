// The dashboard's later cards, loaded when first shown (shared/on-demand.tsx).
import { onDemand } from '../shared/on-demand.tsx'

export const LazyUniversityPicker = onDemand(() =>
  import('../../components/UniversityPicker/UniversityPicker.tsx').then((m) => m.UniversityPicker),
)
export const LazyDebugPanel = onDemand(
  () => import('../../components/DebugPanel/DebugPanel.tsx').then((m) => m.DebugPanel),
  null,
)
