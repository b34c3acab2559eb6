import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { makeUniversity } from '../../testing/university-fixtures.ts'
import { pickPopular } from './popular.ts'

const school = (id: string, state: string, applicants: number | null) =>
  makeUniversity({ id, name: `School ${id}`, state, applicants_fall2022: applicants })

describe('pickPopular', () => {
  it('takes the most applied-to schools, one per state', () => {
    const picked = pickPopular(
      [
        school('a', 'CA', 150_000),
        school('b', 'CA', 130_000),
        school('c', 'NY', 100_000),
        school('d', 'MA', 91_000),
        school('e', 'TX', null),
      ],
      3,
    )
    expect(picked.map((u) => u.id)).toEqual(['a', 'c', 'd'])
  })

  it('never picks more than asked, never a school without figures, never two from a state', () => {
    const arb = fc.array(
      fc.record({
        state: fc.constantFrom('CA', 'NY', 'TX', 'MA', 'IL'),
        applicants: fc.option(fc.nat(200_000), { nil: null }),
      }),
      { maxLength: 40 },
    )
    fc.assert(
      fc.property(arb, fc.nat(10), (rows, count) => {
        const picked = pickPopular(
          rows.map((r, i) => school(String(i), r.state, r.applicants)),
          count,
        )
        expect(picked.length).toBeLessThanOrEqual(count)
        expect(picked.every((u) => u.applicants_fall2022 !== null)).toBe(true)
        expect(new Set(picked.map((u) => u.state)).size).toBe(picked.length)
      }),
    )
  })
})
