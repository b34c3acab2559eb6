import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { grouped, money, plural } from './words.ts'

// The words run on the server too (the shared plan), where there is no Intl: they must say
// exactly what Intl says in the browser.
const intlDollars = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  maximumFractionDigits: 0,
})

describe('grouped, money and plural without Intl', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12_345, '12,345'],
    [1_234_567, '1,234,567'],
    [-4200, '-4,200'],
    [1234.5, '1,234.5'],
  ])('grouped(%d) is %s', (value, expected) => {
    expect(grouped(value)).toBe(expected)
  })

  it.each([
    [0, '$0'],
    [75, '$75'],
    [1234.4, '$1,234'],
    [1234.5, '$1,235'],
    [-4200, '-$4,200'],
    [250_000, '$250,000'],
  ])('money(%d) is %s', (amount, expected) => {
    expect(money(amount)).toBe(expected)
  })

  it('money says what Intl says for any amount that is not a rounded zero', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }).filter((x) => Math.round(x) !== 0),
        (amount) => {
          expect(money(amount)).toBe(intlDollars.format(Math.round(amount)))
        },
      ),
    )
  })

  it('a count reads as Intl groups it, with the word in the singular only for one', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (count) => {
        const words = plural(count, 'school')
        expect(words).toBe(`${count.toLocaleString('en-US')} ${count === 1 ? 'school' : 'schools'}`)
      }),
    )
  })
})
