import { useMemo, type ComponentProps } from 'react'
import { OffersComparison } from '../../../components/OffersComparison/OffersComparison.tsx'
import { decisionsReport } from '../../../logic/analytics/decisions.ts'
import type { AnalyticsInput } from '../../../logic/analytics/report-input.ts'

export function DecisionsSection({
  input,
  ...actions
}: { input: AnalyticsInput } & Omit<ComponentProps<typeof OffersComparison>, 'comparison'>) {
  const comparison = useMemo(() => decisionsReport(input), [input])
  return <OffersComparison comparison={comparison} {...actions} />
}
