import { useMemo } from 'react'
import { BalanceChart } from '../../../components/BalanceChart/BalanceChart.tsx'
import { balanceReport } from '../../../logic/analytics/balance.ts'
import type { AnalyticsInput } from '../../../logic/analytics/report-input.ts'

export function BalanceSection({ input }: { input: AnalyticsInput }) {
  const balance = useMemo(() => balanceReport(input), [input])
  return <BalanceChart balance={balance} />
}
