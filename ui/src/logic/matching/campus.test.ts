import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { itGivesReasons } from '../../testing/match-schools.ts'
import { sizeBand, sizeFit } from './campus.ts'

describe('setting and size: reasons', () => {
  itGivesReasons([
    [
      'location matches the setting',
      { locationPreference: 'urban' },
      { setting: 'urban' },
      'locationPreference',
      /urban/,
      'for',
    ],
    [
      'location far from the setting',
      { locationPreference: 'rural' },
      { setting: 'urban' },
      'locationPreference',
      /urban/,
      'against',
    ],
    [
      'size in band',
      { schoolSize: 'small' },
      { undergrad_enrollment: 4999 },
      'schoolSize',
      /4,999 undergraduates, small \(fall 2022\)/,
      'for',
    ],
    ['size not reported', { schoolSize: 'small' }, {}, 'schoolSize', /not reported/, 'unknown'],
  ])

  it.each([
    [4999, 'small'],
    [5000, 'medium'],
    [15000, 'medium'],
    [15001, 'large'],
  ] as const)('%i undergraduates is %s', (n, band) => {
    expect(sizeBand(n)).toBe(band)
  })
})

describe('size: a continuous fit', () => {
  const band = fc.constantFrom('small' as const, 'medium' as const, 'large' as const)
  const students = fc.integer({ min: 0, max: 120000 })

  it('size: 1 inside the band, never more outside, and nearer the band is never worse', () => {
    fc.assert(
      fc.property(band, students, students, (preference, a, b) => {
        const inside = (n: number) => sizeBand(n) === preference
        if (inside(a)) expect(sizeFit(a, preference)).toBe(1)
        else expect(sizeFit(a, preference)).toBeLessThanOrEqual(0.8)
        // Between a and the band's edge there is no worse fit.
        const [near, far] = a <= b ? [b, a] : [a, b]
        if (!inside(near) && !inside(far) && sizeBand(near) === sizeBand(far)) {
          const below =
            sizeBand(near) === 'small' || (sizeBand(near) === 'medium' && preference === 'large')
          const [closer, farther] = below ? [near, far] : [far, near]
          expect(sizeFit(closer, preference)).toBeGreaterThanOrEqual(sizeFit(farther, preference))
        }
      }),
    )
  })

  it.each([
    [6000, 'small', 0.67],
    [15000, 'small', 0],
    [10000, 'large', 0.5],
    [3000, 'medium', 0.43],
  ] as const)('size: %i undergraduates for %s fits about %s', (n, preference, fit) => {
    expect(sizeFit(n, preference)).toBeCloseTo(fit, 2)
  })
})
