// The properties the matching review (docs/matching-review.md) relies on, over the real catalogue
// for every archetype student, and the review's freshness.
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ARCHETYPES } from '../../testing/archetypes.ts'
import { loadMatchCatalogue } from '../../testing/catalogue-csv.ts'
import { depthDistribution } from '../../testing/depth-distribution.ts'
import { depthPropertyRun, PROPERTY_STUDENTS } from '../../testing/depth-property.ts'
import { renderReview, topTen } from '../../testing/matching-review.ts'
import { DEPTH_ANCHORS } from './depth.ts'
import { FAMILIES } from './families.ts'
import { affiliationOf, focusFamilies, pricesOf, rankMatches, type Family } from './score.ts'

const catalogue = loadMatchCatalogue()
const cases = ARCHETYPES.map((a) => [a.name, a] as const)

describe.each(cases)('%s', (_name, archetype) => {
  const top = topTen(archetype, catalogue)
  const family = archetype.answers.academicInterest as Family

  it('has a full top ten', () => {
    expect(top).toHaveLength(10)
  })

  it('offers no faith-related special-focus institution (no seminary for anyone)', () => {
    expect(top.filter((m) => m.university.carnegie_basic_2021 === 24)).toEqual([])
  })

  it('lists only schools that report a bachelor program in the field, as ten such exist', () => {
    const inField = catalogue.filter((u) => u[`offers_bachelor_${family}`] === 1)
    expect(inField.length).toBeGreaterThanOrEqual(10)
    for (const match of top) expect(match.university[`offers_bachelor_${family}`]).toBe(1)
  })

  it('lists no small program (under 8% of awards in the field), as far more than ten schools qualify', () => {
    const small = top.filter((m) => (m.university[`program_share_${family}_2021_22`] ?? 0) < 0.08)
    expect(small.map((m) => m.university.name)).toEqual([])
  })

  it('offers special-focus institutions only for their focus', () => {
    for (const match of top) {
      const focus = focusFamilies(match.university)
      if (focus !== null) expect(focus).toContain(family)
    }
  })

  it('shows faith-based colleges as the student chose: welcome, labelled or not at all', () => {
    for (const match of top) {
      const affiliation = affiliationOf(match.university)
      if (archetype.settings.faith === 'hidden') expect(affiliation).toBeNull()
      expect(match.faith?.labelled ?? null).toBe(
        affiliation === null ? null : archetype.settings.faith === 'labelled',
      )
    }
  })

  it('prices publics for the home state and says which price it used', () => {
    for (const match of top) {
      const budget = match.reasons.find((r) => r.factor === 'budget')
      const u = match.university
      if (!budget || u.control !== 'public' || budget.effect === 'unknown') continue
      const { inState, outOfState } = pricesOf(u, archetype.settings.homeState)
      if (archetype.settings.homeState === null) {
        if (inState && outOfState) expect(budget.text).toMatch(/Add your home state/)
      } else if (archetype.settings.homeState === u.state) {
        expect(budget.text.startsWith(inState?.label ?? '?')).toBe(true)
      } else {
        expect(budget.text.startsWith(outOfState?.label ?? '?')).toBe(true)
      }
    }
  })

  it('never calls an over-budget school likely', () => {
    for (const match of top) if (match.affordable === false) expect(match.band).not.toBe('likely')
  })

  it('tells the top ten apart by their unrounded scores, best first', () => {
    const exact = top.map((m) => m.exact)
    expect(new Set(exact).size).toBe(exact.length)
    expect(exact).toEqual([...exact].sort((a, b) => b - a))
  })

  it('has a reviewer note', () => {
    expect(archetype.note.length).toBeGreaterThan(40)
  })
})

describe('the archetypes differ', () => {
  it('cover every field, several budgets, settings, grades and home states', () => {
    const values = (key: string) =>
      new Set(ARCHETYPES.map((a) => (a.answers as Record<string, unknown>)[key]))
    expect(ARCHETYPES.length).toBeGreaterThanOrEqual(8)
    expect(values('academicInterest').size).toBe(6)
    expect(values('budget').size).toBeGreaterThanOrEqual(4)
    expect(values('gpa').size).toBeGreaterThanOrEqual(3)
    expect(new Set(ARCHETYPES.map((a) => a.settings.homeState)).size).toBeGreaterThanOrEqual(5)
    expect(new Set(ARCHETYPES.map((a) => a.settings.faith)).size).toBe(3)
  })

  it("a home state changes the list of the issue's second answer set", () => {
    const [withoutState, fromNewYork] = ARCHETYPES.slice(1, 3).map((a) =>
      rankMatches(a.answers, catalogue, 10, a.settings).map((m) => m.university.name),
    )
    expect(fromNewYork).not.toEqual(withoutState)
  })
})

describe('depth in the field (docs/adr/0069)', () => {
  const distribution = depthDistribution(catalogue)

  it.each(FAMILIES)("%s: the depth curve's anchors are the catalogue's own quantiles", (family) => {
    const { share, graduates } = distribution[family]
    const anchors = DEPTH_ANCHORS[family]
    // QUANTILES are p10, p25, p50, p75, p90.
    expect(anchors.share50).toBe(Number(share[2]?.toFixed(3)))
    expect(anchors.share75).toBe(Number(share[3]?.toFixed(3)))
    expect(anchors.share90).toBe(Number(share[4]?.toFixed(3)))
    expect(anchors.graduates25).toBe(Math.round(graduates[1] ?? NaN))
    expect(anchors.graduates50).toBe(Math.round(graduates[2] ?? NaN))
    expect(anchors.graduates90).toBe(Math.round(graduates[4] ?? NaN))
  })

  it(`over ${PROPERTY_STUDENTS} random students: the top ten is deeper than the median school offering the field, and no top-ten school is under 8% while ten qualify`, () => {
    const run = depthPropertyRun(catalogue)
    expect(run.students).toBe(PROPERTY_STUDENTS)
    expect(run.failures).toEqual([])
  }, 180_000) // 2,000 rankings of the catalogue: about 10 s of CPU, more on a loaded machine
})

describe('docs/matching-review.md', () => {
  it('is fresh (run `node scripts/matching-review.ts` when this fails)', () => {
    const path = resolve(import.meta.dirname, '../../../../docs/matching-review.md')
    expect(readFileSync(path, 'utf8')).toBe(renderReview(catalogue))
  })
})
