import { useMemo, type ComponentProps } from 'react'
import { DecisionsChart } from '../../../components/DecisionsChart/DecisionsChart.tsx'
import { decisionsReport } from '../../../logic/analytics/decisions.ts'
import type { AnalyticsInput } from '../../../logic/analytics/report-input.ts'

export function DecisionsSection({
  input,
  ...actions
}: { input: AnalyticsInput } & Omit<ComponentProps<typeof DecisionsChart>, 'decisions'>) {
  const decisions = useMemo(() => decisionsReport(input), [input])
  return <DecisionsChart decisions={decisions} {...actions} />
}
