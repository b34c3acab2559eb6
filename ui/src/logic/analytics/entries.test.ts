import { describe, expect, it } from 'vitest'
import type { OutsideAward } from '../offers/compare.ts'
import { OFFER_MESSAGES } from '../offers/offer.ts'
import fc from 'fast-check'
import {
  ANALYTICS_MESSAGES,
  applicationEntriesOf,
  AWARD_FIELDS,
  ENTRY_FIELDS,
  NO_AWARD,
  NOTHING_ENTERED,
  outsideAwardOf,
  validateEntries,
  type EntriesField,
} from './entries.ts'
import { listInWords, shareInWords } from './words.ts'

describe('validateEntries', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['nothing entered', {}, {}],
    ['empty figures', { score_send_fee: null, aid_cost: null, aid_grants: null }, {}],
    [
      'a full offer',
      { aid_cost: 30_000, aid_grants: 12_000.5, aid_loans: 5_500, aid_work_study: 2_000 },
      {},
    ],
    ['score reports with their fee', { score_sends: true, score_send_fee: 18.5 }, {}],
    [
      'a fee as text',
      { score_send_fee: '14' },
      { score_send_fee: ANALYTICS_MESSAGES.scoreSendFee },
    ],
    ['a negative fee', { score_send_fee: -1 }, { score_send_fee: ANALYTICS_MESSAGES.scoreSendFee }],
    [
      'a fee over 500',
      { score_send_fee: 501 },
      { score_send_fee: ANALYTICS_MESSAGES.scoreSendFee },
    ],
    [
      'a fraction of a cent',
      { score_send_fee: 14.001 },
      { score_send_fee: ANALYTICS_MESSAGES.scoreSendFee },
    ],
    [
      'score_sends not a yes or no',
      { score_sends: 'yes' },
      { score_sends: ANALYTICS_MESSAGES.scoreSends },
    ],
    [
      'css not a yes or no',
      { css_profile_required: 1 },
      { css_profile_required: ANALYTICS_MESSAGES.cssProfile },
    ],
    [
      'an offer that cannot be read',
      { aid_offer: { amount: 3 } },
      { aid_offer: OFFER_MESSAGES.shape },
    ],
    ['no offer yet', { aid_offer: null }, {}],
  ])('%s', (_, values, errors) => {
    expect(validateEntries(values)).toEqual(errors)
  })
})

describe('words', () => {
  it.each<[number | null, string]>([
    [null, 'not reported'],
    [0, 'almost none'],
    [0.003, 'almost none'],
    [0.0324, 'about 3 in 100'],
    [0.09, 'about 9 in 100'],
    [0.1, 'about 10 in 100'],
    [0.1769, 'about 18 in 100'],
    [0.2, 'about 2 in 10'],
    [0.42, 'about 4 in 10'],
    [0.95, 'nearly all'],
    [1, 'nearly all'],
  ])('%s is "%s"', (share, words) => {
    expect(shareInWords(share)).toBe(words)
  })

  it('lists in words', () => {
    expect(listInWords([])).toBe('')
    expect(listInWords(['a'])).toBe('a')
    expect(listInWords(['a', 'b', 'c'])).toBe('a, b and c')
  })
})

describe('the fields analytics owns', () => {
  it('are the keys of NOTHING_ENTERED', () => {
    expect(ENTRY_FIELDS).toEqual([
      'css_profile_required',
      'score_sends',
      'score_send_fee',
      'aid_offer',
    ])
  })

  it.each<[string, Record<EntriesField, unknown>, Partial<typeof NOTHING_ENTERED>]>([
    ['nothing stored', { ...NOTHING_ENTERED }, {}],
    [
      'marks and a fee',
      { ...NOTHING_ENTERED, score_sends: true, css_profile_required: true, score_send_fee: 18.5 },
      { score_sends: true, css_profile_required: true, score_send_fee: 18.5 },
    ],
    ['a fee as text, not entered', { ...NOTHING_ENTERED, score_send_fee: '14' }, {}],
    ['unreadable JSON, not entered', { ...NOTHING_ENTERED, score_send_fee: undefined }, {}],
    ['a mark that is not true, unmarked', { ...NOTHING_ENTERED, score_sends: 'yes' }, {}],
    ['an offer that is not one, not entered', { ...NOTHING_ENTERED, aid_offer: [] }, {}],
  ])('read from what the server holds: %s', (_case, stored, entered) => {
    expect(applicationEntriesOf(stored)).toEqual({ ...NOTHING_ENTERED, ...entered })
  })

  it('read back as themselves once valid', () => {
    const entries = fc.record({
      css_profile_required: fc.boolean(),
      score_sends: fc.boolean(),
      score_send_fee: fc.oneof(fc.constant(null), fc.integer({ min: 0, max: 500 })),
      aid_offer: fc.constant(null),
    })
    fc.assert(
      fc.property(entries, (values) => {
        expect(validateEntries(values)).toEqual({})
        expect(applicationEntriesOf(values)).toEqual(values)
      }),
    )
  })
})

describe('outside aid from an awarded scholarship', () => {
  it.each<[string, Record<keyof typeof NO_AWARD, unknown>, OutsideAward | null]>([
    ['no amount yet', { ...NO_AWARD, sponsor: 'Rotary' }, null],
    ['an amount as text', { ...NO_AWARD, amount: '500' }, null],
    [
      'a renewable award for one school',
      { sponsor: 'Rotary', amount: 2_500, renewable: true, application: 'app-1' },
      { id: 's1', sponsor: 'Rotary', amount: 2_500, renewable: true, application: 'app-1' },
    ],
    [
      'an award for any school',
      { ...NO_AWARD, sponsor: 'Elks', amount: 1_000 },
      { id: 's1', sponsor: 'Elks', amount: 1_000, renewable: false, application: '' },
    ],
  ])('%s', (_case, values, expected) => {
    expect(outsideAwardOf('s1', values)).toEqual(expected)
  })

  it('reads the fields of its one list', () => {
    expect(AWARD_FIELDS).toEqual(['sponsor', 'amount', 'renewable', 'application'])
  })
})
