import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  answersArb,
  itGivesReasons,
  school,
  settingsArb,
  universityArb,
} from '../../testing/match-schools.ts'
import { budgetFit } from './budget.ts'
import { scoreUniversity, type MatchSettings } from './score.ts'

describe('budget: reasons', () => {
  itGivesReasons([
    [
      'net price within budget',
      { budget: 'low' },
      { control: 'private_nonprofit', avg_net_price_2020_21: 12000 },
      'budget',
      /^Average net price \(2020-21\): \$12,000, within your budget$/,
      'for',
    ],
    [
      'tuition where net price is missing',
      { budget: 'medium' },
      { control: 'private_nonprofit', tuition_fees_out_of_state_2022_23: 40000 },
      'budget',
      /tuition and fees \(2022-23\): \$40,000, above your budget of \$30,000/,
      'against',
    ],
    ['no price reported', { budget: 'low' }, {}, 'budget', /not reported/, 'unknown'],
  ])
})

describe('budget: a continuous fit', () => {
  it('budget: cheaper is never worse, anything within the cap beats anything over it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90000 }),
        fc.integer({ min: 0, max: 90000 }),
        fc.constantFrom(15000, 30000, 50000),
        (a, b, cap) => {
          const [cheap, dear] = a <= b ? [a, b] : [b, a]
          expect(budgetFit(cheap, cap)).toBeGreaterThanOrEqual(budgetFit(dear, cap))
          if (cheap <= cap && dear > cap)
            expect(budgetFit(cheap, cap)).toBeGreaterThan(budgetFit(dear, cap))
        },
      ),
    )
  })

  it.each([
    [0, 15000, 1],
    [15000, 15000, 0.85],
    [15001, 15000, 0.6],
    [18750, 15000, 0],
  ])('budget: $%i against a cap of $%i fits %s', (amount, cap, fit) => {
    expect(budgetFit(amount, cap)).toBeCloseTo(fit, 3)
  })
})

describe('budget: properties', () => {
  it('a cheaper school never scores lower', () => {
    fc.assert(
      fc.property(
        answersArb,
        universityArb,
        settingsArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        (answers, u, settings, factor) => {
          const cut = (n: number | null) => (n === null ? null : Math.floor(n * factor))
          const cheaper = {
            ...u,
            avg_net_price_2020_21: cut(u.avg_net_price_2020_21),
            tuition_fees_in_state_2022_23: cut(u.tuition_fees_in_state_2022_23),
            tuition_fees_out_of_state_2022_23: cut(u.tuition_fees_out_of_state_2022_23),
          }
          expect(scoreUniversity(answers, cheaper, settings).exact).toBeGreaterThanOrEqual(
            scoreUniversity(answers, u, settings).exact,
          )
        },
      ),
    )
  })

  it('a school the budget cannot cover is never likely', () => {
    fc.assert(
      fc.property(answersArb, universityArb, settingsArb, (answers, u, settings) => {
        const match = scoreUniversity(answers, u, settings)
        if (match.affordable === false) expect(match.band).not.toBe('likely')
      }),
    )
  })
})

describe('home state and prices', () => {
  // UC Irvine's figures (catalogue): a public university in California.
  const irvine = school({
    name: 'University of California-Irvine',
    state: 'CA',
    avg_net_price_2020_21: 11633,
    tuition_fees_in_state_2022_23: 13727,
    tuition_fees_out_of_state_2022_23: 44011,
  })
  const budgetOf = (settings: MatchSettings) => scoreUniversity({ budget: 'low' }, irvine, settings)

  it.each<[string, MatchSettings['homeState'], boolean | null, RegExp]>([
    [
      'a Californian pays the in-state price',
      'CA',
      true,
      /^Average net price for in-state students \(2020-21\): \$11,633, within your budget \(you live in California\)$/,
    ],
    [
      'a New Yorker pays the out-of-state price',
      'NY',
      false,
      /^Estimated out-of-state price: .*: \$41,917, above your budget of \$15,000 \(you live in New York\)$/,
    ],
    [
      'a student outside the states pays the out-of-state price',
      'outside',
      false,
      /\$41,917, above your budget of \$15,000 \(you live in outside the 50 states and DC\)$/,
    ],
    [
      'without a home state both prices are shown and it is not called affordable',
      null,
      null,
      /in-state students .*: \$11,633, within your budget; Estimated out-of-state price: .*: \$41,917, above your budget of \$15,000\. Add your home state/,
    ],
  ])('%s', (_name, homeState, affordable, text) => {
    const match = budgetOf({ homeState, faith: 'labelled' })
    expect(match.affordable).toBe(affordable)
    expect(match.reasons.find((r) => r.factor === 'budget')?.text).toMatch(text)
  })

  it('scores in-state above unknown above out-of-state', () => {
    const [inState, unknown, outOfState] = (['CA', null, 'NY'] as const).map(
      (homeState) => budgetOf({ homeState, faith: 'labelled' }).exact,
    )
    expect(inState).toBeGreaterThan(unknown!)
    expect(unknown).toBeGreaterThan(outOfState!)
  })

  it('prices a private college the same wherever the student lives', () => {
    const privateCollege = { ...irvine, control: 'private_nonprofit' as const }
    const scores = (['CA', null, 'NY'] as const).map(
      (homeState) =>
        scoreUniversity({ budget: 'low' }, privateCollege, { homeState, faith: 'labelled' }).exact,
    )
    expect(new Set(scores).size).toBe(1)
  })
})
