import { useMemo } from 'react'
import { WorkloadChart } from '../../../components/WorkloadChart/WorkloadChart.tsx'
import type { AnalyticsInput } from '../../../logic/analytics/report-input.ts'
import { workloadReport } from '../../../logic/analytics/workload.ts'

export function WorkloadSection({ input }: { input: AnalyticsInput }) {
  const workload = useMemo(() => workloadReport(input), [input])
  return <WorkloadChart workload={workload} />
}
