// Search over the real catalogue (the project's CSV), as students type schools' names: the first
// result must be the school they mean. The first 18 rows are the issue's names and spellings
// (issue 18: 2 of 18 found first before this index; docs/adr/0037-search-index.md).
import { describe, expect, it } from 'vitest'
import { loadSearchEntries } from '../../testing/catalogue-csv.ts'
import { ISSUE_QUERIES } from '../../testing/search-queries.ts'
import { buildSearchIndex, searchIndex } from './search-index.ts'

const index = buildSearchIndex(loadSearchEntries())
const first = (query: string) => searchIndex(index, query, 24)[0]?.entry

const MORE_QUERIES: [string, string][] = [
  ['ucla', 'University of California-Los Angeles'],
  ['St Olaf', 'St Olaf College'],
  ['st. olaf college', 'St Olaf College'],
  ['ohio state university', 'Ohio State University-Main Campus'],
  ['the ohio state university', 'Ohio State University-Main Campus'],
  ['purdue', 'Purdue University-Main Campus'],
  ['pitt', 'University of Pittsburgh-Pittsburgh Campus'],
  ['uc davis', 'University of California-Davis'],
  ['ucsd', 'University of California-San Diego'],
  ['uc san diego', 'University of California-San Diego'],
  ['unc charlotte', 'University of North Carolina at Charlotte'],
  ['uw madison', 'University of Wisconsin-Madison'],
  ['uw milwaukee', 'University of Wisconsin-Milwaukee'],
  ['ut dallas', 'The University of Texas at Dallas'],
  ['cal state long beach', 'California State University-Long Beach'],
  ['cal poly', 'California Polytechnic State University-San Luis Obispo'],
  ['umich', 'University of Michigan-Ann Arbor'],
  ['univ of michigan', 'University of Michigan-Ann Arbor'],
  ['uiuc', 'University of Illinois Urbana-Champaign'],
  ['byu', 'Brigham Young University'],
  ['lsu', 'Louisiana State University and Agricultural & Mechanical College'],
  ['fsu', 'Florida State University'],
  ['bu', 'Boston University'],
  ['johns hopkins', 'Johns Hopkins University'],
  ['jhu', 'Johns Hopkins University'],
  ['washu', 'Washington University in St Louis'],
  ['wash u', 'Washington University in St Louis'],
  ['notre dame', 'University of Notre Dame'],
  ['ole miss', 'University of Mississippi'],
  ['william & mary', 'William & Mary'],
  ['college of william and mary', 'William & Mary'],
  ['mount holyoke', 'Mount Holyoke College'],
  ['mt holyoke', 'Mount Holyoke College'],
  ['princton', 'Princeton University'],
  ['georgetwon', 'Georgetown University'],
  ['massachusets institute of technology', 'Massachusetts Institute of Technology'],
  ['harvard', 'Harvard University'],
  ['harv', 'Harvard University'],
  ['stanford university', 'Stanford University'],
  ['university of texas austin', 'The University of Texas at Austin'],
  ['texas austin', 'The University of Texas at Austin'],
  ['cuny hunter', 'CUNY Hunter College'],
  ['rpi', 'Rensselaer Polytechnic Institute'],
  ['penn', 'University of Pennsylvania'],
]

describe('search finds the school a student means, first', () => {
  it.each(ISSUE_QUERIES)('the issue: %j -> %s', (query, name) => {
    expect(first(query)?.name).toBe(name)
  })

  it.each(MORE_QUERIES)('%j -> %s', (query, name) => {
    expect(first(query)?.name).toBe(name)
  })

  it('lists the main campus first and its branches after it', () => {
    const names = searchIndex(index, 'ohio state', 5).map((h) => h.entry.name)
    expect(names.slice(0, 2)).toEqual([
      'Ohio State University-Main Campus',
      'Ohio State University-Lima Campus',
    ])
    const pennState = searchIndex(index, 'pennsylvania state university', 30).map(
      (h) => h.entry.name,
    )
    expect(pennState[0]).toBe('Pennsylvania State University-Main Campus')
    expect(
      pennState.filter((n) => n.startsWith('Pennsylvania State University-')).length,
    ).toBeGreaterThan(15)
  })

  it("puts the school whose whole name was typed first: St. John's University", () => {
    const hits = searchIndex(index, "st. john's university", 3).map((h) => h.entry)
    expect(hits.slice(0, 2).map((e) => `${e.name} (${e.city}, ${e.state})`)).toEqual([
      'Saint Johns University (Collegeville, MN)',
      "St. John's University-New York (Queens, NY)",
    ])
  })

  it('tells two schools of one name apart by city and state', () => {
    const hits = searchIndex(index, "st john's college", 10)
      .map((h) => h.entry)
      .filter((e) => e.name === "St. John's College")
    expect(hits.map((e) => `${e.city}, ${e.state}`).sort()).toEqual([
      'Annapolis, MD',
      'Santa Fe, NM',
    ])
  })

  it('still lists other schools a short name could mean, after the well-known one', () => {
    const usc = searchIndex(index, 'USC', 10).map((h) => h.entry.name)
    expect(usc[0]).toBe('University of Southern California')
    expect(usc).toContain('University of South Carolina-Columbia')
  })
})
