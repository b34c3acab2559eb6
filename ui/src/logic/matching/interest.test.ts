import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { itGivesReasons, school } from '../../testing/match-schools.ts'
import {
  builtAround,
  DEPTH_ANCHORS,
  depthFit,
  graduatesFit,
  shareFit,
  SMALL_PROGRAM_SHARE,
  typicalDepth,
} from './depth.ts'
import { FAMILIES } from './families.ts'
import { shareInWords } from './interest.ts'
import { rankMatches, scoreUniversity } from './score.ts'

const health = (share: number, undergraduates: number | null) =>
  ({
    offers_bachelor_health: 1,
    program_share_health_2021_22: share,
    undergrad_enrollment: undergraduates,
  }) as const

describe('the field: reasons', () => {
  itGivesReasons([
    [
      'a deep program, in words, with the data year and how many students that is',
      { academicInterest: 'health' },
      health(0.423, 5004),
      'academicInterest',
      /^About 4 in 10 graduates study health or medicine \(2021-22 awards; about 2,100 of 5,000 undergraduates\)$/,
      'for',
    ],
    [
      'a small program says so',
      { academicInterest: 'health' },
      health(0.075, 6840),
      'academicInterest',
      /^A small program: fewer than 1 in 10 graduates study health or medicine \(2021-22 awards; about 510 of 6,800 undergraduates\)$/,
      'against',
    ],
    [
      'a very small one too',
      { academicInterest: 'engineering' },
      { offers_bachelor_engineering: 1, program_share_engineering_2021_22: 0.012 },
      'academicInterest',
      /^A very small program: fewer than 1 in 50 graduates study engineering or computing \(2021-22 awards; undergraduate enrollment not reported\)$/,
      'against',
    ],
    [
      'a one-major college',
      { academicInterest: 'arts' },
      { offers_bachelor_arts: 1, program_share_arts_2021_22: 1, undergrad_enrollment: 312 },
      'academicInterest',
      /^Nearly all graduates study arts or humanities \(2021-22 awards; about 310 of 310/,
      'for',
    ],
    [
      'interest not offered',
      { academicInterest: 'health' },
      { offers_bachelor_health: 0 },
      'academicInterest',
      /No bachelor's program in Health/,
      'against',
    ],
    [
      'interest not reported',
      { academicInterest: 'arts' },
      {},
      'academicInterest',
      /not reported/,
      'unknown',
    ],
    [
      'offered, with no share reported',
      { academicInterest: 'arts' },
      { offers_bachelor_arts: 1 },
      'academicInterest',
      /^Share of graduates in Arts & Humanities: not reported$/,
      'unknown',
    ],
  ])
})

describe('the share in words', () => {
  it.each([
    [1, 'Nearly all graduates'],
    [0.95, 'Nearly all graduates'],
    [0.411, 'About 4 in 10 graduates'],
    [0.15, 'About 2 in 10 graduates'],
    [0.149, 'About 1 in 10 graduates'],
    [0.08, 'About 1 in 10 graduates'],
    [0.0799, 'A small program: fewer than 1 in 10 graduates'],
    [0.05, 'A small program: fewer than 1 in 10 graduates'],
    [0.049, 'A small program: fewer than 1 in 20 graduates'],
    [0.019, 'A very small program: fewer than 1 in 50 graduates'],
    [0, 'A very small program: fewer than 1 in 50 graduates'],
  ])('%s reads "%s"', (share, words) => {
    expect(shareInWords(share)).toBe(words)
  })
})

describe('the depth curve', () => {
  const family = fc.constantFrom(...FAMILIES)
  const share = fc.double({ min: 0, max: 1, noNaN: true })
  const undergraduates = fc.integer({ min: 1, max: 80000 })

  it.each([
    // A large program at a large university counts; a one-major college does not win by its
    // share alone; a program under 8% weighs next to nothing, however large the university.
    ['Purdue-like: 41% of 38,000', 0.41, 38000, 0.947],
    ['a fifth of 30,000', 0.2, 30000, 0.717],
    ['all of 300 (a one-major college)', 1, 300, 0.694],
    ['4 in 10 of 1,500', 0.4, 1500, 0.743],
    ['15% of 2,000', 0.15, 2000, 0.269],
    ['6% of 30,000', 0.06, 30000, 0.045],
  ] as const)('health, %s', (_name, s, n, fit) => {
    expect(depthFit(s, n, 'health')).toBeCloseTo(fit, 3)
  })

  it('the share fit runs through its anchors: 0.1 at 8%, 0.85 at the 75th percentile, 1 at the 90th', () => {
    for (const f of FAMILIES) {
      const { share75, share90 } = DEPTH_ANCHORS[f]
      expect(shareFit(0, f)).toBe(0)
      expect(shareFit(SMALL_PROGRAM_SHARE, f)).toBeCloseTo(0.1, 10)
      expect(shareFit(share75, f)).toBeCloseTo(0.85, 10)
      expect(shareFit(share90, f)).toBeCloseTo(1, 10)
      expect(shareFit(1, f)).toBe(1)
    }
  })

  it('the count fit is 0 at the 25th percentile of students in the field and 1 at the 90th', () => {
    for (const f of FAMILIES) {
      const { graduates25, graduates90 } = DEPTH_ANCHORS[f]
      expect(graduatesFit(graduates25, f)).toBe(0)
      expect(graduatesFit(graduates90, f)).toBeCloseTo(1, 10)
      expect(graduatesFit(10 * graduates90, f)).toBe(1)
    }
  })

  it('a larger share, or more undergraduates, never makes the program shallower', () => {
    fc.assert(
      fc.property(family, share, share, undergraduates, undergraduates, (f, a, b, m, n) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        const [few, many] = m <= n ? [m, n] : [n, m]
        expect(depthFit(high, few, f)).toBeGreaterThanOrEqual(depthFit(low, few, f))
        expect(depthFit(low, many, f)).toBeGreaterThanOrEqual(depthFit(low, few, f))
      }),
    )
  })

  it('a small program stays under 0.06; a program built around the field is at least 0.62', () => {
    fc.assert(
      fc.property(family, share, fc.option(undergraduates, { nil: null }), (f, s, n) => {
        const fit = depthFit(s, n, f)
        expect(fit).toBeGreaterThanOrEqual(0)
        expect(fit).toBeLessThanOrEqual(1)
        if (s < SMALL_PROGRAM_SHARE) expect(fit).toBeLessThan(0.06)
        if (builtAround(s, n, f)) expect(fit).toBeGreaterThan(0.62)
      }),
    )
  })
})

describe('a field not reported', () => {
  it.each(FAMILIES)(
    '%s: counts as the median school that offers it, not as half credit',
    (family) => {
      const { share50, graduates50 } = DEPTH_ANCHORS[family]
      const median = school({
        [`offers_bachelor_${family}`]: 1,
        [`program_share_${family}_2021_22`]: share50,
        undergrad_enrollment: graduates50 / share50,
      })
      const unreported = school({ [`offers_bachelor_${family}`]: null })
      const answers = { academicInterest: family }
      expect(scoreUniversity(answers, unreported).exact).toBeCloseTo(
        scoreUniversity(answers, median).exact,
        6,
      )
      expect(typicalDepth(family)).toBeCloseTo(depthFit(share50, graduates50 / share50, family), 10)
    },
  )
})

describe('"among your matches": compared with the list the student is shown', () => {
  const schools = [0.5, 0.4, 0.3, 0.25, 0.2, 0.15, 0.12, 0.1].map((share, i) =>
    school({ unitid: i + 1, name: `College ${i + 1}`, ...health(share, 5000) }),
  )
  const reasonOf = (list: typeof schools, limit: number, unitid: number) =>
    rankMatches({ academicInterest: 'health' }, list, limit)
      .find((m) => m.university.unitid === unitid)
      ?.reasons.find((r) => r.factor === 'academicInterest')?.text

  it.each([
    [1, 8, ': the deepest program among your 8 matches ('],
    [2, 8, ': one of the deepest programs among your 8 matches ('],
    [3, 8, ' ('],
    [1, 4, ' ('],
  ])('college %i of %i matches', (unitid, limit, says) => {
    const text = reasonOf(schools, limit, unitid) ?? ''
    expect(text.slice(text.indexOf('medicine') + 'medicine'.length).startsWith(says)).toBe(true)
  })

  it('compares with nothing where one school is scored alone', () => {
    const alone = scoreUniversity({ academicInterest: 'health' }, schools[0]!)
    expect(alone.reasons.find((r) => r.factor === 'academicInterest')?.text).toMatch(
      /^About 5 in 10 graduates study health or medicine \(2021-22/,
    )
  })
})
