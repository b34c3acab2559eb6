import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildSearchIndex, MATCH_TIERS, searchIndex, type SearchEntry } from './search-index.ts'
import { searchWords, withinOneEdit } from './search-words.ts'

let next = 900000
function school(name: string, more: Partial<SearchEntry> = {}): SearchEntry {
  next += 1
  return {
    id: `s${next}`,
    unitid: next,
    name,
    city: 'Springfield',
    state: 'IL',
    undergrad_enrollment: 2000,
    carnegie_basic_2021: 21,
    ...more,
  }
}

describe('searchWords', () => {
  it.each([
    ['Saint Olaf', ['st', 'olaf']],
    ['St. Olaf', ['st', 'olaf']],
    ["St. John's University", ['st', 'johns', 'university']],
    ['Texas A&M', ['texas', 'a', 'and', 'm']],
    [
      'Texas A & M University-College Station',
      ['texas', 'a', 'and', 'm', 'university', 'college', 'station'],
    ],
    ['Mount Holyoke', ['mt', 'holyoke']],
    ['Université de Montréal', ['universite', 'de', 'montreal']],
    ['  ', []],
  ])('%j -> %j', (text, words) => {
    expect(searchWords(text)).toEqual(words)
  })
})

describe('withinOneEdit', () => {
  it.each([
    ['harvard', 'havard', true], // a letter missing
    ['stanford', 'stanfrod', true], // two neighbours swapped
    ['princeton', 'princetin', true], // one letter wrong
    ['yale', 'yales', true], // one letter more
    ['howard', 'havard', false], // two letters wrong
    ['stanford', 'stnafrod', false],
  ])('%s ~ %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected)
    expect(withinOneEdit(b, a)).toBe(expected)
  })

  it('accepts every single deletion, insertion, substitution and swap', () => {
    const word = fc.stringMatching(/^[a-z]{2,12}$/)
    fc.assert(
      fc.property(word, fc.nat(), fc.constantFrom('x', 'q'), (w, at, letter) => {
        const i = at % w.length
        expect(withinOneEdit(w, w.slice(0, i) + w.slice(i + 1))).toBe(true)
        expect(withinOneEdit(w, w.slice(0, i) + letter + w.slice(i))).toBe(true)
        expect(withinOneEdit(w, w.slice(0, i) + letter + w.slice(i + 1))).toBe(true)
        if (i + 1 < w.length) {
          const swapped = w.slice(0, i) + w.charAt(i + 1) + w.charAt(i) + w.slice(i + 2)
          expect(withinOneEdit(w, swapped)).toBe(true)
        }
      }),
    )
  })
})

const ohioMain = school('Ohio State University-Main Campus', {
  city: 'Columbus',
  state: 'OH',
  undergrad_enrollment: 45140,
  carnegie_basic_2021: 15,
})
const ohioLima = school('Ohio State University-Lima Campus', {
  city: 'Lima',
  state: 'OH',
  undergrad_enrollment: 731,
  carnegie_basic_2021: 22,
})
// A branch that is bigger and ranked higher than its main campus still comes after it.
const bigBranch = school('Example State University-Riverside Campus', {
  undergrad_enrollment: 30000,
  carnegie_basic_2021: 15,
})
const smallMain = school('Example State University-Main Campus', { undergrad_enrollment: 900 })
const mit = school('Massachusetts Institute of Technology', { city: 'Cambridge', state: 'MA' })
const mitchell = school('Mitchell College', { city: 'New London', state: 'CT' })
const harvard = school('Harvard University', { city: 'Cambridge', state: 'MA' })
const olaf = school('St Olaf College', { city: 'Northfield', state: 'MN' })
const ucla = school('University of California-Los Angeles', { unitid: 110662, city: 'Los Angeles' })
const boston = school('Boston University', { city: 'Boston', state: 'MA' })
const inBoston = school('Emmanuel College', { city: 'Boston', state: 'MA' })
const CATALOGUE = [
  ohioLima,
  ohioMain,
  bigBranch,
  smallMain,
  mit,
  mitchell,
  harvard,
  olaf,
  ucla,
  boston,
  inBoston,
]
const index = buildSearchIndex(CATALOGUE)
const names = (query: string, limit = 20) =>
  searchIndex(index, query, limit).map((h) => h.entry.name)
const tierOf = (query: string, name: string) =>
  searchIndex(index, query).find((h) => h.entry.name === name)?.tier

describe('searchIndex', () => {
  it.each([
    // query, first hit, its tier
    ['ucla', 'University of California-Los Angeles', 'short-name'],
    ['UCLA', 'University of California-Los Angeles', 'short-name'],
    ['harvard university', 'Harvard University', 'short-name'],
    ['MIT', 'Massachusetts Institute of Technology', 'initials'],
    ['Saint Olaf', 'St Olaf College', 'words'],
    ['st. olaf', 'St Olaf College', 'words'],
    ['ohio state', 'Ohio State University-Main Campus', 'words'],
    ['ohio sta', 'Ohio State University-Main Campus', 'prefixes'],
    ['example state', 'Example State University-Main Campus', 'words'],
    ['harv', 'Harvard University', 'prefixes'],
    ['havard', 'Harvard University', 'typo'],
    ['massachusets institute', 'Massachusetts Institute of Technology', 'typo'],
    ['boston', 'Boston University', 'words'],
    ['cambridge', 'Harvard University', 'place'],
    ['MIT cambridge', 'Massachusetts Institute of Technology', 'place'],
    ['mas', 'Massachusetts Institute of Technology', 'prefixes'],
  ] as const)('%j finds %s first (%s)', (query, first, tier) => {
    const [hit] = searchIndex(index, query)
    expect(hit?.entry.name).toBe(first)
    expect(hit?.tier).toBe(tier)
  })

  it('reads a word that is no name as initials before any name starting with it', () => {
    expect(names('mit')).toEqual(['Massachusetts Institute of Technology', 'Mitchell College'])
    expect(tierOf('mit', 'Mitchell College')).toBe('prefixes')
  })

  it('puts the main campus before its branches, whatever their size or research level', () => {
    expect(names('ohio state')).toEqual([
      'Ohio State University-Main Campus',
      'Ohio State University-Lima Campus',
    ])
    expect(names('example state university')).toEqual([
      'Example State University-Main Campus',
      'Example State University-Riverside Campus',
    ])
  })

  it('puts names before places: schools named Boston before schools in Boston', () => {
    expect(names('boston')).toEqual(['Boston University', 'Emmanuel College'])
    expect(tierOf('boston', 'Emmanuel College')).toBe('place')
  })

  it('forgives one typo only in words of five letters or more', () => {
    expect(names('havard')).toEqual(['Harvard University'])
    expect(names('olsf')).toEqual([])
    expect(names('hxrvxrd')).toEqual([])
  })

  it('answers nothing to a blank query or a zero limit, and keeps to the limit', () => {
    expect(names('   ')).toEqual([])
    expect(names('university', 0)).toEqual([])
    expect(names('university', 1)).toHaveLength(1)
  })

  it('names its tiers best first', () => {
    expect(MATCH_TIERS[0]).toBe('short-name')
    expect(MATCH_TIERS.at(-1)).toBe('initials-start')
  })
})

describe('searchIndex properties', () => {
  const catalogueArb = fc
    .uniqueArray(
      fc.record({
        name: fc
          .array(
            fc.constantFrom(
              'North',
              'State',
              'University',
              'College',
              'of',
              'Saint',
              'Mary',
              'Lake',
              'Technology',
              'Art',
            ),
            {
              minLength: 1,
              maxLength: 5,
            },
          )
          .map((w) => w.join(' ')),
        city: fc.constantFrom('Austin', 'Boston', 'Lima'),
        undergrad_enrollment: fc.option(fc.integer({ min: 0, max: 50000 }), { nil: null }),
        carnegie_basic_2021: fc.option(fc.integer({ min: 14, max: 33 }), { nil: null }),
      }),
      { minLength: 1, maxLength: 25, selector: (u) => u.name },
    )
    .map((rows) => rows.map((row, i) => ({ ...row, id: `p${i}`, unitid: 500000 + i, state: 'TX' })))
  const queryArb = fc.constantFrom(
    'state',
    'st',
    'north lake',
    'university of',
    'saint mary',
    'colege',
    'nsu',
    'a',
    'tech',
  )

  it('lists each school once, within the limit, whatever the order of the catalogue', () => {
    fc.assert(
      fc.property(catalogueArb, queryArb, fc.integer({ min: 1, max: 30 }), (rows, query, limit) => {
        const hits = searchIndex(buildSearchIndex(rows), query, limit)
        const reversed = searchIndex(buildSearchIndex([...rows].reverse()), query, limit)
        expect(hits.length).toBeLessThanOrEqual(limit)
        expect(new Set(hits.map((h) => h.entry.unitid)).size).toBe(hits.length)
        expect(reversed.map((h) => h.entry.unitid)).toEqual(hits.map((h) => h.entry.unitid))
      }),
    )
  })

  it('lists better tiers first', () => {
    fc.assert(
      fc.property(catalogueArb, queryArb, (rows, query) => {
        const tiers = searchIndex(buildSearchIndex(rows), query, 50).map((h) =>
          MATCH_TIERS.indexOf(h.tier),
        )
        expect(tiers).toEqual([...tiers].sort((a, b) => a - b))
      }),
    )
  })

  it('finds every school by its full name, in the first tier', () => {
    fc.assert(
      fc.property(catalogueArb, fc.nat(), (rows, pick) => {
        const wanted = rows[pick % rows.length]!
        const hits = searchIndex(buildSearchIndex(rows), wanted.name, 50)
        expect(hits.find((h) => h.entry.unitid === wanted.unitid)?.tier).toBe('short-name')
        expect(hits[0]?.tier).toBe('short-name')
      }),
    )
  })

  it('finds a school by every significant word of its name and by their starts', () => {
    fc.assert(
      fc.property(catalogueArb, fc.nat(), fc.nat(), (rows, pick, cut) => {
        const wanted = rows[pick % rows.length]!
        for (const word of searchWords(wanted.name)) {
          const start = word.slice(0, 2 + (cut % Math.max(1, word.length - 1)))
          for (const query of [word, start]) {
            const hits = searchIndex(buildSearchIndex(rows), query, 100)
            expect(hits.some((h) => h.entry.unitid === wanted.unitid)).toBe(true)
          }
        }
      }),
    )
  })
})
