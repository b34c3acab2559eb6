import { describe, expect, it } from 'vitest'
import { OFFER_MESSAGES } from '../offers/offer.ts'
import { ANALYTICS_MESSAGES, validateEntries } from './entries.ts'
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
