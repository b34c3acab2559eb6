import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../testing/catalogue-csv.ts'
import { makeUniversity } from '../../testing/university-fixtures.ts'
import type { University } from '../university.ts'
import { ENTRY_YEAR } from '../cycle/cycle.ts'
import {
  admissionsPageOf,
  parsePolicyRow,
  policyProvenance,
  policyProvenanceText,
  policyStatement,
  scoringPolicy,
  siteOf,
  testPolicyFor,
  type PolicyRow,
  type TestPolicyAnswer,
} from './test-policy.ts'

const catalogue = new Map(loadCatalogue().map((u) => [u.unitid, u]))
function school(unitid: number): University {
  const u = catalogue.get(unitid)
  if (!u) throw new Error(`${String(unitid)} is not in the catalogue`)
  return u
}

const HARVARD = 166027
const YALE = 130794
const PRINCETON = 186131
const COLUMBIA = 190150
const DUKE = 198419
const BERKELEY = 110635
const CMU = 211440

describe('testPolicyFor: the reviewed policy for an entry year, else fall 2022', () => {
  it('answers for fall 2027 entrants by default (the cycle module says which year)', () => {
    expect(ENTRY_YEAR).toBe(2027)
    expect(testPolicyFor(school(HARVARD)).entryYear).toBe(ENTRY_YEAR)
  })

  it.each<[string, number, number, Partial<TestPolicyAnswer>]>([
    [
      'Harvard requires scores again (test optional in fall 2022)',
      HARVARD,
      2027,
      { known: true, policy: 'required', since: 2025 },
    ],
    [
      'Dartmouth requires scores again',
      182670,
      2027,
      { known: true, policy: 'required', since: 2025 },
    ],
    ['Brown requires scores again', 217156, 2027, { known: true, policy: 'required', since: 2025 }],
    [
      'Yale requires a test, test flexible',
      YALE,
      2027,
      { known: true, policy: 'required_flexible' },
    ],
    ['MIT requires scores', 166683, 2027, { known: true, policy: 'required', since: 2023 }],
    [
      'Princeton is optional for fall 2027 entrants, with the announced change',
      PRINCETON,
      2027,
      { known: true, policy: 'optional', next: { policy: 'required', from: 2028 } },
    ],
    [
      "Princeton's announced requirement for fall 2028 entrants",
      PRINCETON,
      2028,
      { known: true, policy: 'required', since: 2028, next: null },
    ],
    ['Columbia stays test optional', COLUMBIA, 2027, { known: true, policy: 'optional' }],
    ['Caltech was test blind and requires scores', 110404, 2027, { policy: 'required' }],
    ['Berkeley stays test blind', BERKELEY, 2027, { known: true, policy: 'blind' }],
    [
      'Harvard for fall 2026 entrants: within the years since its policy began',
      HARVARD,
      2026,
      { known: true, policy: 'required' },
    ],
    [
      'Harvard for fall 2024 entrants: before the policy the source gives, so fall 2022',
      HARVARD,
      2024,
      { known: false, fall2022: 'optional' },
    ],
    [
      'Harvard for fall 2028 entrants: not checked for that cycle, so fall 2022',
      HARVARD,
      2028,
      { known: false, fall2022: 'optional' },
    ],
    [
      'Duke: searched, nothing current found, so fall 2022',
      DUKE,
      2027,
      { known: false, fall2022: 'optional' },
    ],
  ])('%s', (_, unitid, year, expected) => {
    expect(testPolicyFor(school(unitid), year)).toMatchObject(expected)
  })

  it("links an unchecked school's own admissions page: apply_url first (not a shared application site), else the website", () => {
    const duke = school(DUKE)
    expect(testPolicyFor(duke)).toMatchObject({ admissionsUrl: duke.apply_url })
    const noApply = makeUniversity({
      id: 'x',
      name: 'X College',
      unitid: 999_999,
      website: 'https://x.edu/',
    })
    expect(testPolicyFor(noApply)).toMatchObject({ admissionsUrl: 'https://x.edu/' })
    expect(
      testPolicyFor(makeUniversity({ id: 'y', name: 'Y College', unitid: 999_998 })),
    ).toMatchObject({
      admissionsUrl: null,
      fall2022: null,
    })
  })

  it.each([
    ['https://www.commonapp.org/', 'https://z.edu/'],
    ['https://apply.commonapp.org/login', 'https://z.edu/'],
    ['https://www.applytexas.org/adappc/gen/c_start.WBX', 'https://z.edu/'],
    ['https://z.edu/apply', 'https://z.edu/apply'],
  ])('an apply_url of %s gives the admissions page %s', (apply_url, page) => {
    const u = makeUniversity({
      id: 'z',
      name: 'Z College',
      unitid: 999_997,
      apply_url,
      website: 'https://z.edu/',
    })
    expect(admissionsPageOf(u)).toBe(page)
  })

  it('says what Carnegie Mellon asks of computer science and fine arts', () => {
    const cmu = testPolicyFor(school(CMU))
    expect(cmu).toMatchObject({ known: true, policy: 'required_flexible' })
    expect(cmu.known && cmu.exception).toMatch(/computer science: SAT or ACT required/)
  })

  it('answers from the rows it is given, so a row checked for another year is not current', () => {
    const row = parsePolicyRow({
      unitid: DUKE,
      name: 'Duke University',
      entryYear: 2026,
      policy: 'required',
      since: null,
      source: 'https://admissions.duke.edu/',
      sourceKind: 'school',
      checked: '2025-11-01',
      changedSinceFall2022: true,
    })
    if (!row) throw new Error('the row should parse')
    const rows = new Map([[DUKE, row]])
    expect(testPolicyFor(school(DUKE), 2026, rows)).toMatchObject({ known: true })
    expect(testPolicyFor(school(DUKE), 2027, rows)).toMatchObject({ known: false })
  })
})

describe("scoringPolicy: what matching's test factor reads", () => {
  const CALTECH = 110404
  it.each<[string, number, number, ReturnType<typeof scoringPolicy>]>([
    [
      'Harvard: optional in fall 2022, required now',
      HARVARD,
      2027,
      { policy: 'required', required: true, dated: 'for fall 2027 entrants' },
    ],
    [
      'Caltech: blind in fall 2022, required now',
      CALTECH,
      2027,
      { policy: 'required', required: true, dated: 'for fall 2027 entrants' },
    ],
    [
      'Yale: test flexible still requires a test',
      YALE,
      2027,
      { policy: 'required_flexible', required: true, dated: 'for fall 2027 entrants' },
    ],
    [
      'Princeton: optional for fall 2027 entrants',
      PRINCETON,
      2027,
      { policy: 'optional', required: false, dated: 'for fall 2027 entrants' },
    ],
    [
      'Princeton: required from fall 2028 entrants',
      PRINCETON,
      2028,
      { policy: 'required', required: true, dated: 'for fall 2028 entrants' },
    ],
    [
      'Berkeley: blind',
      BERKELEY,
      2027,
      { policy: 'blind', required: false, dated: 'for fall 2027 entrants' },
    ],
    [
      'Duke: not checked, the fall 2022 figure',
      DUKE,
      2027,
      { policy: 'optional', required: false, dated: '(fall 2022)' },
    ],
  ])('%s', (_, unitid, year, expected) => {
    expect(scoringPolicy(school(unitid), year)).toEqual(expected)
  })
})

describe('policyStatement and policyProvenance: the words every view uses', () => {
  it.each<[string, number, number, string]>([
    [
      'Harvard',
      HARVARD,
      2027,
      'Fall 2027 entrants: test scores required (since fall 2025). AP, IB, A-level or national exam results count only when the SAT and ACT cannot be reached.',
    ],
    [
      'Princeton, with the change it announced',
      PRINCETON,
      2027,
      'Fall 2027 entrants: test optional, scores considered if sent (since fall 2021). From fall 2028 entrants: test scores required. Once required, active-duty military applicants are exempt.',
    ],
    [
      'Yale',
      YALE,
      2027,
      'Fall 2027 entrants: test scores required, test flexible (since fall 2025). Any of SAT, ACT, AP or IB; with AP or IB, send every exam taken.',
    ],
    [
      'Duke (nothing current found)',
      DUKE,
      2027,
      'Test optional, scores considered if sent (fall 2022); may have changed for fall 2027 entrants.',
    ],
    [
      'Harvard in a cycle not yet checked',
      HARVARD,
      2028,
      'Test optional, scores considered if sent (fall 2022); may have changed for fall 2028 entrants.',
    ],
  ])('%s', (_, unitid, year, words) => {
    expect(policyStatement(testPolicyFor(school(unitid), year))).toBe(words)
  })

  it('names a school that reported no policy without guessing one', () => {
    expect(
      policyStatement(
        testPolicyFor(makeUniversity({ id: 'z', name: 'Z College', unitid: 999_997 })),
      ),
    ).toBe('No test policy reported (fall 2022); check the school for fall 2027 entrants.')
  })

  it.each<[string, TestPolicyAnswer, string]>([
    [
      "a school's own page",
      testPolicyFor(school(HARVARD)),
      "Source: college.harvard.edu, the school's own page, checked Nov 27, 2026.",
    ],
    [
      'a secondary source',
      testPolicyFor(school(PRINCETON)),
      'Source: dailyprincetonian.com, a secondary source, checked Nov 27, 2026.',
    ],
    [
      'an old figure with the admissions page',
      { known: false, entryYear: 2027, fall2022: 'optional', admissionsUrl: 'https://x.edu/go' },
      "Check the school's admissions page: x.edu.",
    ],
    [
      'an old figure without one',
      { known: false, entryYear: 2027, fall2022: null, admissionsUrl: null },
      "Ask the school's admission office.",
    ],
  ])('provenance: %s', (_, answer, words) => {
    const provenance = policyProvenance(answer)
    expect(policyProvenanceText(provenance)).toBe(words)
    if (answer.known) expect(provenance.link?.href).toBe(answer.source.url)
    else expect(provenance.link?.href ?? null).toBe(answer.admissionsUrl)
  })

  it.each([
    ['https://www.pomona.edu/news/x', 'pomona.edu'],
    ['http://admissions.wfu.edu/apply/', 'admissions.wfu.edu'],
    ['https://blogs.wellesley.edu/announcements/?p=4024', 'blogs.wellesley.edu'],
  ])('siteOf(%s) is %s', (url, site) => {
    expect(siteOf(url)).toBe(site)
  })
})

describe('parsePolicyRow: a malformed row is dropped, never trusted', () => {
  const good: Record<string, unknown> = {
    unitid: 1,
    name: 'A College',
    entryYear: 2027,
    policy: 'optional',
    since: null,
    source: 'https://a.edu/',
    sourceKind: 'school',
    checked: '2026-11-27',
    changedSinceFall2022: false,
  }

  it('keeps a good row, with its optional parts absent or null', () => {
    expect(parsePolicyRow(good)).toMatchObject<Partial<PolicyRow>>({
      until: null,
      next: null,
      exception: null,
      published: null,
    })
  })

  it.each<[string, Record<string, unknown>]>([
    ['an unknown policy', { policy: 'preferred' }],
    ['a year that is not one', { since: '2025' }],
    ['a bad announced change', { next: { policy: 'required' } }],
    ['an unknown source kind', { sourceKind: 'blog' }],
    ['a date that is not ISO', { checked: 'Nov 27, 2026' }],
    ['an empty exception', { exception: ' ' }],
    ['no unitid', { unitid: '166027' }],
  ])('drops %s', (_, change) => {
    expect(parsePolicyRow({ ...good, ...change })).toBeNull()
  })

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const row = parsePolicyRow(value)
        if (row) expect(typeof row.unitid).toBe('number')
      }),
    )
  })
})
