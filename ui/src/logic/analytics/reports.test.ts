import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_ENTRIES,
  ANALYTICS_INPUT,
  ANALYTICS_LIST,
  ANALYTICS_TASKS,
  LIST,
} from '../../testing/analytics-fixtures.ts'
import { makeTask } from '../../testing/planner-fixtures.ts'
import { analyticsReports, type AnalyticsInput } from './reports.ts'

const input: AnalyticsInput = ANALYTICS_INPUT

describe('analyticsReports', () => {
  it('reads every school of the list once, and an application school no longer on it', () => {
    const withoutPurdue = ANALYTICS_LIST.filter((u) => u.id !== LIST.purdue.id)
    const reports = analyticsReports({
      ...input,
      list: withoutPurdue,
      otherSchools: [LIST.purdue, LIST.texas],
    })
    expect(reports.balance.total).toBe(ANALYTICS_LIST.length)
    expect(reports.tests.schools.map((s) => s.id).sort()).toEqual(
      ANALYTICS_LIST.map((u) => u.id).sort(),
    )
  })

  it("costs each application with the student's marks and the catalogue's fee", () => {
    const { cost } = analyticsReports(input)
    const texas = cost.rows.find((row) => row.id === 'app-texas')
    expect(texas).toMatchObject({ fee: 75, feeSource: 'catalogue', scoreSends: 0 })
    const harvard = cost.rows.find((row) => row.id === 'app-harvard')
    expect(harvard).toMatchObject({ css: 25, scoreSendsUnknown: true })
    const waived = analyticsReports({ ...input, entries: { ...input.entries, cssFeeWaiver: true } })
    expect(waived.cost.totals.css).toBe(0)
  })

  it('takes the CSS Profile mark from the entries, which a save there changes first', () => {
    const entries = {
      ...ANALYTICS_ENTRIES,
      'app-harvard': { ...ANALYTICS_ENTRIES['app-harvard']!, css_profile_required: false },
    }
    const { cost } = analyticsReports({
      ...input,
      entries: { applications: entries, cssFeeWaiver: false, outsideAwards: [] },
    })
    expect(cost.rows.find((row) => row.id === 'app-harvard')?.css).toBeNull()
  })

  it("puts the admitted schools' offers side by side", () => {
    const { decisions } = analyticsReports(input)
    expect(decisions.columns.map((column) => [column.id, column.netPrice])).toEqual([
      ['app-purdue', 18_500],
      ['app-berea', null],
    ])
  })

  it("leaves decided applications' tasks out of the workload", () => {
    const tasks = [
      ...ANALYTICS_TASKS,
      makeTask({ id: 'late-purdue', application: 'app-purdue', due: '2026-10-06' }),
    ]
    const withIt = analyticsReports({ ...input, tasks })
    expect(withIt.workload.totals.tasks).toBe(analyticsReports(input).workload.totals.tasks)
    expect(withIt.readiness.rows.find((row) => row.id === 'app-purdue')?.attention).toBe('decided')
  })
})
