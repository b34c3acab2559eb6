/**
 * Every analytics report from what the page loads (report-input.ts): each report's own builder,
 * composed. Pure. The page loads each report's code apart (app/analytics/sections/); this is the
 * whole set, for tests and anything that wants them all.
 */
import { affordabilityReport, type Affordability } from './affordability.ts'
import { balanceReport, type ListBalance } from './balance.ts'
import { costReport, type ApplyingCost } from './costs.ts'
import type { OfferComparison } from '../offers/compare.ts'
import { decisionsReport } from './decisions.ts'
import { readinessReport, type Readiness } from './readiness.ts'
import type { AnalyticsInput } from './report-input.ts'
import { testAdviceReport, type TestAdviceReport } from './test-advice.ts'
import { workloadReport, type Workload } from './workload.ts'

export { studentSchools, type AnalyticsInput } from './report-input.ts'

export type AnalyticsReports = {
  balance: ListBalance
  affordability: Affordability
  tests: TestAdviceReport
  readiness: Readiness
  workload: Workload
  cost: ApplyingCost
  decisions: OfferComparison
}

export function analyticsReports(input: AnalyticsInput): AnalyticsReports {
  return {
    balance: balanceReport(input),
    affordability: affordabilityReport(input),
    tests: testAdviceReport(input),
    readiness: readinessReport(input),
    workload: workloadReport(input),
    cost: costReport(input),
    decisions: decisionsReport(input),
  }
}
