import { describe, expect, it } from 'vitest'
import { leftoverGuards, leftoverHits } from './leftovers.ts'
import type { GuardSchool } from './school-terms.ts'

const cornell: GuardSchool = { name: 'Cornell University', city: 'Ithaca', state: 'NY' }
const duke: GuardSchool = { name: 'Duke University', city: 'Durham', state: 'NC' }
const rice: GuardSchool = { name: 'Rice University', city: 'Houston', state: 'TX' }
const catalogue = [cornell, duke, rice]
const TEXT =
  'Touring Cornell University in Ithaca, I pictured the gorges. Duke University felt warmer.'

const found = (targets: GuardSchool[], phrases: string[] = []) =>
  leftoverHits(
    leftoverGuards({ targets, studentList: [cornell, duke], catalogue, phrases }),
    TEXT,
  ).map((hit) => [hit.found, hit.severity])

describe('leftover names', () => {
  it("in an essay for one school, every other school's names and cities, never its own", () => {
    expect(found([cornell])).toEqual([['Duke University', 'likely']])
    expect(found([duke])).toEqual([
      ['Cornell University', 'likely'],
      ['Ithaca', 'likely'],
    ])
  })

  it('in an essay for two schools, what either would read as the other’s, once per place', () => {
    expect(found([cornell, duke])).toEqual([
      ['Cornell University', 'likely'],
      ['Ithaca', 'likely'],
      ['Duke University', 'likely'],
    ])
  })

  it('in an essay for no school, every school it names, and the phrases asked for', () => {
    expect(found([], ['the gorges'])).toEqual([
      ['Cornell University', 'likely'],
      ['Ithaca', 'likely'],
      ['the gorges', 'likely'],
      ['Duke University', 'likely'],
    ])
  })
})
