import { useMemo } from 'react'
import { TestAdviceChart } from '../../../components/TestAdviceChart/TestAdviceChart.tsx'
import type { AnalyticsInput } from '../../../logic/analytics/report-input.ts'
import { testAdviceReport } from '../../../logic/analytics/test-advice.ts'

export function TestsSection({ input }: { input: AnalyticsInput }) {
  const report = useMemo(() => testAdviceReport(input), [input])
  return <TestAdviceChart report={report} />
}
