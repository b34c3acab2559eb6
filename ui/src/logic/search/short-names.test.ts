import { describe, expect, it } from 'vitest'
import { loadCatalogue } from '../../testing/catalogue-csv.ts'
import { searchWords } from './search-words.ts'
import shortNames from './short-names.json' with { type: 'json' }

const catalogue = new Map(loadCatalogue().map((u) => [u.unitid, u]))

describe('the reviewed short-names list', () => {
  it('says where it comes from and when it was reviewed', () => {
    expect(shortNames.source).toMatch(/website column, IPEDS HD2023/)
    expect(shortNames.reviewed).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it.each(shortNames.schools.map((s) => [s.short.join(', '), s] as const))(
    '%s: a school of the catalogue, under its catalogue name',
    (_short, school) => {
      const university = catalogue.get(school.unitid)
      expect(university?.name).toBe(school.name)
      expect(university?.website ?? '').toContain(school.website)
      expect(school.short.length).toBeGreaterThan(0)
    },
  )

  it('gives no short name to two schools', () => {
    const owner = new Map<string, number>()
    for (const school of shortNames.schools) {
      for (const short of school.short) {
        const key = searchWords(short).join(' ')
        expect(owner.get(key) ?? school.unitid, `${short} is listed twice`).toBe(school.unitid)
        owner.set(key, school.unitid)
      }
    }
  })

  it('spells out every abbreviation as the start of some school names', () => {
    const names = [...catalogue.values()].map((u) => ` ${searchWords(u.name).join(' ')}`)
    for (const { short, means } of shortNames.abbreviations) {
      for (const meaning of means) {
        const words = ` ${searchWords(meaning).join(' ')}`
        expect(
          names.some((n) => n.includes(words)),
          `${short}: ${meaning}`,
        ).toBe(true)
      }
    }
  })
})
