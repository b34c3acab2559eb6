import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadHookModule } from '../../scripts/hook-module.ts'
import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  validateEntries,
} from '../../../ui/src/logic/analytics/entries.ts'
import { offerLikeArb } from '../../../ui/src/testing/offer-arbitraries.ts'

type AnalyticsHookLib = {
  LIMITS: Record<string, number>
  MESSAGES: Record<string, unknown>
  entriesProblems: (values: Record<string, unknown>) => Record<string, string>
}

const lib = loadHookModule('lib/analytics.js') as AnalyticsHookLib

describe('the analytics hook library', () => {
  it('has the limits and messages the client knows', () => {
    expect(lib.LIMITS).toEqual(ANALYTICS_LIMITS)
    for (const key of ['scoreSends', 'cssProfile', 'scoreSendFee'] as const) {
      expect(lib.MESSAGES[key]).toBe(ANALYTICS_MESSAGES[key])
    }
  })

  it('refuses exactly what the client refuses, with the same words', () => {
    const anything = fc.oneof(
      fc.constant(null),
      fc.boolean(),
      fc.integer({ min: -10, max: 250_000 }),
      fc.double({ min: -1, max: 1_000, noNaN: false }),
      fc.constantFrom(0, 14, 18.5, 500, 501, '14', '', [], {}),
    )
    const values = fc.record(
      {
        score_sends: anything,
        css_profile_required: anything,
        score_send_fee: anything,
        aid_offer: offerLikeArb,
      },
      { requiredKeys: [] },
    )
    fc.assert(
      fc.property(values, (entered) => {
        expect(lib.entriesProblems(entered)).toEqual(validateEntries(entered))
      }),
      { numRuns: 2_000 },
    )
  })
})
