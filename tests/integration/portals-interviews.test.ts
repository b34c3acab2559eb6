// After "Submit" (issue 26) against a real PocketBase, through the data layer where a page would
// call it: an application's portal checklist and its interview, refused in the planner's own words
// with nothing changed, the interview's instant computed in its zone, a recommender's thank-you,
// the feed's new events, and the migration's down step.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { DataError } from '../../ui/src/data/errors.ts'
import { INTERVIEW_STATUSES } from '../../ui/src/logic/planner/interviews.ts'
import { INTERVIEW_MESSAGES } from '../../ui/src/logic/planner/interview-checks.ts'
import { PLANNER_MESSAGES } from '../../ui/src/logic/planner/list-checks.ts'
import { ZONE_RULES } from '../../ui/src/logic/planner/model.ts'
import { type PortalValues } from '../../ui/src/logic/planner/portal.ts'
import { PORTAL_MESSAGES } from '../../ui/src/logic/planner/portal-checks.ts'
import { TEXT_MESSAGES } from '../../ui/src/logic/validation/text-rule.ts'
import type { InterviewValues } from '../../ui/src/logic/planner/interviews.ts'
import { serverForTests } from './harness.ts'
import { collectionFields, collectionNames, downAndUpFrom } from './migration-helpers.ts'
import { apiAs, plannerStudent, records } from './planner-helpers.ts'

const server = serverForTests()

type Applicant = Awaited<ReturnType<typeof plannerStudent>> & { appId: string; recId: string }

/** A student in Chicago with a sent application and a recommender writing for it. */
async function applicant(name = 'Maya Johnson'): Promise<Applicant> {
  const maya = await plannerStudent(server, 'America/Chicago', {}, name)
  const school = await maya.listNew({ name: `${name} College`, time_zone: 'America/New_York' })
  const app = await maya.apply(school, {
    plan: 'ea',
    deadline_date: '2026-11-01',
    status: 'submitted',
  })
  expect(app.status, JSON.stringify(app.body)).toBe(200)
  const rec = await maya.own('recommenders', {
    name: 'Ms. Rivera',
    role: 'teacher',
    status: 'agreed',
    asked_on: '2026-09-01',
    applications: [app.body.id],
  })
  return { ...maya, appId: app.body.id as string, recId: rec.body.id as string }
}

const portalOf = (maya: Applicant, change: Partial<PortalValues> = {}): PortalValues => ({
  application: maya.appId,
  url: 'https://apply.maya.edu/status',
  login_email: 'Maya.Johnson@example.com',
  items: { application: 'received', [`recommendation:${maya.recId}`]: 'received' },
  checked_on: '2026-11-02',
  ...change,
})

const interviewOf = (maya: Applicant, change: Partial<InterviewValues> = {}): InterviewValues => ({
  application: maya.appId,
  status: 'scheduled',
  date: '2026-12-08',
  time: '16:00',
  zone_rule: 'school',
  zone: 'America/New_York',
  place: 'https://zoom.example/j/1',
  with_whom: 'Dana Lee',
  thank_you_sent: false,
  ...change,
})

/** The `invalid` refusal's field messages, or the error itself when it is not one. */
async function refusal(write: Promise<unknown>): Promise<Record<string, string>> {
  const error = await write.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(DataError)
  expect((error as DataError).kind).toBe('invalid')
  return (error as DataError).fields
}

describe('the portal checklist', () => {
  it('is saved and read back with the plan, the login e-mail lower-cased', async () => {
    const maya = await applicant()
    const saved = await maya.data.planner.savePortal(null, portalOf(maya))
    expect(saved).toMatchObject({
      url: 'https://apply.maya.edu/status',
      login_email: 'maya.johnson@example.com',
    })
    const ticked = await maya.data.planner.savePortal(saved.id, {
      ...portalOf(maya),
      items: { ...portalOf(maya).items, transcript: 'received', test_scores: 'not_needed' },
      checked_on: '2026-11-09',
    })
    const plan = await maya.data.planner.load()
    expect(plan.portals).toEqual([ticked])
    expect(plan.portals[0]?.items).toMatchObject({
      transcript: 'received',
      test_scores: 'not_needed',
    })
  })

  it.each<[string, Partial<PortalValues>, string, string]>([
    ['an http address', { url: 'http://apply.maya.edu' }, 'url', PORTAL_MESSAGES.url],
    [
      'a password in the address',
      { url: 'https://apply.maya.edu/?pwd=hunter2' },
      'url',
      PORTAL_MESSAGES.password,
    ],
    [
      'a login that is not an address',
      { login_email: 'hunter2' },
      'login_email',
      PLANNER_MESSAGES.email,
    ],
    [
      'a bidi override in the login',
      { login_email: '\u202emaya@example.com' },
      'login_email',
      TEXT_MESSAGES.single,
    ],
    ['an unknown item', { items: { essay: 'received' } }, 'items', PORTAL_MESSAGES.item],
    // Read by the schema's type (lib/fields.js): JSON that is not a checklist is refused, not emptied.
    ['a checklist that is a list', { items: ['received'] as never }, 'items', PORTAL_MESSAGES.item],
    ['a checklist that is text', { items: 'received' as never }, 'items', PORTAL_MESSAGES.item],
    [
      'a look tomorrow and then some',
      { checked_on: '2099-01-01' },
      'checked_on',
      PLANNER_MESSAGES.future,
    ],
  ])('refuses %s with a 400 on the field, changing nothing', async (_, change, field, message) => {
    const maya = await applicant()
    const saved = await maya.data.planner.savePortal(null, portalOf(maya))
    expect(await refusal(maya.data.planner.savePortal(saved.id, portalOf(maya, change)))).toEqual({
      [field]: message,
    })
    expect((await maya.data.planner.load()).portals).toEqual([saved])
    // A new one is refused as well, and none is made.
    const other = await applicant('Lena Other')
    expect(await refusal(other.data.planner.savePortal(null, portalOf(other, change)))).toEqual({
      [field]: message,
    })
    expect((await other.data.planner.load()).portals).toEqual([])
  })

  it('refuses a field that would hold a password, by its name', async () => {
    const maya = await applicant()
    const sent = await maya.api.post(records('application_portals'), {
      user: maya.id,
      application: maya.appId,
      url: 'https://apply.maya.edu',
      password: 'hunter2',
      portal_password: 'hunter2',
    })
    expect(sent.status).toBe(400)
    expect(Object.keys(sent.body.data).sort()).toEqual(['password', 'portal_password'])
    expect(sent.body.data.password.message).toBe(PORTAL_MESSAGES.password)
    expect((await maya.api.get(records('application_portals'))).body.items).toEqual([])
    const schema = await apiAs(server, server.adminToken).get(
      '/api/collections/application_portals',
    )
    expect(
      schema.body.fields
        .map((f: { name: string }) => f.name)
        .filter((n: string) => /pass/i.test(n)),
    ).toEqual([])
  })

  it("takes no letter of another student's recommender, no second portal, no other application", async () => {
    const maya = await applicant()
    const lena = await applicant('Lena Other')
    expect(
      await refusal(
        maya.data.planner.savePortal(
          null,
          portalOf(maya, { items: { [`recommendation:${lena.recId}`]: 'received' } }),
        ),
      ),
    ).toEqual({ items: PORTAL_MESSAGES.item })
    expect(
      await refusal(
        maya.data.planner.savePortal(null, portalOf(maya, { application: lena.appId })),
      ),
    ).toEqual({ application: PLANNER_MESSAGES.notYours })
    const saved = await maya.data.planner.savePortal(null, portalOf(maya))
    expect(Object.keys(await refusal(maya.data.planner.savePortal(null, portalOf(maya))))).toEqual([
      'application',
    ])
    const second = await maya.listNew()
    const other = await maya.apply(second, {})
    expect(
      await refusal(
        maya.data.planner.savePortal(saved.id, portalOf(maya, { application: other.body.id })),
      ),
    ).toEqual({ application: PORTAL_MESSAGES.sameApplication })
  })

  it('goes with its application', async () => {
    const maya = await applicant()
    await maya.data.planner.savePortal(null, portalOf(maya))
    await maya.data.planner.saveInterview(null, interviewOf(maya))
    await maya.data.planner.removeApplication(maya.appId)
    const plan = await maya.data.planner.load()
    expect([plan.portals, plan.interviews]).toEqual([[], []])
  })
})

describe('the interview', () => {
  it('stores the instant its date, time and zone name: 4 pm in New York for a student in Chicago', async () => {
    const maya = await applicant()
    const saved = await maya.data.planner.saveInterview(null, interviewOf(maya))
    expect(saved.at).toBe('2026-12-08T21:00:00.000Z')
    const mine = await maya.data.planner.saveInterview(
      saved.id,
      interviewOf(maya, { zone_rule: 'student', zone: '' }),
    )
    expect(mine.at).toBe('2026-12-08T22:00:00.000Z')
    const done = await maya.data.planner.saveInterview(
      saved.id,
      interviewOf(maya, { status: 'done', date: '2026-11-20', thank_you_sent: true }),
    )
    expect(done).toMatchObject({ status: 'done', thank_you_sent: true })
  })

  it.each<[string, Partial<InterviewValues>, string, string]>([
    ['a scheduled one with no time', { time: '' }, 'time', INTERVIEW_MESSAGES.time],
    [
      'a done one next year',
      { status: 'done', date: '2099-01-01' },
      'date',
      PLANNER_MESSAGES.future,
    ],
    ['an unknown zone', { zone: 'Mars/Olympus' }, 'zone', PLANNER_MESSAGES.zone],
    ['a zone Go reads as UTC', { zone: 'america/new_york' }, 'zone', PLANNER_MESSAGES.zone],
    ['a control character in the place', { place: 'Room\u00004' }, 'place', TEXT_MESSAGES.single],
    ['a broken video link', { place: 'https://zoom example' }, 'place', INTERVIEW_MESSAGES.place],
  ])('refuses %s with a 400 on the field, changing nothing', async (_, change, field, message) => {
    const maya = await applicant()
    const saved = await maya.data.planner.saveInterview(null, interviewOf(maya))
    expect(
      await refusal(maya.data.planner.saveInterview(saved.id, interviewOf(maya, change))),
    ).toEqual({
      [field]: message,
    })
    expect((await maya.data.planner.load()).interviews).toEqual([saved])
  })

  it('refuses an instant that disagrees with its date, time and zone', async () => {
    const maya = await applicant()
    const sent = await maya.api.post(records('interviews'), {
      user: maya.id,
      ...interviewOf(maya),
      at: '2026-12-08T16:00:00.000Z',
    })
    expect(sent.status).toBe(400)
    expect(sent.body.data.at.message).toBe(PLANNER_MESSAGES.computed)
    expect((await maya.api.get(records('interviews'))).body.items).toEqual([])
  })

  it('needs the student’s zone before an interview on their clock', async () => {
    const noZone = await plannerStudent(server, null, {}, 'No Zone')
    const school = await noZone.listNew()
    const app = await noZone.apply(school, {})
    const sent = await noZone.own('interviews', {
      application: app.body.id,
      status: 'scheduled',
      date: '2026-12-08',
      time: '16:00',
      zone_rule: 'student',
    })
    expect(sent.status).toBe(400)
    expect(sent.body.data.zone_rule.message).toBe(PLANNER_MESSAGES.noStudentZone)
  })
})

describe('a recommender’s thank-you', () => {
  it('is ticked on its own, and an edit of the recommender keeps it', async () => {
    const maya = await applicant()
    const thanked = await maya.data.planner.setRecommenderThanked(maya.recId, true)
    expect(thanked.thank_you_sent).toBe(true)
    const edited = await maya.data.planner.updateRecommender(maya.recId, {
      name: 'Ms. Rivera',
      role: 'teacher',
      email: '',
      applications: [maya.appId],
      asked_on: '2026-09-01',
      status: 'submitted',
    })
    expect(edited).toMatchObject({ status: 'submitted', thank_you_sent: true })
  })
})

describe('the calendar feed', () => {
  it('carries the portal nudge, the interview at its instant, and the thank-you note', async () => {
    const maya = await applicant()
    await maya.data.planner.savePortal(null, portalOf(maya))
    const interview = await maya.data.planner.saveInterview(null, interviewOf(maya))
    const done = await applicant('Sam Done')
    const past = await done.data.planner.saveInterview(
      null,
      interviewOf(done, { status: 'done', date: '2026-11-02', time: '10:00' }),
    )
    for (const [student, uids] of [
      [maya, [`after-portal-${maya.appId}`, `interview-${interview.id}`]],
      [
        done,
        [`after-interview-thanks-${past.id}`, `interview-${past.id}`, `after-portal-${done.appId}`],
      ],
    ] as const) {
      const feed = await student.api.post('/api/planner/calendar-feed', {})
      const text = await (await fetch(`${server.url}${feed.body.path as string}`)).text()
      const events = new ICAL.Component(ICAL.parse(text))
        .getAllSubcomponents('vevent')
        .map((component) => new ICAL.Event(component))
      for (const uid of uids)
        expect(
          events.map((e) => e.uid),
          uid,
        ).toContain(`${uid}@planner.college-compass`)
      if (student === maya) {
        const event = events.find((e) => e.uid.startsWith(`interview-${interview.id}`))
        expect(event?.startDate.toJSDate().toISOString()).toBe('2026-12-08T21:00:00.000Z')
        expect(event?.location).toBe('https://zoom.example/j/1')
        // Looked at on Nov 2: the nudge is a week later.
        const nudge = events.find((e) => e.uid.startsWith(`after-portal-${maya.appId}`))
        expect(nudge?.startDate.toString()).toBe('2026-11-09')
        expect(nudge?.summary).toMatch(
          /^Check the Maya Johnson College portal: \d items not shown yet$/,
        )
      }
    }
  })
})

describe('the schema', () => {
  it('declares the interview choices the planner logic knows', async () => {
    const schema = await apiAs(server, server.adminToken).get('/api/collections/interviews')
    const values = (name: string) =>
      schema.body.fields.find((f: { name: string }) => f.name === name)?.values
    expect(values('status')).toEqual(INTERVIEW_STATUSES.map((s) => s.value))
    expect(values('zone_rule')).toEqual(ZONE_RULES.map((s) => s.value))
  })

  it('has a down step that removes the collections and the field, and an up step again', () => {
    downAndUpFrom('1763900000', (dir, stage) => {
      const names = collectionNames(dir)
      const recommender = collectionFields(dir, 'recommenders')
      if (stage === 'down') {
        expect(names).not.toContain('application_portals')
        expect(names).not.toContain('interviews')
        expect(recommender).not.toContain('thank_you_sent')
      } else {
        expect(names).toEqual(expect.arrayContaining(['application_portals', 'interviews']))
        expect(recommender).toContain('thank_you_sent')
      }
    })
  })
})
