// The entry forms, loaded when the student first opens one (shared/on-demand.tsx): the page opens
// on its charts alone.
import { onDemand } from '../shared/on-demand.tsx'

export const LazyAidOfferForm = onDemand(() =>
  import('../../components/AidOfferForm/AidOfferForm.tsx').then((m) => m.AidOfferForm),
)
export const LazyCostEntriesForm = onDemand(() =>
  import('../../components/CostEntriesForm/CostEntriesForm.tsx').then((m) => m.CostEntriesForm),
)
