import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rankByQuery } from './rank.ts'
import { searchKey, searchTerms } from './search-key.ts'

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

describe('searchTerms', () => {
  it('splits into distinct words', () => {
    expect(searchTerms('Texas  texas AUSTIN')).toEqual(['texas', 'austin'])
    expect(searchTerms('  ')).toEqual([])
  })
})

describe('rankByQuery', () => {
  const item = (name: string) => ({ name, city: 'X', state: 'TX' })
  it('puts exact and prefix matches before the rest', () => {
    const ranked = rankByQuery('texas', [
      item('University of North Texas'),
      item('Texas State University'),
      item('Texas'),
      item('Texarkana College'),
    ])
    expect(ranked.map((i) => i.name)).toEqual([
      'Texas',
      'Texas State University',
      'University of North Texas',
      'Texarkana College',
    ])
  })

  it('keeps every item (a permutation)', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (query, names) => {
        const ranked = rankByQuery(query, names.map(item))
        expect(ranked.map((i) => i.name).sort()).toEqual([...names].sort())
      }),
    )
  })
})
