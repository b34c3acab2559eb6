import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadHookModule } from '../../scripts/hook-module.ts'
import {
  AID_FIELDS,
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  validateEntries,
} from '../../../ui/src/logic/analytics/entries.ts'

type AnalyticsHookLib = {
  LIMITS: Record<string, number>
  MESSAGES: Record<string, unknown> & { aid: (field: string) => string }
  AID_FIELDS: string[]
  entriesProblems: (values: Record<string, unknown>) => Record<string, string>
}

const lib = loadHookModule('lib/analytics.js') as AnalyticsHookLib

describe('the analytics hook library', () => {
  it('has the limits, fields and messages the client knows', () => {
    expect(lib.LIMITS).toEqual(ANALYTICS_LIMITS)
    expect(lib.AID_FIELDS).toEqual(AID_FIELDS)
    for (const key of ['scoreSends', 'cssProfile', 'scoreSendFee', 'aidOverCost'] as const) {
      expect(lib.MESSAGES[key]).toBe(ANALYTICS_MESSAGES[key])
    }
    for (const field of AID_FIELDS)
      expect(lib.MESSAGES.aid(field)).toBe(ANALYTICS_MESSAGES.aid(field))
  })

  it('refuses exactly what the client refuses, with the same words', () => {
    const anything = fc.oneof(
      fc.constant(null),
      fc.boolean(),
      fc.integer({ min: -10, max: 250_000 }),
      fc.double({ min: -1, max: 1_000, noNaN: false }),
      fc.constantFrom(0, 14, 18.5, 500, 501, 200_000, 200_000.01, '14', '', [], {}),
    )
    const values = fc.dictionary(
      fc.constantFrom('score_sends', 'css_profile_required', 'score_send_fee', ...AID_FIELDS),
      anything,
    )
    fc.assert(
      fc.property(values, (entered) => {
        expect(lib.entriesProblems(entered)).toEqual(validateEntries(entered))
      }),
      { numRuns: 2_000 },
    )
  })
})
