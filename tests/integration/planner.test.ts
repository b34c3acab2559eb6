// The planner's server rules against a real PocketBase: field checks (a 400 naming the field,
// nothing stored), the plan rules, the deadline's instant, and the plan's tasks kept in step.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { backwardPlan } from '../../ui/src/logic/planner/backward-plan.ts'
import { intlOffsetAt, isKnownZone } from '../../ui/src/logic/planner/intl-zone.ts'
import {
  PLANNER_MESSAGES as M,
  validateApplication,
} from '../../ui/src/logic/planner/validation.ts'
import { dateInZone, zonedInstant } from '../../ui/src/logic/planner/zone.ts'
import { serverForTests } from './harness.ts'
import { addUniversity, ownedBy, plannerStudent, records } from './planner-helpers.ts'

const server = serverForTests()

const iso = (stored: string) => new Date(stored.replace(' ', 'T')).toISOString()

/** The server took the write (200) and answers with these values. */
function expectSaved(saved: { status: number; body: any }, values: Record<string, unknown>) {
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  expect(saved.body).toMatchObject(values)
}

/** The server refused the write (400) with each of these messages on its field. */
function expectRefusal(refused: { status: number; body: any }, messages: Record<string, string>) {
  expect(refused.status).toBe(400)
  for (const [field, message] of Object.entries(messages))
    expect(refused.body.data[field]?.message).toBe(message)
}

/** The server refused the write (400), naming exactly these fields. */
function expectRefusedFields(refused: { status: number; body: any }, fields: string[]) {
  expect(refused.status).toBe(400)
  expect(Object.keys(refused.body.data).sort()).toEqual(fields)
}

describe('applications: the deadline, its instant and the plan it starts', () => {
  it('stores the date, time and zone with the instant the server computed, and plans back from it', async () => {
    const maya = await plannerStudent(server, 'America/Chicago')
    const tulane = await maya.listNew({ name: 'Tulane University of Louisiana' })
    const created = await maya.apply(tulane, {
      platform: 'common_app',
      plan: 'ea',
      deadline_date: '2026-11-15',
      source_url: 'https://admission.tulane.edu/apply/deadlines',
      checked_on: '2026-01-05',
      fee: 75,
    })
    expectSaved(created, {
      deadline_time: '23:59',
      deadline_zone_rule: 'student',
      deadline_zone: '',
      status: 'planning',
      fee: 75,
    })
    expect(iso(created.body.deadline_at)).toBe('2026-11-16T05:59:00.000Z')

    const tasks = await ownedBy(server, 'plan_tasks', maya.id)
    const expected = backwardPlan(
      { deadline_date: '2026-11-15', fee: 75, fee_waiver: '' },
      {
        id: tulane,
        name: 'Tulane University of Louisiana',
        control: 'private_nonprofit',
        apply_url: null,
        net_price_calculator_url: null,
      },
    )
    // The steps are written in one request, so their creation times may tie: compared in a fixed order.
    const inOrder = <T extends { kind: string; due: string }>(list: readonly T[]): T[] =>
      [...list].sort((a, b) => a.kind.localeCompare(b.kind) || a.due.localeCompare(b.due))
    expect(inOrder(tasks.map((t) => ({ kind: t.kind, title: t.title, due: t.due })))).toEqual(
      inOrder(expected),
    )
    expect(tasks.every((t) => t.application === created.body.id && t.done === false)).toBe(true)
  })

  it("plans from the school's test policy for this cycle, not its fall 2022 figure (ADR 0070)", async () => {
    // Caltech was test blind in fall 2022 and requires scores from fall 2025 entrants: the server's
    // plan has the scores step, as the browser's does.
    const maya = await plannerStudent(server)
    const caltech = await maya.listNew({
      unitid: 110404,
      name: 'California Institute of Technology',
      test_policy_fall2022: 'neither_required_nor_recommended',
    })
    const created = await maya.apply(caltech, { deadline_date: '2026-11-01', fee: 75 })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    const tasks = await ownedBy(server, 'plan_tasks', maya.id)
    expect(tasks.map((t) => [t.kind, t.title])).toContainEqual([
      'scores',
      'Send test scores to California Institute of Technology',
    ])
  })

  it.each<[string, string, string]>([
    ['2026-03-08', '02:30', 'America/New_York'],
    ['2026-11-01', '01:30', 'America/New_York'],
    ['2026-03-29', '02:30', 'Europe/Berlin'],
    ['2026-10-25', '02:30', 'Europe/Berlin'],
    ['2026-10-04', '02:15', 'Australia/Lord_Howe'],
    ['2026-11-01', '23:59', 'Asia/Kolkata'],
    ['2027-01-01', '23:59', 'Pacific/Chatham'],
  ])("the server's instant for %s %s in %s is the browser's", async (date, time, zone) => {
    const sam = await plannerStudent(server, 'UTC')
    const school = await sam.listNew()
    const created = await sam.apply(school, {
      deadline_date: date,
      deadline_time: time,
      deadline_zone_rule: 'school',
      deadline_zone: zone,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(iso(created.body.deadline_at)).toBe(
      new Date(zonedInstant(date, time, zone, intlOffsetAt)).toISOString(),
    )
  })

  it('unknown stays unknown: no date, no instant, undated steps', async () => {
    const maya = await plannerStudent(server)
    const school = await maya.listNew()
    const created = await maya.apply(school, {})
    expectSaved(created, {
      deadline_date: '',
      deadline_time: '',
      deadline_at: '',
      plan: '',
      fee: null,
    })
    const tasks = await ownedBy(server, 'plan_tasks', maya.id)
    expect(tasks.map((t) => t.due)).toEqual(['', '', '', '', ''])
  })

  it('moving the deadline moves the steps; sending the application ticks off "submit"', async () => {
    const maya = await plannerStudent(server)
    const school = await maya.listNew()
    const created = await maya.apply(school, { deadline_date: '2026-11-01', fee: 0 })
    const path = records('applications', created.body.id)
    const moved = await maya.api.patch(path, { deadline_date: '2026-12-01', status: 'submitted' })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    // By due date: the steps are written in one request, so their creation times may tie.
    const tasks = (await ownedBy(server, 'plan_tasks', maya.id)).sort((a, b) =>
      String(a.due).localeCompare(String(b.due)),
    )
    expect(tasks.map((t) => [t.kind, t.due, t.done])).toEqual([
      ['recommendations', '2026-10-20', false],
      ['scores', '2026-11-10', false],
      ['essays', '2026-11-21', false],
      ['submit', '2026-11-29', true],
    ])
  })

  it("changing the student's zone moves the deadlines that follow it, not the school's", async () => {
    const maya = await plannerStudent(server, 'America/New_York')
    const [a, b] = [await addUniversity(server), await addUniversity(server)]
    await maya.list(a)
    await maya.list(b)
    const mine = await maya.apply(a, { deadline_date: '2026-11-01' })
    const theirs = await maya.apply(b, {
      deadline_date: '2026-11-01',
      deadline_zone_rule: 'school',
      deadline_zone: 'America/New_York',
    })
    const moved = await maya.api.patch(records('planner_settings', maya.settingsId!), {
      timezone: 'America/Los_Angeles',
    })
    expect(moved.status, JSON.stringify(moved.body)).toBe(200)
    const after = await ownedBy(server, 'applications', maya.id)
    expect(iso(after.find((x) => x.id === mine.body.id).deadline_at)).toBe(
      '2026-11-02T07:59:00.000Z',
    )
    expect(iso(after.find((x) => x.id === theirs.body.id).deadline_at)).toBe(
      '2026-11-02T04:59:00.000Z',
    )
  })
})

describe('applications: bad input is refused, naming the field, and nothing is stored', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a date that does not exist', { deadline_date: '2026-02-30' }, { deadline_date: M.date }],
    [
      'a 12-hour time',
      { deadline_date: '2026-11-01', deadline_time: '11:59 PM' },
      { deadline_time: M.time },
    ],
    [
      'an unknown zone',
      { deadline_zone_rule: 'school', deadline_zone: 'Mars/Olympus' },
      { deadline_zone: M.zone },
    ],
    [
      'a zone in the wrong case',
      { deadline_zone_rule: 'school', deadline_zone: 'america/new_york' },
      { deadline_zone: M.zone },
    ],
    ['a script link', { source_url: 'javascript:alert(1)' }, { source_url: M.url }],
    ['a check in the future', { checked_on: '2099-01-01' }, { checked_on: M.future }],
    ['a fee as text', { fee: 'seventy' }, { fee: M.fee }],
    ['a negative fee', { fee: -1 }, { fee: M.fee }],
    ['an unknown plan', { plan: 'super-early' }, { plan: M.choice }],
    ['an unknown status', { status: 'maybe' }, { status: M.choice }],
    [
      'an instant that disagrees with the date',
      { deadline_date: '2026-11-01', deadline_at: '2026-11-01 12:00:00.000Z' },
      { deadline_at: M.computed },
    ],
  ])('%s', async (_, fields, errors) => {
    const maya = await plannerStudent(server)
    const school = await maya.listNew()
    const refused = await maya.apply(school, fields)
    expectRefusal(refused, errors)
    expect(await ownedBy(server, 'applications', maya.id)).toEqual([])
    expect(await ownedBy(server, 'plan_tasks', maya.id)).toEqual([])
  })

  it('random payloads: a 200 with a valid record or a 400 naming fields, never a 5xx', async () => {
    const maya = await plannerStudent(server)
    const school = await maya.listNew()
    const anything = fc.oneof(
      fc.string({ maxLength: 12 }),
      fc.integer(),
      fc.double(),
      fc.boolean(),
      fc.constant(null),
      fc.constantFrom(
        '2026-11-01',
        '23:59',
        'America/Chicago',
        'ed',
        'rd',
        'school',
        'https://x.edu',
      ),
    )
    const fields = [
      'platform',
      'plan',
      'deadline_date',
      'deadline_time',
      'deadline_zone_rule',
      'deadline_zone',
      'source_url',
      'checked_on',
      'status',
      'fee',
      'fee_waiver',
      'deadline_at',
    ]
    const payloads = fc.sample(
      fc.dictionary(fc.constantFrom(...fields), anything, { maxKeys: 6 }),
      {
        numRuns: 60,
        seed: 14,
      },
    )
    for (const payload of payloads) {
      const response = await maya.apply(school, payload)
      expect([200, 400], JSON.stringify({ payload, body: response.body })).toContain(
        response.status,
      )
      if (response.status === 400) {
        expect(
          Object.keys(response.body.data ?? {}).length,
          JSON.stringify(payload),
        ).toBeGreaterThan(0)
        expect(await ownedBy(server, 'applications', maya.id)).toEqual([])
      } else {
        const stored = response.body
        const today = dateInZone(Date.now(), 'America/New_York', intlOffsetAt)
        expect(validateApplication(stored, { today, isKnownZone })).toEqual({})
        expect((await maya.api.del(records('applications', stored.id))).status).toBe(204)
      }
    }
  })

  it('accepts an instant that agrees with the date, time and zone', async () => {
    const maya = await plannerStudent(server, 'America/New_York')
    const school = await maya.listNew()
    const ok = await maya.apply(school, {
      deadline_date: '2026-11-01',
      deadline_at: '2026-11-02T04:59:00.000Z',
    })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
  })

  it('a school that is not on the list is refused', async () => {
    const maya = await plannerStudent(server)
    const refused = await maya.apply(await addUniversity(server), { deadline_date: '2026-11-01' })
    expectRefusal(refused, { university: M.notOnList })
  })

  it('a deadline in "my time zone" needs the time zone first', async () => {
    const noZone = await plannerStudent(server, null)
    const school = await noZone.listNew()
    const refused = await noZone.apply(school, { deadline_date: '2026-11-01' })
    expectRefusal(refused, { deadline_zone_rule: M.noStudentZone })
    // Without a date there is nothing to place in a zone.
    expect((await noZone.apply(school, { plan: 'rd' })).status).toBe(200)
  })

  it('an application stays with its school', async () => {
    const maya = await plannerStudent(server)
    const [a, b] = [await addUniversity(server), await addUniversity(server)]
    await maya.list(a)
    await maya.list(b)
    const created = await maya.apply(a, {})
    const moved = await maya.api.patch(records('applications', created.body.id), { university: b })
    expectRefusal(moved, { university: M.sameSchool })
  })

  it('one application per school', async () => {
    const maya = await plannerStudent(server)
    const school = await maya.listNew()
    expect((await maya.apply(school, {})).status).toBe(200)
    const again = await maya.apply(school, {})
    expect(again.status).toBe(400)
    expect(await ownedBy(server, 'applications', maya.id)).toHaveLength(1)
  })
})

describe('plan rules hold on the server, in the same words', () => {
  async function threeSchools() {
    const maya = await plannerStudent(server)
    const names = ['Tulane University of Louisiana', 'Northwestern University', 'Rice University']
    const ids: string[] = []
    for (const name of names) {
      const id = await maya.listNew({ name })
      ids.push(id)
    }
    return { maya, ids: ids as [string, string, string] }
  }

  it('one binding Early Decision at a time; ED II only after a deferral or denial', async () => {
    const { maya, ids } = await threeSchools()
    const tulane = await maya.apply(ids[0], { plan: 'ed', status: 'submitted' })
    expect(tulane.status).toBe(200)

    const secondEd = await maya.apply(ids[1], { plan: 'ed' })
    expectRefusal(secondEd, {
      plan: "Only one binding Early Decision at a time: Tulane University of Louisiana is already your binding choice. Change one of the two plans, or record Tulane University of Louisiana's decision first (an ED II can follow a deferral or denial).",
    })
    const earlyTwo = await maya.apply(ids[1], { plan: 'ed2' })
    expect(earlyTwo.status).toBe(400)
    expect(earlyTwo.body.data.plan.message).toMatch(/^An Early Decision II application can follow/)

    const deferred = await maya.api.patch(records('applications', tulane.body.id), {
      status: 'deferred',
    })
    expect(deferred.status).toBe(200)
    const nowEdTwo = await maya.apply(ids[1], { plan: 'ed2' })
    expect(nowEdTwo.status, JSON.stringify(nowEdTwo.body)).toBe(200)

    // Taking the deferral back would make two binding plans: refused on the status.
    const back = await maya.api.patch(records('applications', tulane.body.id), {
      status: 'submitted',
    })
    expect(back.status).toBe(400)
    expect(back.body.data.status.message).toMatch(
      /^Only one binding Early Decision at a time: Northwestern University/,
    )
    const stored = await ownedBy(server, 'applications', maya.id)
    expect(stored.map((a) => [a.plan, a.status])).toEqual([
      ['ed', 'deferred'],
      ['ed2', 'planning'],
    ])
  })

  it('one Restrictive Early Action; other early plans are only warned about', async () => {
    const { maya, ids } = await threeSchools()
    expect((await maya.apply(ids[0], { plan: 'rea' })).status).toBe(200)
    const second = await maya.apply(ids[1], { plan: 'rea' })
    expectRefusal(second, {
      plan: 'Restrictive (single-choice) Early Action allows one early school: Tulane University of Louisiana is already your Restrictive Early Action.',
    })
    expect((await maya.apply(ids[2], { plan: 'ea' })).status).toBe(200)
  })
})

describe('tasks: generated steps follow the application; the student ticks them off', () => {
  async function withPlan() {
    const maya = await plannerStudent(server)
    const school = await maya.listNew()
    const app = await maya.apply(school, { deadline_date: '2026-11-01' })
    const tasks = await ownedBy(server, 'plan_tasks', maya.id)
    return { maya, app: app.body, step: tasks[0] }
  }

  it('a step can be ticked off and back (with the time it was done), not edited or deleted', async () => {
    const { maya, step } = await withPlan()
    const path = records('plan_tasks', step.id)
    const done = await maya.api.patch(path, { done: true })
    expect(done.status, JSON.stringify(done.body)).toBe(200)
    expect(done.body.done_at).not.toBe('')
    const backdated = await maya.api.patch(path, { done_at: '2000-01-01 00:00:00.000Z' })
    expect(backdated.body.done_at).toBe(done.body.done_at)
    const undone = await maya.api.patch(path, { done: false })
    expect(undone.body).toMatchObject({ done: false, done_at: '' })

    const edited = await maya.api.patch(path, { due: '2026-12-01', title: 'Later' })
    expectRefusal(edited, { due: M.generatedStep, title: M.generatedStep })
    const deleted = await maya.api.del(path)
    expect(deleted.status).toBe(400)
    expect((await maya.api.get(path)).body).toMatchObject({ due: step.due, title: step.title })
  })

  it("the student's own tasks: added, edited, deleted; only theirs", async () => {
    const { maya, app } = await withPlan()
    const own = await maya.own('plan_tasks', {
      application: app.id,
      title: '  Visit campus  ',
      due: '2026-10-10',
    })
    expectSaved(own, { kind: 'custom', title: 'Visit campus' })
    const edited = await maya.api.patch(records('plan_tasks', own.body.id), { due: '2026-10-12' })
    expect(edited.body.due).toBe('2026-10-12')
    expect((await maya.api.del(records('plan_tasks', own.body.id))).status).toBe(204)

    const generated = await maya.own('plan_tasks', {
      kind: 'submit',
      title: 'Submit',
      due: '2026-10-10',
    })
    expectRefusal(generated, { kind: M.customOnly })

    const other = await withPlan()
    const foreign = await maya.own('plan_tasks', {
      application: other.app.id,
      title: 'Snoop',
      due: '2026-10-10',
    })
    expectRefusal(foreign, { application: M.notYours })
  })

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ title: '', due: '2026-10-10' }, { title: M.taskTitle }],
    [{ title: 'x'.repeat(201), due: '2026-10-10' }, { title: M.tooLong(200) }],
    [{ title: 'Visit', due: '' }, { due: M.taskDue }],
    [{ title: 'Visit', due: '10/10/2026' }, { due: M.date }],
  ])('a task of %j is refused', async (fields, errors) => {
    const maya = await plannerStudent(server)
    const refused = await maya.api.post(records('plan_tasks'), { user: maya.id, ...fields })
    expectRefusal(refused, errors)
    expect(await ownedBy(server, 'plan_tasks', maya.id)).toEqual([])
  })
})

describe('aid dates and recommenders', () => {
  /** A student with one application (no deadline yet) for a school on their list. */
  async function applied(fields: Record<string, unknown> = {}) {
    const student = await plannerStudent(server)
    return { student, app: await student.apply(await student.listNew(), fields) }
  }
  const priorityDate = { kind: 'school_priority', date: '2027-02-01' }

  it('aid dates are checked and may point at one of the student’s applications', async () => {
    const { student: maya, app } = await applied()
    const ok = await maya.own('aid_dates', { ...priorityDate, application: app.body.id })
    expect(ok.status, JSON.stringify(ok.body)).toBe(200)
    const bad = await maya.own('aid_dates', {
      kind: 'other',
      label: '',
      date: '2027-02-30',
      source_url: 'ftp://x',
    })
    expectRefusedFields(bad, ['date', 'label', 'source_url'])

    // Another student's application, on a new date or moved onto an existing one: refused.
    const { app: theirs } = await applied()
    const foreign = await maya.own('aid_dates', { ...priorityDate, application: theirs.body.id })
    expectRefusal(foreign, { application: M.notYours })
    const moved = await maya.api.patch(records('aid_dates', ok.body.id), {
      application: theirs.body.id,
    })
    expectRefusal(moved, { application: M.notYours })
    const stored = await ownedBy(server, 'aid_dates', maya.id)
    expect(stored.map((row) => [row.id, row.application])).toEqual([[ok.body.id, app.body.id]])
  })

  it('recommenders are checked, serve only the student’s applications, and outlive a deleted one', async () => {
    const { student: maya, app } = await applied({ deadline_date: '2026-11-01' })
    const rivera = await maya.own('recommenders', {
      name: 'Ms. Rivera',
      role: 'teacher',
      email: 'rivera@school.example',
      applications: [app.body.id],
      status: 'asked',
      asked_on: '2026-01-10',
    })
    expect(rivera.status, JSON.stringify(rivera.body)).toBe(200)

    const bad = await maya.own('recommenders', {
      name: '',
      role: 'principal',
      email: 'rivera@',
      status: 'asked',
    })
    expectRefusedFields(bad, ['asked_on', 'email', 'name', 'role'])

    const { app: theirs } = await applied()
    const foreign = await maya.api.patch(records('recommenders', rivera.body.id), {
      applications: [app.body.id, theirs.body.id],
    })
    expectRefusal(foreign, { applications: M.notYours })

    expect((await maya.api.del(records('applications', app.body.id))).status).toBe(204)
    const after = await maya.api.get(records('recommenders', rivera.body.id))
    expect(after.body).toMatchObject({ name: 'Ms. Rivera', applications: [] })
    expect(await ownedBy(server, 'plan_tasks', maya.id)).toEqual([])
  })
})

describe('settings', () => {
  it.each<[Record<string, unknown>, string[]]>([
    [{ timezone: 'Mars/Olympus' }, ['timezone']],
    [{ timezone: 'UTC', alert_days: 31 }, ['alert_days']],
    [{ timezone: 'UTC', calendar_token: 'a'.repeat(40) }, ['calendar_token']],
  ])('%j is refused', async (fields, names) => {
    const maya = await plannerStudent(server, null)
    const refused = await maya.api.post(records('planner_settings'), { user: maya.id, ...fields })
    expectRefusedFields(refused, names)
    expect(await ownedBy(server, 'planner_settings', maya.id)).toEqual([])
  })

  it('a stop-link token sent by the student is ignored: the server makes its own', async () => {
    const maya = await plannerStudent(server, 'UTC', { reminder_token: 'a'.repeat(40) })
    const [stored] = await ownedBy(server, 'planner_settings', maya.id)
    expect(stored.reminder_token).toMatch(/^[A-Za-z0-9]{40}$/)
    expect(stored.reminder_token).not.toBe('a'.repeat(40))
  })

  it('one settings record per student; the stop-link token is never shown', async () => {
    const maya = await plannerStudent(server, 'UTC')
    const mine = await maya.api.get(records('planner_settings', maya.settingsId!))
    expect(mine.body).toMatchObject({ timezone: 'UTC', alert_days: 7, calendar_token: '' })
    expect(mine.body).not.toHaveProperty('reminder_token')
    const again = await maya.own('planner_settings', {
      timezone: 'UTC',
    })
    expect(again.status).toBe(400)
  })
})
