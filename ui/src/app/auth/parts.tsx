// The sign-in pages' later parts, loaded when first shown (shared/on-demand.tsx).
import { onDemand } from '../shared/on-demand.tsx'

export const LazyLegalModal = onDemand(
  () => import('../../components/LegalModal/LegalModal.tsx').then((m) => m.LegalModal),
  null,
)
