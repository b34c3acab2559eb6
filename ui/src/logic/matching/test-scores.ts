/**
 * The test-score factor: the student's SAT or ACT range against the school's middle 50% of
 * enrolled students, read through the school's test policy for this cycle's entrants where it is
 * reviewed, else its fall 2022 policy, dated as such (logic/admissions/test-policy.ts, ADR 0070):
 * test blind, scores are not weighed; required, no test counts against.
 */
import { scoringPolicy } from '../admissions/test-policy.ts'
import { banded, type Banded } from './admission.ts'
import { scoreMidpoints, scoreRangeFor, testBandOf } from './bands.ts'
import { clamp, notReported } from './factor.ts'
import type { MatchUniversity } from './fields.ts'

/**
 * Where the student's midpoint sits in the school's middle 50% (0 at the 25th percentile, 1 at
 * the 75th): best at the middle, 0.8 at the quartiles, falling below (reach) and gently above
 * (likely).
 */
export function testFit(position: number): number {
  if (position < 0) return clamp(0.8 + 0.6 * position, 0.1)
  if (position > 1) return clamp(0.8 - 0.1 * (position - 1), 0.7)
  return 1 - 0.4 * Math.abs(position - 0.5)
}

export function testBand(u: MatchUniversity, answer: string): Banded {
  const factor = 'satAct'
  const { policy, required, dated } = scoringPolicy(u)
  const mid = scoreMidpoints(answer)
  if (policy === 'blind') {
    return {
      band: null,
      factor: {
        neutral: {
          factor,
          effect: 'neutral',
          text: `Test blind ${dated}: SAT and ACT scores are not considered`,
        },
      },
    }
  }
  if (!mid) {
    if (required) {
      const what =
        policy === 'required_flexible'
          ? 'a test (SAT, ACT or another the school lists)'
          : 'SAT or ACT scores'
      return {
        band: null,
        factor: {
          fit: 0,
          reason: { factor, effect: 'against', text: `Requires ${what} ${dated}` },
        },
      }
    }
    return {
      band: null,
      factor: { neutral: { factor, effect: 'neutral', text: 'No test scores given' } },
    }
  }
  const range = scoreRangeFor(u, mid)
  if (range === null) {
    return {
      band: null,
      factor: notReported(factor, 'SAT and ACT ranges'),
    }
  }
  const band = testBandOf(range)
  const position = (range.mine - range.low) / Math.max(1, range.high - range.low)
  const where = { reach: 'below', target: 'within', likely: 'above' }[band]
  return banded(
    factor,
    band,
    testFit(position),
    () =>
      `Your scores are ${where} the middle 50% of enrolled students (${range.name} ${range.low}-${range.high}, fall 2022)`,
  )
}
