import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { repayment, STANDARD_PLAN_MONTHS } from './repayment.ts'

describe('repayment on the standard ten-year plan', () => {
  // Worked by hand from the amortisation formula P*r/(1-(1+r)^-n), r = rate/12, n = 120, and
  // checked with an independent calculation; $10,000 at 5% is the textbook $106.07 a month.
  it.each([
    // principal, % a year, monthly, total repaid
    [5_500, 6.39, 62.14, 7_457.28],
    [3_500, 6.39, 39.55, 4_745.54],
    [10_000, 5, 106.07, 12_727.86],
    [22_000, 8.94, 277.97, 33_356.74],
    [12_000, 0, 100, 12_000],
    [0, 6.39, 0, 0],
  ])('%d at %d%%: %d a month, %d in all', (principal, rate, monthly, total) => {
    const plan = repayment(principal, rate)
    expect(plan.monthly).toBeCloseTo(monthly, 2)
    expect(plan.total).toBeCloseTo(total, 1)
    expect(plan.interest).toBeCloseTo(total - principal, 1)
  })

  it('pays the loan off exactly: the balance after 120 payments is zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 0, max: 25_000 }).map((r) => r / 1000),
        (principal, rate) => {
          const { monthly } = repayment(principal, rate)
          let balance = principal
          for (let month = 0; month < STANDARD_PLAN_MONTHS; month += 1)
            balance = balance * (1 + rate / 100 / 12) - monthly
          expect(Math.abs(balance)).toBeLessThan(1e-6 * principal + 1e-6)
        },
      ),
    )
  })

  it('never repays less than was borrowed, and more at a higher rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200_000 }),
        fc.integer({ min: 0, max: 24_000 }).map((r) => r / 1000),
        (principal, rate) => {
          const low = repayment(principal, rate)
          expect(low.total).toBeGreaterThanOrEqual(principal - 1e-6)
          expect(repayment(principal, rate + 1).total).toBeGreaterThan(low.total)
        },
      ),
    )
  })
})
