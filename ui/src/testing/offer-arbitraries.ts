/**
 * fast-check arbitraries for aid offers: well-formed ones (`offerArb`) and anything a JSON field
 * may hold in their place (`offerLikeArb`), for the offer rules' properties and the hook's
 * "refuses what the client refuses" check.
 */
import fc from 'fast-check'
import { LOAN_KINDS, RENEWALS, type Offer } from '../logic/offers/offer.ts'

const dollars = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((cents) => cents / 100)
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null })

export const offerArb: fc.Arbitrary<Offer> = fc.record({
  cost: fc.record({
    tuition: maybe(dollars(80_000)),
    housing: maybe(dollars(30_000)),
    books: maybe(dollars(3_000)),
    transport: maybe(dollars(5_000)),
    personal: maybe(dollars(5_000)),
    total: maybe(dollars(120_000)),
  }),
  gifts: fc.array(
    fc.record({
      name: fc.constantFrom('Merit Scholarship', 'Pell Grant', 'Dean Award'),
      amount: dollars(40_000),
      renews: fc.constantFrom(...RENEWALS.map((r) => r.value)),
      condition: fc.constantFrom('', '3.0 GPA', 'full time'),
    }),
    { maxLength: 4 },
  ),
  loans: fc.array(
    fc.record({
      kind: fc.constantFrom(...LOAN_KINDS.map((k) => k.value)),
      amount: dollars(40_000),
      rate: maybe(fc.integer({ min: 0, max: 25_000 }).map((r) => r / 1000)),
    }),
    { maxLength: 4 },
  ),
  work_study: maybe(dollars(5_000)),
  stated_net: maybe(dollars(120_000)),
})

const junk = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -10, max: 250_000 }),
  fc.double({ noNaN: false }),
  fc.constantFrom('', '14', 'lots', '\u202Eevil', [], {}),
)

/** Offers, offers with one part broken, and anything else a JSON field may hold. */
export const offerLikeArb: fc.Arbitrary<unknown> = fc.oneof(
  offerArb,
  fc
    .tuple(offerArb, fc.constantFrom('cost', 'gifts', 'loans', 'work_study', 'stated_net'), junk)
    .map(([offer, key, value]) => ({ ...offer, [key]: value })),
  fc.tuple(offerArb, junk).map(([offer, value]) => ({
    ...offer,
    gifts: [{ name: value, amount: value, renews: value, condition: value }],
    loans: [{ kind: value, amount: value, rate: value }],
  })),
  junk,
)
