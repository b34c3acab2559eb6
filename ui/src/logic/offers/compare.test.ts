import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { offerArb } from '../../testing/offer-arbitraries.ts'
import { PARENT_PLUS_CAPS } from '../admissions/offer-facts.ts'
import { compareOffers, offerColumn, outsideFor, type OutsideAward } from './compare.ts'
import { EMPTY_COST, emptyOffer, netPrice, type Offer } from './offer.ts'

const offer = (overrides: Partial<Offer>): Offer => ({ ...emptyOffer(), ...overrides })
const column = (o: Offer | null, awards: OutsideAward[] = []) =>
  offerColumn({ id: 'a', schoolName: 'State', offer: o, averageNetPrice: 14_000 }, awards)
const kinds = (o: Offer) => column(o).flags.map((flag) => flag.kind)

describe('offer flags', () => {
  it.each<[string, Partial<Offer>, string[]]>([
    [
      'no cost of attendance',
      { gifts: [{ name: 'G', amount: 1, renews: 'yes', condition: '' }] },
      ['no_cost'],
    ],
    ['a clear offer', { cost: { ...EMPTY_COST, total: 30_000 } }, []],
    [
      'a bottom line that subtracts loans',
      {
        cost: { ...EMPTY_COST, total: 30_000 },
        loans: [{ kind: 'federal_unsubsidized', amount: 5_500, rate: 6.39 }],
        stated_net: 24_500,
      },
      ['loans_as_aid'],
    ],
    [
      'a bottom line that is the net price',
      { cost: { ...EMPTY_COST, total: 30_000 }, stated_net: 30_000 },
      [],
    ],
    [
      'Parent PLUS above the yearly cap',
      {
        cost: { ...EMPTY_COST, total: 60_000 },
        loans: [{ kind: 'parent_plus', amount: PARENT_PLUS_CAPS.perYear + 1, rate: 8.94 }],
      },
      ['plus_year'],
    ],
    [
      'Parent PLUS that would pass the total over four years',
      {
        cost: { ...EMPTY_COST, total: 60_000 },
        loans: [{ kind: 'parent_plus', amount: 17_000, rate: 8.94 }],
      },
      ['plus_total'],
    ],
    [
      'Parent PLUS within both caps',
      {
        cost: { ...EMPTY_COST, total: 60_000 },
        loans: [{ kind: 'parent_plus', amount: 16_250, rate: 8.94 }],
      },
      [],
    ],
    [
      'a loan without its rate',
      {
        cost: { ...EMPTY_COST, total: 30_000 },
        loans: [{ kind: 'private', amount: 1, rate: null }],
      },
      ['no_rate'],
    ],
  ])('%s', (_, overrides, expected) => {
    expect(kinds(offer(overrides))).toEqual(expected)
  })

  it('gives the GAO finding, with its source, as the reason for a missing cost', () => {
    const [flag] = column(offer({})).flags
    expect(flag?.reason?.source).toContain('GAO-23-104708')
    expect(flag?.reason?.words).toContain('91 in 100')
  })
})

describe('four-year totals', () => {
  const cost = { ...EMPTY_COST, total: 30_000 }
  it.each<[string, Partial<Offer>, OutsideAward[], number | null]>([
    [
      'every gift renews',
      { cost, gifts: [{ name: 'A', amount: 10_000, renews: 'yes', condition: '' }] },
      [],
      80_000,
    ],
    [
      'a first-year-only gift counts once',
      { cost, gifts: [{ name: 'A', amount: 4_000, renews: 'no', condition: '' }] },
      [],
      116_000,
    ],
    [
      'renewable and one-time outside aid',
      { cost },
      [
        { id: 's', sponsor: 'R', amount: 1_000, renewable: true, application: '' },
        { id: 't', sponsor: 'T', amount: 500, renewable: false, application: 'a' },
      ],
      115_500,
    ],
    [
      'renewal not stated: no total',
      { cost, gifts: [{ name: 'A', amount: 1, renews: 'unknown', condition: '' }] },
      [],
      null,
    ],
  ])('%s', (_, overrides, awards, expected) => {
    const years = column(offer(overrides), awards).fourYears
    if (expected === null) {
      expect(years.kind).toBe('unknown')
      expect(years.words).toContain('does not say whether A renews')
    } else expect(years).toMatchObject({ kind: 'total', netPrice: expected })
  })
})

describe('compareOffers', () => {
  it('counts outside aid at its own school and at any school, never at another', () => {
    const awards = [
      { id: '1', sponsor: 'Any', amount: 1, renewable: false, application: '' },
      { id: '2', sponsor: 'Here', amount: 1, renewable: false, application: 'a' },
      { id: '3', sponsor: 'There', amount: 1, renewable: false, application: 'b' },
    ]
    expect(outsideFor(awards, 'a').map((a) => a.sponsor)).toEqual(['Any', 'Here'])
  })

  it('orders by net price after outside aid; offers without one last', () => {
    const schools = [
      {
        id: 'x',
        schoolName: 'X',
        averageNetPrice: null,
        offer: offer({ cost: { ...EMPTY_COST, total: 40_000 } }),
      },
      { id: 'y', schoolName: 'Y', averageNetPrice: null, offer: null },
      {
        id: 'z',
        schoolName: 'Z',
        averageNetPrice: 9_000,
        offer: offer({ cost: { ...EMPTY_COST, total: 20_000 } }),
      },
    ]
    const result = compareOffers(schools, [])
    expect(result.columns.map((c) => c.id)).toEqual(['z', 'x', 'y'])
    expect(result.columns[0]?.averageNetPrice).toBe('$9,000')
    expect(result.summary).toBe(
      'Lowest net price: Z, $20,000 a year after grants and scholarships. Loans are not counted as aid.',
    )
  })

  it('net price never moves with loans; borrowed is their sum; repayment only with a rate', () => {
    fc.assert(
      fc.property(offerArb, (o) => {
        const c = column(o)
        expect(c.netPrice).toBe(netPrice(o))
        expect(c.borrowed).toBeCloseTo(
          o.loans.reduce((t, l) => t + l.amount, 0),
          6,
        )
        c.loans.forEach((line, i) => {
          const rate = o.loans[i]?.rate ?? null
          if (rate === null) expect(line.total).toBeNull()
          else expect(line.total ?? 0).toBeGreaterThanOrEqual(line.amount - 1e-6)
        })
      }),
    )
  })
})
