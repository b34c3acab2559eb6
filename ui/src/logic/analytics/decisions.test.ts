import { describe, expect, it } from 'vitest'
import { ANALYTICS_ENTRIES, ANALYTICS_INPUT, LIST } from '../../testing/analytics-fixtures.ts'
import { decisionsReport } from './decisions.ts'
import type { AnalyticsInput } from './report-input.ts'

const input: AnalyticsInput = {
  ...ANALYTICS_INPUT,
  tasks: [],
  recommenders: [],
  essays: [],
  entries: { applications: ANALYTICS_ENTRIES, cssFeeWaiver: false, outsideAwards: [] },
}

describe('decisionsReport', () => {
  it("compares admitted schools' offers with each school's average net price and its year", () => {
    const report = decisionsReport(input)
    expect(
      report.columns.map((c) => [c.schoolName, c.netPrice, c.borrowed, c.averageNetPrice]),
    ).toEqual([
      [LIST.purdue.name, 18_500, 5_500, '$14,619'],
      [LIST.berea.name, null, 0, expect.stringMatching(/^\$/)],
    ])
    expect(report.summary).toBe(
      `Lowest net price: ${LIST.purdue.name}, $18,500 a year after grants and scholarships. Loans are not counted as aid.`,
    )
  })

  it("counts the student's awarded scholarships as outside aid where they apply", () => {
    const report = decisionsReport({
      ...input,
      entries: {
        ...input.entries,
        outsideAwards: [
          { id: 's1', sponsor: 'Rotary', amount: 1_000, renewable: false, application: '' },
          {
            id: 's2',
            sponsor: 'Band boosters',
            amount: 500,
            renewable: false,
            application: 'app-berea',
          },
        ],
      },
    })
    const purdue = report.columns.find((c) => c.id === 'app-purdue')
    expect(purdue?.outside).toEqual([{ sponsor: 'Rotary', amount: 1_000 }])
    expect(purdue?.netAfterOutside).toBe(17_500)
  })

  it('has nothing to compare before an admission', () => {
    const report = decisionsReport({ ...input, applications: [] })
    expect(report.columns).toEqual([])
    expect(report.summary).toContain('mark an application admitted in your planner')
  })
})
