import { useMemo, type ComponentProps } from 'react'
import { CostChart } from '../../../components/CostChart/CostChart.tsx'
import { costReport } from '../../../logic/analytics/costs.ts'
import type { AnalyticsInput } from '../../../logic/analytics/report-input.ts'

export function CostSection({
  input,
  ...actions
}: { input: AnalyticsInput } & Omit<ComponentProps<typeof CostChart>, 'cost'>) {
  const cost = useMemo(() => costReport(input), [input])
  return <CostChart cost={cost} {...actions} />
}
