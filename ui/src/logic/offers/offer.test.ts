import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { offerArb, offerLikeArb } from '../../testing/offer-arbitraries.ts'
import {
  borrowed,
  costOfAttendance,
  EMPTY_COST,
  emptyOffer,
  giftAid,
  legacyFigures,
  netPrice,
  OFFER_MESSAGES,
  validateOffer,
  type Offer,
} from './offer.ts'

const offer = (overrides: Partial<Offer>): Offer => ({ ...emptyOffer(), ...overrides })
const gift = (amount: number) => ({ name: 'Grant', amount, renews: 'yes' as const, condition: '' })

describe('validateOffer', () => {
  it.each<[string, unknown, Record<string, string>]>([
    ['nothing entered yet', null, {}],
    ['an empty offer', emptyOffer(), {}],
    ['not an object', 'lots', { aid_offer: OFFER_MESSAGES.shape }],
    ['without lists', { cost: {} }, { aid_offer: OFFER_MESSAGES.shape }],
    [
      'a negative tuition',
      offer({ cost: { ...EMPTY_COST, tuition: -1 } }),
      { 'aid_offer.cost.tuition': OFFER_MESSAGES.amount },
    ],
    [
      'fractions of a cent',
      offer({ work_study: 10.001 }),
      { 'aid_offer.work_study': OFFER_MESSAGES.amount },
    ],
    [
      'a gift without a name or amount',
      offer({ gifts: [{ name: ' ', amount: Number.NaN, renews: 'yes', condition: '' }] }),
      {
        'aid_offer.gifts.0.name': OFFER_MESSAGES.giftName,
        'aid_offer.gifts.0.amount': OFFER_MESSAGES.requiredAmount,
      },
    ],
    [
      'a gift whose renewal is not a choice',
      offer({ gifts: [{ ...gift(100), renews: 'maybe' as never }] }),
      { 'aid_offer.gifts.0.renews': OFFER_MESSAGES.renews },
    ],
    [
      'a condition with a bidi override',
      offer({ gifts: [{ ...gift(100), condition: 'GPA \u202E0.4' }] }),
      { 'aid_offer.gifts.0.condition': OFFER_MESSAGES.text },
    ],
    [
      'a loan of an unknown kind at 30%',
      offer({ loans: [{ kind: 'payday' as never, amount: 1_000, rate: 30 }] }),
      {
        'aid_offer.loans.0.kind': OFFER_MESSAGES.loanKind,
        'aid_offer.loans.0.rate': OFFER_MESSAGES.rate,
      },
    ],
    [
      'gift aid above the cost of attendance',
      offer({ cost: { ...EMPTY_COST, total: 20_000 }, gifts: [gift(15_000), gift(6_000)] }),
      { 'aid_offer.gifts.0.amount': OFFER_MESSAGES.giftsOverCost },
    ],
    [
      "loans above the cost are the letter's to explain, not refused",
      offer({
        cost: { ...EMPTY_COST, total: 20_000 },
        loans: [{ kind: 'private', amount: 30_000, rate: 11 }],
      }),
      {},
    ],
  ])('%s', (_, value, errors) => {
    expect(validateOffer(value)).toEqual(errors)
  })

  it('accepts every well-formed offer whose gift aid is within its cost', () => {
    fc.assert(
      fc.property(offerArb, (o) => {
        const cost = costOfAttendance(o)
        const problems = validateOffer(o)
        if (cost !== null && giftAid(o) > cost)
          expect(problems).toEqual({ 'aid_offer.gifts.0.amount': OFFER_MESSAGES.giftsOverCost })
        else expect(problems).toEqual({})
      }),
    )
  })

  it('names every problem under aid_offer, so the 400 and the form point at the same place', () => {
    fc.assert(
      fc.property(offerLikeArb, (value) => {
        for (const key of Object.keys(validateOffer(value)))
          expect(key === 'aid_offer' || key.startsWith('aid_offer.')).toBe(true)
      }),
    )
  })
})

describe('net price', () => {
  it.each<[string, Partial<Offer>, number | null]>([
    ['no cost of attendance: none', { gifts: [gift(5_000)] }, null],
    [
      'the total when the letter gives one',
      { cost: { ...EMPTY_COST, total: 30_000, tuition: 1 } },
      30_000,
    ],
    [
      'the items added up otherwise',
      { cost: { ...EMPTY_COST, tuition: 20_000, housing: 9_000, books: 1_000 } },
      30_000,
    ],
    [
      'cost minus grants and scholarships, loans and work-study left in',
      {
        cost: { ...EMPTY_COST, total: 30_000 },
        gifts: [gift(12_000)],
        loans: [{ kind: 'federal_subsidized', amount: 5_500, rate: 6.39 }],
        work_study: 2_000,
      },
      18_000,
    ],
  ])('%s', (_, overrides, expected) => {
    expect(netPrice(offer(overrides))).toBe(expected)
  })

  it('never subtracts loans or work-study: adding either leaves it unchanged', () => {
    fc.assert(
      fc.property(offerArb, fc.integer({ min: 0, max: 50_000 }), (o, extra) => {
        const more = {
          ...o,
          loans: [...o.loans, { kind: 'parent_plus' as const, amount: extra, rate: 8.94 }],
          work_study: (o.work_study ?? 0) + extra,
        }
        expect(netPrice(more)).toBe(netPrice(o))
      }),
    )
  })

  it('adds up: cost = net price + gift aid, and the legacy totals are the sums', () => {
    fc.assert(
      fc.property(offerArb, (o) => {
        const cost = costOfAttendance(o)
        const net = netPrice(o)
        if (cost === null) expect(net).toBeNull()
        else expect((net ?? 0) + giftAid(o)).toBeCloseTo(cost, 6)
        const legacy = legacyFigures(o)
        expect(legacy.aid_cost).toBe(cost)
        expect(legacy.aid_loans).toBe(o.loans.length === 0 ? null : borrowed(o))
      }),
    )
  })
})
