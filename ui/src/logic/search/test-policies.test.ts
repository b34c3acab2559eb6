import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../testing/catalogue-csv.ts'
import { ENTRY_YEAR } from '../cycle/cycle.ts'
import { fall2022PolicyOf, parsePolicyRow, POLICY_ROWS, siteOf } from '../admissions/test-policy.ts'
import policies from './test-policies.json' with { type: 'json' }

// The reviewed test-policy file (ADR 0070) checked against the catalogue and the cycle: a wrong,
// stale or unsourced row fails here, not in front of a student.

const catalogue = new Map(loadCatalogue().map((u) => [u.unitid, u]))
const rows = policies.policies.map((raw) => ({ raw, row: parsePolicyRow(raw) }))

/** Schools' own admissions sites that their catalogue website does not show. */
const OWN_ADMISSIONS_SITES: Record<number, string> = {
  166683: 'mitadmissions.org',
  128328: 'academyadmissions.com',
}

/** "harvard.edu" from "https://www.harvard.edu/": the part of a site that names the school. */
const domainOf = (url: string): string => siteOf(url).split('.').slice(-2).join('.')

describe('the reviewed test-policy file', () => {
  it('says what it is, how it is reviewed and when', () => {
    expect(policies.about).toMatch(/fall 2027 entrants/)
    expect(policies.review.join(' ')).toMatch(/unchecked/)
    expect(policies.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('parses every row: none is silently dropped', () => {
    expect(rows.filter(({ row }) => row === null).map(({ raw }) => raw.name)).toEqual([])
    expect(POLICY_ROWS.size).toBe(policies.policies.length)
  })

  it('lists each school once, in policies or in unchecked', () => {
    const ids = [...policies.policies, ...policies.unchecked].map((r) => r.unitid)
    expect(ids.length).toBe(new Set(ids).size)
  })

  it.each(rows.map(({ raw, row }) => [raw.name, row] as const))('%s', (_, row) => {
    if (!row) throw new Error('unparsed')
    const university = catalogue.get(row.unitid)
    // A school of the catalogue, under its catalogue name.
    expect(university?.name).toBe(row.name)
    if (!university) return
    // Checked for this cycle's entrants, during this cycle: a row left from an earlier cycle fails.
    expect(row.entryYear).toBe(ENTRY_YEAR)
    expect(row.checked >= `${String(ENTRY_YEAR - 1)}-01-01`).toBe(true)
    // A policy that starts after the entry year it is given for is not that year's policy.
    if (row.since !== null) expect(row.since).toBeLessThanOrEqual(row.entryYear)
    if (row.until !== null) expect(row.until).toBeGreaterThanOrEqual(row.entryYear)
    if (row.next) expect(row.next.from).toBeGreaterThan(row.entryYear)
    // Sourced over https; a school's own page is on its own site.
    expect(row.source).toMatch(/^https:\/\/[^/\s]+\.[a-z]{2,}\//)
    if (row.sourceKind === 'school') {
      const own = OWN_ADMISSIONS_SITES[row.unitid] ?? domainOf(university.website ?? '')
      expect(siteOf(row.source).endsWith(own), `${row.source} is not on ${own}`).toBe(true)
    }
    if (row.published !== null) expect(row.published).toMatch(/^\d{4}-\d{2}(-\d{2})?$/)
    // A few words, not a copied paragraph.
    expect((row.exception ?? '').length).toBeLessThanOrEqual(140)
    // "Changed since fall 2022" agrees with the catalogue's fall 2022 figure.
    expect(row.changedSinceFall2022).toBe(fall2022PolicyOf(university) !== row.policy)
  })

  it.each(policies.unchecked.map((u) => [u.name, u] as const))(
    '%s: unchecked, with what was tried',
    (_, school) => {
      expect(catalogue.get(school.unitid)?.name).toBe(school.name)
      expect(school.tried.length).toBeGreaterThan(20)
      expect(school.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    },
  )

  it('covers every school of the catalogue that admitted fewer than 25% of applicants', () => {
    const listed = new Set([...policies.policies, ...policies.unchecked].map((r) => r.unitid))
    const selective = [...catalogue.values()].filter(
      (u) => u.admit_rate_fall2022 !== null && u.admit_rate_fall2022 < 0.25,
    )
    expect(selective.length).toBeGreaterThan(0)
    expect(selective.filter((u) => !listed.has(u.unitid)).map((u) => u.name)).toEqual([])
  })
})
