import { useEffect, useMemo } from 'react'
import { BalanceChart } from '../../../components/BalanceChart/BalanceChart.tsx'
import { balanceReport } from '../../../logic/analytics/balance.ts'
import type { AnalyticsInput } from '../../../logic/analytics/report-input.ts'

/** `onDrawn`: once the chart is on the page (the charts below may then look where they are). */
export function BalanceSection({
  input,
  onDrawn,
}: {
  input: AnalyticsInput
  onDrawn?: () => void
}) {
  const balance = useMemo(() => balanceReport(input), [input])
  useEffect(() => {
    onDrawn?.()
  }, [onDrawn])
  return <BalanceChart balance={balance} />
}
