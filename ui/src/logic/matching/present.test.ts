import { describe, expect, it } from 'vitest'
import {
  acceptanceRateOf,
  describeUniversity,
  kindOf,
  netPriceOf,
  NOT_REPORTED,
  programsOf,
  religiousAffiliationOf,
  tuitionOf,
} from './present.ts'
import { MATCH_FIELDS, type MatchUniversity } from './score.ts'

function school(overrides: Partial<MatchUniversity> = {}): MatchUniversity {
  const base = Object.fromEntries(MATCH_FIELDS.map((f) => [f, null])) as unknown as MatchUniversity
  return {
    ...base,
    id: 'u1',
    unitid: 1,
    name: 'X',
    city: 'Cambridge',
    state: 'MA',
    control: 'private_nonprofit',
    setting: 'urban',
    special_focus_institution: false,
    ...overrides,
  }
}

describe('match card facts', () => {
  it.each<[string, string, string]>([
    [
      'Harvard line',
      describeUniversity(school({ undergrad_enrollment: 7973 })),
      'Private nonprofit · 7,973 undergraduates · urban',
    ],
    [
      'enrollment not reported',
      describeUniversity(school({ control: 'public', setting: 'rural' })),
      'Public · rural',
    ],
    [
      'one tuition',
      tuitionOf(
        school({ tuition_fees_in_state_2022_23: 57261, tuition_fees_out_of_state_2022_23: 57261 }),
      ),
      '$57,261 (2022-23)',
    ],
    [
      'in- and out-of-state',
      tuitionOf(
        school({ tuition_fees_in_state_2022_23: 10024, tuition_fees_out_of_state_2022_23: 18634 }),
      ),
      '$10,024 in-state, $18,634 out-of-state (2022-23)',
    ],
    ['no tuition', tuitionOf(school()), NOT_REPORTED],
    ['net price', netPriceOf(school({ avg_net_price_2020_21: 13910 })), '$13,910 (2020-21)'],
    [
      'acceptance under 10%',
      acceptanceRateOf(school({ admit_rate_fall2022: 0.0324 })),
      '3.2% (fall 2022)',
    ],
    ['acceptance', acceptanceRateOf(school({ admit_rate_fall2022: 0.684 })), '68% (fall 2022)'],
    ['acceptance not reported', acceptanceRateOf(school()), NOT_REPORTED],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })

  it('lists the fields with bachelor programs, in the quiz labels', () => {
    expect(
      programsOf(
        school({ offers_bachelor_arts: 1, offers_bachelor_health: 0, offers_bachelor_science: 1 }),
      ),
    ).toEqual(['Arts & Humanities', 'Natural Sciences'])
  })
})

describe('what a school is', () => {
  it.each<[string, string, string]>([
    [
      'Carnegie label',
      kindOf(
        school({ carnegie_basic_label: 'Doctoral Universities: Very High Research Activity' }),
      ),
      'Doctoral Universities: Very High Research Activity (Carnegie 2021)',
    ],
    [
      'special focus without a label',
      kindOf(school({ special_focus_institution: true })),
      'Special-focus institution',
    ],
    ['no label', kindOf(school()), NOT_REPORTED],
    [
      'affiliation',
      religiousAffiliationOf(school({ religious_affiliation: 'Roman Catholic' })),
      'Roman Catholic (2021-22)',
    ],
    ['no affiliation', religiousAffiliationOf(school({ religious_affiliation: 'none' })), 'None'],
    ['affiliation not reported', religiousAffiliationOf(school()), NOT_REPORTED],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected)
  })
})
