import { useMemo } from 'react'
import { ReadinessChart } from '../../../components/ReadinessChart/ReadinessChart.tsx'
import { readinessReport } from '../../../logic/analytics/readiness.ts'
import type { AnalyticsInput } from '../../../logic/analytics/report-input.ts'

export function ReadinessSection({
  input,
  plannerHref,
}: {
  input: AnalyticsInput
  plannerHref: string
}) {
  const readiness = useMemo(() => readinessReport(input), [input])
  return <ReadinessChart readiness={readiness} plannerHref={plannerHref} />
}
