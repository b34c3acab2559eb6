// What a student enters for analytics (issue 16: score reports and their cost, aid offers, the
// CSS Profile fee waiver) against a real server, through the data layer: stored on the planner's
// own records, refused with a 400 naming the field (for students and admins alike), out of every
// other student's reach, in the export, and removed again by the migration's down step.
import { beforeAll, describe, expect, it } from 'vitest'
import { createPocketBase } from '../../ui/src/data/client.ts'
import { createDataClient, type DataClient } from '../../ui/src/data/data-client.ts'
import { DataError } from '../../ui/src/data/errors.ts'
import { ANALYTICS_MESSAGES } from '../../ui/src/logic/analytics/entries.ts'
import { EMPTY_COST, OFFER_MESSAGES, type Offer } from '../../ui/src/logic/offers/offer.ts'
import { emptyScholarship } from '../../ui/src/logic/planner/scholarships.ts'
import { serverForTests } from './harness.ts'
import { collectionFields, downAndUpFrom } from './migration-helpers.ts'
import { addUniversity, apiAs, records, type Api } from './planner-helpers.ts'

const server = serverForTests()

type Student = { id: string; data: DataClient; api: Api; application: string }

/** A student with planner settings (or none), a school on their list and an application for it. */
async function studentWithApplication(name: string, settings = true): Promise<Student> {
  const { student, token, password } = await server.student(name)
  const data = createDataClient(createPocketBase(server.url))
  await data.auth.signIn({ email: student.email, password })
  const api = apiAs(server, token)
  if (settings) {
    const made = await api.post(records('planner_settings'), {
      user: student.id,
      timezone: 'America/New_York',
      alert_days: 7,
    })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
  }
  const school = await addUniversity(server, { application_fee_2021_22: 75 })
  await api.post(records('saved_universities'), { user: student.id, university: school })
  const applied = await api.post(records('applications'), {
    user: student.id,
    university: school,
    plan: 'rd',
  })
  expect(applied.status, JSON.stringify(applied.body)).toBe(200)
  return { id: student.id, data, api, application: applied.body.id as string }
}

/** What Maya saves for her application, in two saves: score reports, then an aid offer. */
const MAYA_SCORE_SENDS = { css_profile_required: true, score_sends: true, score_send_fee: 18.5 }
const MAYA_OFFER: { aid_offer: Offer } = {
  aid_offer: {
    cost: { ...EMPTY_COST, total: 31_000 },
    gifts: [{ name: 'State Grant', amount: 21_000, renews: 'yes', condition: '' }],
    loans: [{ kind: 'federal_subsidized', amount: 5_500, rate: 6.39 }],
    work_study: 0,
    stated_net: null,
  },
}

let maya: Student
let lena: Student

beforeAll(async () => {
  maya = await studentWithApplication('Maya Analytics')
  lena = await studentWithApplication('Lena Other')
})

async function stored(id: string): Promise<Record<string, unknown>> {
  const found = await apiAs(server, server.adminToken).get(records('applications', id))
  return found.body as Record<string, unknown>
}

describe('analytics entries through the data layer', () => {
  it('start with nothing entered', async () => {
    const entries = await maya.data.analytics.entries()
    expect(entries).toEqual({
      applications: {
        [maya.application]: {
          css_profile_required: false,
          score_sends: false,
          score_send_fee: null,
          aid_offer: null,
        },
      },
      cssFeeWaiver: false,
      outsideAwards: [],
    })
  })

  it('keep score reports, the CSS Profile mark and an aid offer', async () => {
    const saved = await maya.data.analytics.saveEntries(maya.application, MAYA_SCORE_SENDS)
    expect(saved).toMatchObject(MAYA_SCORE_SENDS)
    const offer = await maya.data.analytics.saveEntries(maya.application, MAYA_OFFER)
    // Fields not sent are left as they were.
    expect(offer).toEqual({ ...MAYA_SCORE_SENDS, ...MAYA_OFFER })
    expect((await maya.data.analytics.entries()).applications[maya.application]).toEqual(offer)
    // The planner's own fields are untouched.
    expect(await stored(maya.application)).toMatchObject({ plan: 'rd', status: 'planning' })
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    // PocketBase reads a JSON field's text as JSON (a form posts "14" for 14); words stay words.
    [
      'a fee in words',
      { score_send_fee: 'fourteen' },
      'score_send_fee',
      ANALYTICS_MESSAGES.scoreSendFee,
    ],
    ['a negative fee', { score_send_fee: -5 }, 'score_send_fee', ANALYTICS_MESSAGES.scoreSendFee],
    ['a fee over 500', { score_send_fee: 900 }, 'score_send_fee', ANALYTICS_MESSAGES.scoreSendFee],
    ['an offer that is not one', { aid_offer: { amount: 1 } }, 'aid_offer', OFFER_MESSAGES.shape],
    [
      'a cost over 200,000',
      { aid_offer: { ...MAYA_OFFER.aid_offer, cost: { ...EMPTY_COST, total: 250_000 } } },
      'aid_offer.cost.total',
      OFFER_MESSAGES.amount,
    ],
    [
      'a loan rate of 40%',
      {
        aid_offer: {
          ...MAYA_OFFER.aid_offer,
          loans: [{ kind: 'private', amount: 1_000, rate: 40 }],
        },
      },
      'aid_offer.loans.0.rate',
      OFFER_MESSAGES.rate,
    ],
    [
      'gift aid above the cost',
      {
        aid_offer: {
          ...MAYA_OFFER.aid_offer,
          gifts: [{ name: 'Grant', amount: 32_000, renews: 'yes', condition: '' }],
        },
      },
      'aid_offer.gifts.0.amount',
      OFFER_MESSAGES.giftsOverCost,
    ],
    [
      'a gift named with a bidi override',
      {
        aid_offer: {
          ...MAYA_OFFER.aid_offer,
          gifts: [{ name: 'Grant \u202E', amount: 1, renews: 'yes', condition: '' }],
        },
      },
      'aid_offer.gifts.0.name',
      OFFER_MESSAGES.text,
    ],
  ])(
    'refuse %s with a 400 naming the field, and change nothing',
    async (_, body, field, message) => {
      const before = await stored(maya.application)
      const answer = await maya.api.patch(records('applications', maya.application), body)
      expect(answer.status).toBe(400)
      expect(answer.body.data[field].message).toBe(message)
      expect(await stored(maya.application)).toEqual(before)
    },
  )

  it('refuse through the data layer as `invalid` with the field message', async () => {
    const failure = await maya.data.analytics
      .saveEntries(maya.application, { score_send_fee: 501 })
      .catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(DataError)
    expect(failure).toMatchObject({
      kind: 'invalid',
      fields: { score_send_fee: ANALYTICS_MESSAGES.scoreSendFee },
    })
  })

  it("count the student's own awarded scholarships with an amount as outside aid", async () => {
    const sam = await studentWithApplication('Sam Awards')
    const add = (fields: Partial<ReturnType<typeof emptyScholarship>>) =>
      sam.data.planner.addScholarship({ ...emptyScholarship(), ...fields })
    const rotary = await add({ sponsor: 'Rotary', amount: 2_500, renewable: true })
    await sam.data.planner.updateScholarship(rotary.id, { ...rotary, status: 'awarded' })
    await add({ sponsor: 'Elks', amount: 1_000 })
    expect((await sam.data.analytics.entries()).outsideAwards).toEqual([
      { id: rotary.id, sponsor: 'Rotary', amount: 2_500, renewable: true, application: '' },
    ])
    expect((await lena.data.analytics.entries()).outsideAwards).toEqual([])
  })

  it('are checked for admins too', async () => {
    const answer = await apiAs(server, server.adminToken).patch(
      records('applications', maya.application),
      { aid_offer: { ...MAYA_OFFER.aid_offer, work_study: -1 } },
    )
    expect(answer.status).toBe(400)
    expect(Object.keys(answer.body.data as object)).toEqual(['aid_offer.work_study'])
  })
})

describe('the CSS Profile fee waiver', () => {
  it('is kept with the planner settings', async () => {
    expect(await maya.data.analytics.setCssFeeWaiver(true, 'America/Chicago')).toBe(true)
    expect((await maya.data.analytics.entries()).cssFeeWaiver).toBe(true)
    const settings = await maya.api.get(records('planner_settings'))
    // The existing settings were changed, not replaced: the zone is still the student's own.
    expect(settings.body.items).toHaveLength(1)
    expect(settings.body.items[0]).toMatchObject({
      timezone: 'America/New_York',
      css_fee_waiver: true,
    })
    expect(await maya.data.analytics.setCssFeeWaiver(false, 'America/Chicago')).toBe(false)
  })

  it('makes the planner settings for a student who has none, reminders off', async () => {
    const newcomer = await studentWithApplication('Nia Newcomer', false)
    expect(await newcomer.data.analytics.setCssFeeWaiver(true, 'America/Denver')).toBe(true)
    const settings = await newcomer.api.get(records('planner_settings'))
    expect(settings.body.items).toEqual([
      expect.objectContaining({
        timezone: 'America/Denver',
        css_fee_waiver: true,
        reminders_enabled: false,
      }),
    ])
  })
})

describe('another student', () => {
  it('sees none of the entries and cannot change them', async () => {
    const theirs = await lena.data.analytics.entries()
    expect(Object.keys(theirs.applications)).toEqual([lena.application])
    const before = await stored(maya.application)
    const failure = await lena.data.analytics
      .saveEntries(maya.application, MAYA_OFFER)
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ kind: 'not-found' })
    const raw = await lena.api.patch(records('applications', maya.application), {
      score_send_fee: 1,
    })
    expect(raw.status).toBe(404)
    expect((await lena.api.get(records('applications', maya.application))).status).toBe(404)
    const listed = await lena.api.get(
      `${records('applications')}?filter=${encodeURIComponent(`user="${maya.id}"`)}`,
    )
    expect(listed.body.items).toEqual([])
    expect((await lena.api.del(records('applications', maya.application))).status).toBe(404)
    const forMaya = await lena.api.post(records('applications'), {
      user: maya.id,
      university: before.university as string,
      aid_offer: MAYA_OFFER.aid_offer,
    })
    expect(forMaya.status).toBe(400)
    expect(await stored(maya.application)).toEqual(before)
  })

  it("cannot set someone else's CSS Profile waiver", async () => {
    const mine = await maya.api.get(records('planner_settings'))
    const id = mine.body.items[0].id as string
    const answer = await lena.api.patch(records('planner_settings', id), { css_fee_waiver: true })
    expect(answer.status).toBe(404)
    expect((await maya.api.get(records('planner_settings', id))).body.css_fee_waiver).toBe(false)
  })
})

describe('the export', () => {
  it('holds the entries and the waiver', async () => {
    const exported = await maya.api.get('/api/account/export')
    expect(exported.status).toBe(200)
    expect(exported.body.applications[0]).toMatchObject({ ...MAYA_SCORE_SENDS, ...MAYA_OFFER })
    expect(exported.body.plannerSettings[0]).toHaveProperty('css_fee_waiver', false)
  })
})

describe('migration 1763860000', () => {
  it('has a down step that removes its fields, and applies again', () => {
    downAndUpFrom('1763860000', (dir, stage) => {
      const applications = collectionFields(dir, 'applications')
      const settings = collectionFields(dir, 'planner_settings')
      if (stage === 'down') {
        expect(applications).not.toContain('aid_offer')
        expect(applications).not.toContain('score_sends')
        expect(settings).not.toContain('css_fee_waiver')
      } else {
        expect(applications).toEqual(expect.arrayContaining(['score_send_fee', 'aid_offer']))
        expect(settings).toContain('css_fee_waiver')
      }
    })
  })
})
