import { describe, expect, it } from 'vitest'
import { PLANS, type Plan, type Platform } from './model.ts'
import { planChoices } from './plan-types.ts'

const values = (platform: Platform | '', current: Plan | '' = '') =>
  planChoices(platform, current).map((choice) => choice.value)

describe('planChoices: what the form offers', () => {
  it("offers a Common App application Common App's seven decision plans, in the form's order", () => {
    expect(values('common_app')).toEqual(['ed', 'ed2', 'ea', 'ea2', 'rea', 'rd', 'rolling'])
  })

  it.each<[Platform | '']>([[''], ['coalition_scoir'], ['school'], ['other']])(
    "offers every plan for %j (a school's own application may have a priority deadline)",
    (platform) => {
      expect(values(platform)).toEqual(PLANS.map((plan) => plan.value))
    },
  )

  it('keeps a stored plan Common App does not offer, marked, so the record shows what it holds', () => {
    const choices = planChoices('common_app', 'priority')
    expect(choices.map((c) => c.value)).toEqual([
      'ed',
      'ed2',
      'ea',
      'ea2',
      'rea',
      'rd',
      'rolling',
      'priority',
    ])
    expect(choices.at(-1)?.label).toBe('Priority deadline (not a Common App plan)')
  })
})
