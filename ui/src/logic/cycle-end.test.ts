import { describe, expect, it } from 'vitest'
import { CYCLE, CYCLE_ENDS_AT } from './cycle-end.ts'

describe('the end of the cycle', () => {
  it('is the end of the last day in the last zone on Earth', () => {
    expect(new Date(CYCLE_ENDS_AT).toISOString()).toBe('2027-08-01T11:59:59.999Z')
    expect(CYCLE.name.split('-')[1]).toBe(CYCLE.lastDay.slice(2, 4))
  })

  // A reminder with a date on it: shared links would otherwise all end on a past day.
  it('has not passed: renew CYCLE for the next cycle once it has', () => {
    expect(Date.now()).toBeLessThan(CYCLE_ENDS_AT)
  })
})
