import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { searchKey } from './search-key.ts'

describe('searchKey', () => {
  it.each([
    ['The University of Texas at Austin', 'the university of texas at austin'],
    ['Université de Montréal', 'universite de montreal'],
    ['Texas A & M University-College Station', 'texas a and m university college station'],
    ["St. John's College", 'st john s college'],
    ['  MIXED   case  ', 'mixed case'],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(searchKey(input)).toBe(expected)
  })

  it('is idempotent and only ever yields [a-z0-9 ]', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const key = searchKey(text)
        expect(searchKey(key)).toBe(key)
        expect(key).toMatch(/^[a-z0-9 ]*$/)
      }),
    )
  })
})
