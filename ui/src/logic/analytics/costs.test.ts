import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyingCost, CSS_PROFILE_FEES, type CostApplication } from './costs.ts'

function app(overrides: Partial<CostApplication> & Pick<CostApplication, 'id'>): CostApplication {
  return {
    schoolName: `School ${overrides.id}`,
    status: 'planning',
    fee: null,
    fee_waiver: '',
    css_profile_required: false,
    deadline_date: '',
    score_sends: false,
    score_send_fee: null,
    catalogueFee: null,
    ...overrides,
  }
}

describe('applyingCost', () => {
  it.each<[string, Partial<CostApplication>, number | null, string, number]>([
    ["the student's own fee", { fee: 85, catalogueFee: 75 }, 85, '$85 (your figure)', 85],
    [
      'the catalogue fee, labelled 2021-22',
      { catalogueFee: 75 },
      75,
      '$75 (catalogue, 2021-22)',
      75,
    ],
    ['a reported "no fee"', { catalogueFee: 0 }, 0, 'No fee (catalogue, 2021-22)', 0],
    ['unknown: not counted', {}, null, 'Unknown', 0],
    [
      'a granted waiver takes the fee off',
      { fee: 70, fee_waiver: 'granted' },
      70,
      '$70 (your figure)',
      0,
    ],
    [
      'a requested waiver still counts',
      { fee: 70, fee_waiver: 'requested' },
      70,
      '$70 (your figure)',
      70,
    ],
    [
      'score reports when marked',
      { fee: 50, score_sends: true, score_send_fee: 14 },
      50,
      '$50 (your figure)',
      64,
    ],
    [
      'score reports not marked are not counted',
      { fee: 50, score_sends: false, score_send_fee: 14 },
      50,
      '$50 (your figure)',
      50,
    ],
  ])('%s', (_, overrides, fee, feeText, subtotal) => {
    const [row] = applyingCost([app({ id: 'a', ...overrides })], { cssWaiver: false }).rows
    expect(row).toMatchObject({ fee, feeText, subtotal })
  })

  it('charges the CSS Profile $25 for the first school and $16 for each more, in deadline order', () => {
    const report = applyingCost(
      [
        app({ id: 'late', fee: 0, css_profile_required: true, deadline_date: '2027-01-01' }),
        app({ id: 'none', fee: 0, css_profile_required: false, deadline_date: '2026-10-01' }),
        app({ id: 'early', fee: 0, css_profile_required: true, deadline_date: '2026-11-01' }),
        app({ id: 'undated', fee: 0, css_profile_required: true }),
      ],
      { cssWaiver: false },
    )
    expect(report.rows.map((r) => [r.id, r.css])).toEqual([
      ['none', null],
      ['early', CSS_PROFILE_FEES.first],
      ['late', CSS_PROFILE_FEES.additional],
      ['undated', CSS_PROFILE_FEES.additional],
    ])
    expect(report.totals.css).toBe(25 + 16 + 16)
  })

  it('charges nothing for the CSS Profile with a fee waiver', () => {
    const report = applyingCost([app({ id: 'a', css_profile_required: true })], { cssWaiver: true })
    expect(report.rows[0]?.css).toBe(0)
    expect(report.totals.total).toBe(0)
  })

  it('keeps a running total and names what it could not count', () => {
    const report = applyingCost(
      [
        app({ id: 'a', schoolName: 'Tulane', fee: 75, deadline_date: '2026-11-01' }),
        app({ id: 'b', schoolName: 'Rice', deadline_date: '2026-11-15' }),
        app({
          id: 'c',
          schoolName: 'Emory',
          fee: 75,
          fee_waiver: 'will_request',
          score_sends: true,
          deadline_date: '2027-01-01',
        }),
      ],
      { cssWaiver: false },
    )
    expect(report.rows.map((r) => r.runningTotal)).toEqual([75, 75, 150])
    expect(report.notCounted).toEqual(['the application fee for Rice', 'sending scores to Emory'])
    expect(report.totals.pendingWaivers).toBe(75)
    expect(report.summary).toBe(
      'Applying to 3 schools costs $150 ($150 in application fees). Waivers you requested or plan to request would take off $75 more. Not counted, not known yet: the application fee for Rice and sending scores to Emory.',
    )
  })

  it('says what to do with no applications', () => {
    expect(applyingCost([], { cssWaiver: false }).summary).toBe(
      'No applications yet: add them in your planner to see what applying costs.',
    )
  })

  const amount = fc.option(fc.integer({ min: 0, max: 150 }), { nil: null })
  const application = fc.record({
    id: fc.stringMatching(/^[a-z]{1,4}$/),
    fee: amount,
    catalogueFee: amount,
    fee_waiver: fc.constantFrom('', 'not_needed', 'will_request', 'requested', 'granted', 'denied'),
    css_profile_required: fc.boolean(),
    score_sends: fc.boolean(),
    score_send_fee: amount,
    deadline_date: fc.constantFrom('', '2026-11-01', '2026-12-01', '2027-01-01'),
  })

  it('adds up: the total is fees minus waivers plus CSS and score reports, and never falls', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(application, { selector: (a) => a.id, maxLength: 10 }),
        fc.boolean(),
        (apps, cssWaiver) => {
          const report = applyingCost(
            apps.map((a) => app(a as Partial<CostApplication> & { id: string })),
            { cssWaiver },
          )
          const { fees, waived, css, scoreSends, total } = report.totals
          expect(total).toBe(fees - waived + css + scoreSends)
          expect(total).toBe(report.rows.reduce((sum, r) => sum + r.subtotal, 0))
          expect(report.rows.at(-1)?.runningTotal ?? 0).toBe(total)
          report.rows.forEach((row, i) => {
            expect(row.subtotal).toBeGreaterThanOrEqual(0)
            expect(row.runningTotal).toBeGreaterThanOrEqual(report.rows[i - 1]?.runningTotal ?? 0)
          })
          expect(report.summary).not.toMatch(/%|percent/i)
          expect(
            applyingCost(
              apps.map((a) => app(a as Partial<CostApplication> & { id: string })),
              { cssWaiver },
            ),
          ).toEqual(report)
        },
      ),
    )
  })
})
