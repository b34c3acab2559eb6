import { useMemo } from 'react'
import { AffordabilityChart } from '../../../components/AffordabilityChart/AffordabilityChart.tsx'
import { affordabilityReport } from '../../../logic/analytics/affordability.ts'
import type { AnalyticsInput } from '../../../logic/analytics/report-input.ts'

export function AffordabilitySection({ input }: { input: AnalyticsInput }) {
  const affordability = useMemo(() => affordabilityReport(input), [input])
  return <AffordabilityChart affordability={affordability} />
}
