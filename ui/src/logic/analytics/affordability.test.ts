import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LIST } from '../../testing/analytics-fixtures.ts'
import {
  answersArbitrary,
  schoolArbitrary,
  settingsArbitrary,
} from '../../testing/analytics-arbitraries.ts'
import { makeUniversity } from '../../testing/university-fixtures.ts'
import { scoreUniversity } from '../matching/score.ts'
import type { MatchSettings } from '../matching/settings.ts'
import type { QuizAnswers } from '../quiz/questions.ts'
import type { University } from '../university.ts'
import { affordability, type AffordabilityVerdict } from './affordability.ts'

const settings = (homeState: MatchSettings['homeState']): MatchSettings => ({
  homeState,
  faith: 'labelled',
})

/** A public university in Texas, priced as the catalogue prices UT Austin. */
const PUBLIC_IN_TEXAS: Partial<University> = {
  control: 'public',
  state: 'TX',
  avg_net_price_2020_21: 16_589,
  tuition_fees_in_state_2022_23: 11_698,
  tuition_fees_out_of_state_2022_23: 41_070,
}
const OUT_OF_STATE = 16_589 + 41_070 - 11_698

function school(overrides: Partial<University>): University {
  return makeUniversity({ id: 'u1', name: 'Test College', ...overrides })
}

describe('affordability: one school', () => {
  it.each<
    [
      string,
      Partial<University>,
      QuizAnswers,
      MatchSettings['homeState'],
      AffordabilityVerdict,
      number[],
      number | null,
    ]
  >([
    [
      'a private college at its net price, within budget',
      { control: 'private_nonprofit', avg_net_price_2020_21: 14_000 },
      { budget: 'low' },
      null,
      'within',
      [14_000],
      null,
    ],
    [
      'a private college over budget is a financial reach',
      { control: 'private_nonprofit', avg_net_price_2020_21: 20_000 },
      { budget: 'low' },
      'TX',
      'financial-reach',
      [20_000],
      5_000,
    ],
    [
      'a public university in the home state: in-state net price',
      PUBLIC_IN_TEXAS,
      { budget: 'medium' },
      'TX',
      'within',
      [16_589],
      null,
    ],
    [
      'the same university from another state: out-of-state estimate',
      PUBLIC_IN_TEXAS,
      { budget: 'medium' },
      'CA',
      'financial-reach',
      [OUT_OF_STATE],
      OUT_OF_STATE - 30_000,
    ],
    [
      'no home state: both prices, and the verdict depends on it',
      PUBLIC_IN_TEXAS,
      { budget: 'medium' },
      null,
      'depends',
      [16_589, OUT_OF_STATE],
      OUT_OF_STATE - 30_000,
    ],
    [
      'nothing reported',
      { control: 'private_nonprofit' },
      { budget: 'medium' },
      null,
      'unknown-price',
      [],
      null,
    ],
    [
      'no budget given',
      { control: 'private_nonprofit', avg_net_price_2020_21: 50_000 },
      { budget: 'flexible' },
      null,
      'no-budget',
      [50_000],
      null,
    ],
    [
      '"over $50,000" holds any price',
      { control: 'private_nonprofit', avg_net_price_2020_21: 80_000 },
      { budget: 'veryHigh' },
      null,
      'within',
      [80_000],
      null,
    ],
  ])('%s', (_, overrides, answers, home, verdict, amounts, overBy) => {
    const [row] = affordability([school(overrides)], answers, settings(home)).schools
    expect(row?.verdict).toBe(verdict)
    expect(row?.prices.map((p) => p.amount)).toEqual(amounts)
    expect(row?.overBy).toBe(overBy)
  })

  it('labels each price with its year and links the net price calculator', () => {
    const report = affordability([LIST.texas], { budget: 'medium' }, settings('CA'))
    const [row] = report.schools
    expect(row?.prices[0]?.label).toContain('2020-21')
    expect(row?.prices[0]?.label).toContain('2022-23')
    expect(row?.residency).toBe('out-of-state')
    expect(row?.text).toContain('a financial reach')
    const [asu] = affordability([LIST.asu], { budget: 'medium' }, settings('AZ')).schools
    expect(asu?.calculatorUrl).toBe('https://students.asu.edu/financialaid/net-price')
    expect(asu?.residency).toBe('in-state')
  })

  it('counts the financial reaches and says so', () => {
    const report = affordability(
      [LIST.harvard, LIST.berea, LIST.texas, LIST.michigan],
      { budget: 'low' },
      settings('TX'),
    )
    expect(report.counts['financial-reach']).toBe(2)
    expect(report.summary).toBe(
      '2 of 4 schools within your budget (Under $15,000); 2 a financial reach.',
    )
    expect(report.schools.map((s) => s.name)[0]).toBe('Berea College')
  })
})

describe('affordability: properties', () => {
  it('agrees with matching on what fits the budget', () => {
    fc.assert(
      fc.property(schoolArbitrary, answersArbitrary, settingsArbitrary, (u, answers, s) => {
        const [row] = affordability([u], answers, s).schools
        const match = scoreUniversity(answers, u, s)
        if (row?.verdict === 'within') expect(match.affordable).toBe(true)
        if (row?.verdict === 'financial-reach') expect(match.affordable).toBe(false)
        if (match.affordable === false) expect(row?.verdict).toBe('financial-reach')
      }),
    )
  })

  it('counts add up, no percentage appears, and the same inputs give the same output', () => {
    fc.assert(
      fc.property(
        fc.array(schoolArbitrary, { maxLength: 10 }),
        answersArbitrary,
        settingsArbitrary,
        (schools, answers, s) => {
          const report = affordability(schools, answers, s)
          const unique = new Set(schools.map((u) => u.id)).size
          expect(Object.values(report.counts).reduce((a, b) => a + b, 0)).toBe(unique)
          for (const text of [
            report.summary,
            ...report.advice.map((a) => a.text),
            ...report.schools.map((r) => r.text),
          ]) {
            expect(text).not.toMatch(/%|percent/i)
          }
          expect(affordability(schools, answers, s)).toEqual(report)
        },
      ),
    )
  })
})
