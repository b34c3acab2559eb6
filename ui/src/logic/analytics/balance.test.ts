import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_ANSWERS,
  ANALYTICS_LIST,
  ANALYTICS_SETTINGS,
} from '../../testing/analytics-fixtures.ts'
import {
  answersArbitrary,
  schoolArbitrary,
  settingsArbitrary,
} from '../../testing/analytics-arbitraries.ts'
import { makeUniversity } from '../../testing/university-fixtures.ts'
import { scoreUniversity } from '../matching/score.ts'
import type { QuizAnswers } from '../quiz/questions.ts'
import type { University } from '../university.ts'
import { BALANCE_BANDS, listBalance, type BalanceBand, type ListBalance } from './balance.ts'

const NO_HOME = { homeState: null, faith: 'labelled' } as const

function school(overrides: Partial<University>): University {
  return makeUniversity({
    id: 'u1',
    name: 'Test College',
    control: 'private_nonprofit',
    ...overrides,
  })
}

/** SAT ERW + Math quartiles adding up to `low`-`high`. */
function satRange(low: number, high: number): Partial<University> {
  return { sat_erw_25: low / 2, sat_math_25: low / 2, sat_erw_75: high / 2, sat_math_75: high / 2 }
}

function texts(balance: ListBalance): string[] {
  return [
    balance.summary,
    ...balance.advice.map((a) => a.text),
    ...balance.schools.map((s) => s.why),
    ...balance.counts.flatMap((c) => [c.label, c.rule, c.dataYear]),
  ]
}

describe('listBalance: one school at a time', () => {
  it.each<[string, Partial<University>, QuizAnswers, BalanceBand, string]>([
    [
      'a school admitting under 1 in 5 is a reach for everyone',
      { admit_rate_fall2022: 0.1, ...satRange(1100, 1250) },
      { gpa: '3.6-4.0', satAct: 'highSAT' },
      'reach',
      'Admits about 10 in 100 applicants (fall 2022): a reach for everyone.',
    ],
    [
      'a GPA range below how selective it is',
      { admit_rate_fall2022: 0.3 },
      { gpa: '2.0-2.5' },
      'reach',
      'Your GPA range is below how selective it is (it admits about 3 in 10 applicants, fall 2022).',
    ],
    [
      'scores below the middle half',
      { admit_rate_fall2022: 0.9, ...satRange(1300, 1500) },
      { gpa: '3.6-4.0', satAct: 'lowSAT' },
      'reach',
      'Your scores are below the middle half of its enrolled first-years (SAT 1300-1500, fall 2022).',
    ],
    [
      'figures in line',
      { admit_rate_fall2022: 0.5 },
      { gpa: '3.1-3.5' },
      'target',
      "Your figures are in line with the school's (fall 2022).",
    ],
    [
      'above the school and within budget',
      { admit_rate_fall2022: 0.9, avg_net_price_2020_21: 20_000 },
      { gpa: '3.6-4.0', budget: 'medium' },
      'likely',
      "Your figures are above the school's (fall 2022), and its price is within your budget.",
    ],
    [
      'above the school but over budget: never likely',
      { admit_rate_fall2022: 0.9, avg_net_price_2020_21: 40_000 },
      { gpa: '3.6-4.0', budget: 'medium' },
      'target',
      "Your figures are above the school's, but its price is above your budget: never likely.",
    ],
    [
      'likely with no budget given',
      { admit_rate_fall2022: 0.9, avg_net_price_2020_21: 40_000 },
      { gpa: '3.6-4.0' },
      'likely',
      "Your figures are above the school's (fall 2022); add a budget in the quiz to check its price.",
    ],
    [
      'no GPA or scores given',
      { admit_rate_fall2022: 0.5 },
      { budget: 'low' },
      'unknown',
      'Add your GPA range or SAT/ACT scores in the quiz to compare.',
    ],
    [
      'nothing reported to compare with',
      {},
      { gpa: '3.1-3.5', satAct: 'midSAT' },
      'unknown',
      'The school reports nothing to compare your figures with (fall 2022).',
    ],
  ])('%s', (_, overrides, answers, band, why) => {
    const balance = listBalance([school(overrides)], answers, NO_HOME)
    expect(balance.schools).toEqual([expect.objectContaining({ id: 'u1', band, why })])
    expect(balance.counts.find((c) => c.band === band)?.count).toBe(1)
  })

  it('shows the rule and the data year beside every count', () => {
    const balance = listBalance(ANALYTICS_LIST, ANALYTICS_ANSWERS, ANALYTICS_SETTINGS)
    expect(balance.counts.map((c) => c.band)).toEqual(BALANCE_BANDS)
    for (const count of balance.counts) {
      expect(count.rule.length).toBeGreaterThan(40)
      expect(count.dataYear).toContain('fall 2022')
    }
    expect(balance.counts.find((c) => c.band === 'reach')?.rule).toContain(
      'fewer than 1 in 5 applicants is a reach for everyone',
    )
    expect(balance.counts.find((c) => c.band === 'target')?.rule).toContain(
      'over budget is never likely',
    )
  })
})

describe('listBalance: advice in plain words', () => {
  it('says when there is no likely school the student can afford', () => {
    const balance = listBalance(
      [school({ admit_rate_fall2022: 0.5 }), school({ id: 'u2', admit_rate_fall2022: 0.1 })],
      { gpa: '3.1-3.5', budget: 'low' },
      NO_HOME,
    )
    expect(balance.advice.map((a) => a.text)).toContain(
      "No likely school you can afford yet: add one or two where your figures are above the school's and the price fits your budget.",
    )
  })

  it('calls a list with reach, target and likely schools balanced', () => {
    const balance = listBalance(
      [
        school({ id: 'r', admit_rate_fall2022: 0.1 }),
        school({ id: 't', admit_rate_fall2022: 0.5 }),
        school({ id: 'l', admit_rate_fall2022: 0.95, avg_net_price_2020_21: 9_000 }),
      ],
      { gpa: '3.1-3.5', budget: 'low' },
      NO_HOME,
    )
    expect(balance.summary).toBe('3 schools on your list: 1 reach, 1 target, 1 likely.')
    expect(balance.advice).toEqual([
      {
        tone: 'good',
        text: 'Your list is balanced: target and likely schools beside your reaches.',
      },
    ])
  })

  it('warns when most of the list is a reach', () => {
    const reaches = ['a', 'b', 'c'].map((id) => school({ id, admit_rate_fall2022: 0.05 }))
    const balance = listBalance(
      [...reaches, school({ id: 'l', admit_rate_fall2022: 0.95, avg_net_price_2020_21: 9_000 })],
      { gpa: '3.1-3.5', budget: 'low' },
      NO_HOME,
    )
    expect(balance.advice.map((a) => a.text)).toContain(
      'Most of your list is a reach: balance it with target and likely schools.',
    )
  })

  it('asks for a GPA or scores when nothing can be banded, and for a budget when none is given', () => {
    const balance = listBalance([school({ admit_rate_fall2022: 0.5 })], {}, NO_HOME)
    expect(balance.advice.map((a) => a.text)).toEqual([
      'Add your GPA range or SAT/ACT scores in the quiz to see which schools are a reach, a target or likely.',
      'Add a budget in the quiz to see which schools you can afford.',
    ])
  })

  it('has one word for an empty list', () => {
    const balance = listBalance([], ANALYTICS_ANSWERS, ANALYTICS_SETTINGS)
    expect(balance.total).toBe(0)
    expect(balance.summary).toBe('Your list is empty.')
    expect(balance.counts.every((c) => c.count === 0)).toBe(true)
  })
})

describe('listBalance: properties', () => {
  const lists = fc.array(schoolArbitrary, { maxLength: 12 })

  it('counts add up to the schools on the list, each school once', () => {
    fc.assert(
      fc.property(lists, answersArbitrary, settingsArbitrary, (schools, answers, settings) => {
        const balance = listBalance(schools, answers, settings)
        const unique = new Set(schools.map((s) => s.id)).size
        expect(balance.total).toBe(unique)
        expect(balance.counts.reduce((sum, c) => sum + c.count, 0)).toBe(unique)
        expect(balance.schools).toHaveLength(unique)
      }),
    )
  })

  it('gives each school the band matching gives it', () => {
    fc.assert(
      fc.property(schoolArbitrary, answersArbitrary, settingsArbitrary, (u, answers, settings) => {
        const [row] = listBalance([u], answers, settings).schools
        expect(row?.band).toBe(scoreUniversity(answers, u, settings).band ?? 'unknown')
      }),
    )
  })

  it('never shows a percentage', () => {
    fc.assert(
      fc.property(lists, answersArbitrary, settingsArbitrary, (schools, answers, settings) => {
        for (const text of texts(listBalance(schools, answers, settings))) {
          expect(text).not.toMatch(/%|percent/i)
        }
      }),
    )
  })

  it('gives the same output for the same inputs, in any order', () => {
    fc.assert(
      fc.property(lists, answersArbitrary, settingsArbitrary, (schools, answers, settings) => {
        const unique = [...new Map(schools.map((s) => [s.id, s])).values()]
        const once = listBalance(unique, answers, settings)
        expect(listBalance(unique, answers, settings)).toEqual(once)
        expect(listBalance([...unique].reverse(), answers, settings)).toEqual(once)
      }),
    )
  })
})
