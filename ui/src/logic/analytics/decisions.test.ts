import { describe, expect, it } from 'vitest'
import { ANALYTICS_SETTINGS, LIST, makeEntries } from '../../testing/analytics-fixtures.ts'
import { EMPTY_AID_OFFER } from './entries.ts'
import { decisions, type DecisionInput } from './decisions.ts'

const offer = (cost: number, grants: number, loans = 0, workStudy = 0) => ({
  aid_cost: cost,
  aid_grants: grants,
  aid_loans: loans,
  aid_work_study: workStudy,
})

function admitted(overrides: Partial<DecisionInput> & Pick<DecisionInput, 'id'>): DecisionInput {
  return {
    status: 'admitted',
    schoolName: `School ${overrides.id}`,
    offer: EMPTY_AID_OFFER,
    school: null,
    ...overrides,
  }
}

describe('decisions', () => {
  it('puts admitted schools side by side, lowest net cost first, offers not entered last', () => {
    const report = decisions(
      [
        admitted({
          id: 'purdue',
          schoolName: LIST.purdue.name,
          school: LIST.purdue,
          offer: offer(28_000, 9_500, 5_500, 2_000),
        }),
        admitted({ id: 'berea', schoolName: LIST.berea.name, school: LIST.berea }),
        admitted({
          id: 'texas',
          schoolName: LIST.texas.name,
          school: LIST.texas,
          offer: offer(30_000, 20_000),
        }),
        admitted({ id: 'denied', status: 'denied', offer: offer(10_000, 5_000) }),
      ],
      ANALYTICS_SETTINGS,
    )
    expect(report.rows.map((r) => [r.id, r.netCost, r.leftToPay])).toEqual([
      ['texas', 10_000, 10_000],
      ['purdue', 18_500, 11_000],
      ['berea', null, null],
    ])
    expect(report.waiting).toBe(1)
    expect(report.summary).toBe(
      '3 schools admitted you. Lowest net cost: The University of Texas at Austin, $10,000 a year. 1 offer not entered yet.',
    )
  })

  it("compares the offer with the product's estimate for this student, naming its year", () => {
    const [row] = decisions(
      [admitted({ id: 'texas', school: LIST.texas, offer: offer(30_000, 20_000) })],
      ANALYTICS_SETTINGS,
    ).rows
    expect(row?.estimate.map((p) => p.amount)).toEqual([16_589])
    expect(row?.versusEstimate).toBe(
      '$6,589 less than the estimate (Average net price for in-state students (2020-21))',
    )
  })

  it('shows the data the product has, each figure with its year, and no percentage', () => {
    const [row] = decisions([admitted({ id: 'p', school: LIST.purdue })], ANALYTICS_SETTINGS).rows
    expect(row?.facts).toEqual([
      { label: 'Average net price (2020-21)', value: '$14,619' },
      {
        label: 'Finish within 6 years (College Scorecard)',
        value: expect.stringMatching(/in 10$/),
      },
      {
        label: 'Median earnings 10 years after entry (College Scorecard)',
        value: expect.stringMatching(/^\$/),
      },
      { label: 'Undergraduates (fall 2022)', value: expect.stringMatching(/^[0-9,]+$/) },
    ])
    for (const fact of row?.facts ?? []) expect(fact.value).not.toContain('%')
  })

  it('says what to do before any admission', () => {
    const report = decisions([admitted({ id: 'a', status: 'submitted' })], ANALYTICS_SETTINGS)
    expect(report.rows).toEqual([])
    expect(report.summary).toContain('mark it admitted in your planner')
    expect(makeEntries().aid_cost).toBeNull()
  })
})
