import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasForbiddenCharacter } from './stored-text.ts'

describe('hasForbiddenCharacter', () => {
  it.each([
    ['Rotary Club of Springfield', false],
    ['École Normale – “Merit” Award', false],
    ['Line\nbreak', true],
    ['Tab\there', true],
    ['NUL\u0000', true],
    ['C1 \u0085', true],
    ['Bidi \u202Eoverride', true],
    ['Isolate \u2066x\u2069', true],
    ['Separator \u2028', true],
  ])('%j: %s', (text, expected) => {
    expect(hasForbiddenCharacter(text)).toBe(expected)
  })

  it('agrees with the Unicode control category and the bidi and separator ranges', () => {
    const rule = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(hasForbiddenCharacter(text)).toBe(rule.test(text))
      }),
    )
  })
})
