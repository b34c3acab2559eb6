// The planner's data-layer verbs (ui/src/data/verbs/planner.ts) against a real PocketBase: what
// each returns, the refusals as field errors with nothing stored, and another student's records
// out of reach through every verb. (The export and the account deletion of everything the planner
// stores: tests/integration/student-data.test.ts on main, over pb_hooks/lib/student-data.js.)
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { createPocketBase } from '../../ui/src/data/client.ts'
import { createDataClient, type DataClient } from '../../ui/src/data/data-client.ts'
import { DataError } from '../../ui/src/data/errors.ts'
import type { ApplicationValues } from '../../ui/src/logic/planner/model.ts'
import { NO_APPLICATION } from '../../ui/src/logic/planner/planner-fields.ts'
import { PLANNER_MESSAGES } from '../../ui/src/logic/planner/validation.ts'
import { serverForTests, type TestServer } from './harness.ts'
import { addUniversity, ownedBy } from './planner-helpers.ts'

const server = serverForTests()

type Student = Awaited<ReturnType<TestServer['student']>>

/** A student with planner settings in New York and the given schools on My List. */
async function plannerStudent(name: string, schools: string[]): Promise<Student> {
  const student = await server.student(name)
  for (const school of schools) await student.data.list.add(school)
  await student.data.planner.ensureSettings('America/New_York')
  return student
}

function values(university: string, patch: Partial<ApplicationValues> = {}): ApplicationValues {
  return {
    ...NO_APPLICATION,
    university,
    platform: 'common_app',
    plan: 'ea',
    deadline_date: '2030-11-01',
    source_url: 'https://admissions.example.edu/dates',
    checked_on: '2026-09-28',
    fee: 75,
    ...patch,
  }
}

/** A FAFSA date and a recommender for `applicationId`: the records every student's plan has. */
async function aidAndRecommender(data: DataClient, applicationId: string, email = '') {
  const aid = await data.planner.addAidDate({
    kind: 'fafsa',
    label: '',
    date: '2029-10-01',
    source_url: '',
    application: '',
  })
  const person = await data.planner.addRecommender({
    name: 'Ms. Rivera',
    role: 'teacher',
    email,
    applications: [applicationId],
    asked_on: '',
    status: 'not_asked',
  })
  return { aid, person }
}

/** The DataError a verb rejected with (fails the test when it resolved). */
async function refusal(promise: Promise<unknown>): Promise<DataError> {
  const error: unknown = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  if (!(error instanceof DataError)) throw new Error(`expected a DataError, got ${String(error)}`)
  return error
}

describe('settings', () => {
  it('a first visit has none; ensureSettings makes them once, with reminders off', async () => {
    const { data } = await server.student('First Visit')
    const first = await data.planner.load()
    expect(first).toEqual({
      settings: null,
      calendarUrl: null,
      applications: [],
      tasks: [],
      aidDates: [],
      recommenders: [],
      portals: [],
      interviews: [],
      scholarships: [],
    })
    const [made, again] = await Promise.all([
      data.planner.ensureSettings('America/Chicago'),
      data.planner.ensureSettings('Europe/Berlin'),
    ])
    expect(made).toEqual(again)
    expect(made).toMatchObject({ reminders_enabled: false, alert_days: 7, calendar_token: '' })
    expect((await data.planner.load()).settings).toEqual(made)
  })

  it('saves the zone and reminders; a bad zone or day count is refused on its field', async () => {
    const { data, student } = await server.student('Settings')
    await data.planner.ensureSettings('UTC')
    const saved = await data.planner.saveSettings({
      timezone: 'America/Los_Angeles',
      reminders_enabled: true,
      weekly_digest: false,
      deadline_alerts: true,
      alert_days: 3,
    })
    expect(saved).toMatchObject({ timezone: 'America/Los_Angeles', alert_days: 3 })
    // The stored settings as given back (with the calendar token, which is the server's to set).
    const bad = await refusal(
      data.planner.saveSettings({ ...saved, timezone: 'Mars/Olympus', alert_days: 45 }),
    )
    expect(bad.kind).toBe('invalid')
    expect(bad.fields).toEqual({
      timezone: PLANNER_MESSAGES.studentZone,
      alert_days: PLANNER_MESSAGES.alertDays,
    })
    // The sentence gathers the field messages (in the server's order).
    expect(bad.message).toContain(PLANNER_MESSAGES.studentZone)
    expect(bad.message).toContain(PLANNER_MESSAGES.alertDays)
    const [stored] = await ownedBy(server, 'planner_settings', student.id)
    expect(stored).toMatchObject({ timezone: 'America/Los_Angeles', alert_days: 3 })
  })
})

describe('applications', () => {
  it('a school on My List becomes an application with its plan; the deadline is 11:59 pm in the student’s zone', async () => {
    const school = await addUniversity(server, { name: 'Tulane University of Louisiana' })
    const { data } = await plannerStudent('Maya Johnson', [school])
    expect(await data.planner.hasApplications()).toBe(false)
    const { application, tasks } = await data.planner.createApplication(values(school))
    expect(await data.planner.hasApplications()).toBe(true)
    expect(application).toMatchObject({
      university: school,
      deadline_time: '23:59',
      deadline_at: '2030-11-02T03:59:00.000Z',
      fee: 75,
      status: 'planning',
    })
    expect(application.school).toEqual({
      id: school,
      unitid: expect.any(Number),
      name: 'Tulane University of Louisiana',
      control: 'private_nonprofit',
      apply_url: 'https://apply.example.edu/',
      net_price_calculator_url: 'https://npc.example.edu/',
      test_policy_fall2022: null,
      essay_requirement_fall2022: null,
      recommendations_requirement_fall2022: null,
      admission_test_scores_requirement_fall2022: null,
      city: 'Springfield',
      state: 'IL',
      time_zone: null,
    })
    expect(tasks.map((task) => [task.kind, task.due, task.done])).toEqual([
      ['recommendations', '2030-09-20', false],
      ['scores', '2030-10-11', false],
      ['essays', '2030-10-22', false],
      ['fee', '2030-10-27', false],
      ['submit', '2030-10-30', false],
    ])
    const loaded = await data.planner.load()
    expect(loaded.applications).toEqual([application])
    expect(loaded.tasks.map((task) => task.id).sort()).toEqual(tasks.map((t) => t.id).sort())
  })

  it('an unknown fee stays unknown (null), and no fee is 0', async () => {
    const [a, b] = [await addUniversity(server), await addUniversity(server)]
    const { data } = await plannerStudent('Fee Student', [a, b])
    expect((await data.planner.createApplication(values(a, { fee: null }))).application.fee).toBe(
      null,
    )
    const free = await data.planner.createApplication(values(b, { fee: 0 }))
    expect(free.application.fee).toBe(0)
    // No fee: no fee step in the plan.
    expect(free.tasks.map((task) => task.kind)).not.toContain('fee')
  })

  it('moving the deadline moves the plan; sending it ticks off "submit"', async () => {
    const school = await addUniversity(server)
    const { data } = await plannerStudent('Mover', [school])
    const { application } = await data.planner.createApplication(values(school))
    const moved = await data.planner.updateApplication(
      application.id,
      values(school, { deadline_date: '2031-01-01', status: 'submitted' }),
    )
    expect(moved.application.deadline_at).toBe('2031-01-02T04:59:00.000Z')
    expect(moved.tasks.find((task) => task.kind === 'submit')).toMatchObject({
      due: '2030-12-30',
      done: true,
    })
    expect(moved.tasks.find((task) => task.kind === 'recommendations')?.due).toBe('2030-11-20')
  })

  it('refuses, on their fields and storing nothing: a school not on My List, a bad date, a second binding Early Decision', async () => {
    const [listed, unlisted, second] = [
      await addUniversity(server, { name: 'First Choice College' }),
      await addUniversity(server),
      await addUniversity(server),
    ]
    const { data, student } = await plannerStudent('Refused', [listed, second])

    const notListed = await refusal(data.planner.createApplication(values(unlisted)))
    expect(notListed.kind).toBe('invalid')
    expect(notListed.fields).toEqual({ university: PLANNER_MESSAGES.notOnList })
    expect(notListed.message).toBe(PLANNER_MESSAGES.notOnList)

    const badDate = await refusal(
      data.planner.createApplication(values(listed, { deadline_date: '2030-02-30' })),
    )
    expect(badDate.fields).toEqual({ deadline_date: PLANNER_MESSAGES.date })

    await data.planner.createApplication(values(listed, { plan: 'ed' }))
    const twoEd = await refusal(data.planner.createApplication(values(second, { plan: 'ed' })))
    expect(Object.keys(twoEd.fields)).toEqual(['plan'])
    expect(twoEd.fields.plan).toContain('First Choice College is already your binding choice')

    expect(await ownedBy(server, 'applications', student.id)).toHaveLength(1)
    expect(await ownedBy(server, 'plan_tasks', student.id)).toHaveLength(5)
  })

  it('removing an application removes its steps and aid dates; its recommender stays, without it', async () => {
    const [school, other] = [await addUniversity(server), await addUniversity(server)]
    const { data } = await plannerStudent('Remover', [school, other])
    const { application } = await data.planner.createApplication(values(school))
    const kept = await data.planner.createApplication(values(other, { plan: 'rd' }))
    await data.planner.addAidDate({
      kind: 'css_profile',
      label: '',
      date: '2030-11-01',
      source_url: '',
      application: application.id,
    })
    const person = await data.planner.addRecommender({
      name: 'Ms. Rivera',
      role: 'teacher',
      email: '',
      applications: [application.id, kept.application.id],
      asked_on: '',
      status: 'not_asked',
    })
    await data.planner.removeApplication(application.id)
    const after = await data.planner.load()
    expect(after.applications.map((app) => app.id)).toEqual([kept.application.id])
    expect(after.tasks.every((task) => task.application === kept.application.id)).toBe(true)
    expect(after.aidDates).toEqual([])
    expect(after.recommenders).toEqual([{ ...person, applications: [kept.application.id] }])
  })
})

describe('tasks, aid dates and recommenders', () => {
  it('own tasks are added, ticked off and removed; the plan’s steps are ticked off only', async () => {
    const school = await addUniversity(server)
    const { data } = await plannerStudent('Tasker', [school])
    const { application, tasks } = await data.planner.createApplication(values(school))
    const own = await data.planner.addTask({
      title: '  Visit campus  ',
      due: '2030-10-10',
      application: application.id,
    })
    expect(own).toMatchObject({ title: 'Visit campus', kind: 'custom', done: false })
    expect((await data.planner.setTaskDone(own.id, true)).done).toBe(true)
    const step = tasks[0]!
    expect((await data.planner.setTaskDone(step.id, true)).done).toBe(true)
    expect((await data.planner.setTaskDone(step.id, false)).done).toBe(false)
    const kept = await refusal(data.planner.removeTask(step.id))
    expect(kept.kind).toBe('invalid')
    expect(kept.message).toBe(PLANNER_MESSAGES.generatedStep)
    await data.planner.removeTask(own.id)
    const ids = (await data.planner.load()).tasks.map((task) => task.id)
    expect(ids).toContain(step.id)
    expect(ids).not.toContain(own.id)

    const untitled = await refusal(data.planner.addTask({ title: ' ', due: '', application: '' }))
    expect(untitled.fields).toEqual({
      title: PLANNER_MESSAGES.taskTitle,
      due: PLANNER_MESSAGES.taskDue,
    })
  })

  it('aid dates and recommenders are added, changed and removed; bad values are refused on their fields', async () => {
    const school = await addUniversity(server)
    const { data } = await plannerStudent('Aid Student', [school])
    const { application } = await data.planner.createApplication(values(school))
    const aid = await data.planner.addAidDate({
      kind: 'state_priority',
      label: 'Cal Grant priority date',
      date: '2031-03-02',
      source_url: 'https://www.csac.ca.gov/cal-grants',
      application: '',
    })
    expect((await data.planner.setAidDateDone(aid.id, true)).done).toBe(true)
    const badAid = await refusal(
      data.planner.addAidDate({
        kind: 'other',
        label: '',
        date: 'soon',
        source_url: 'x',
        application: '',
      }),
    )
    expect(badAid.fields).toEqual({
      label: PLANNER_MESSAGES.aidLabel,
      date: PLANNER_MESSAGES.date,
      source_url: PLANNER_MESSAGES.url,
    })
    await data.planner.removeAidDate(aid.id)

    const person = await data.planner.addRecommender({
      name: 'Mr. Chen',
      role: 'counselor',
      email: 'chen@school.example',
      applications: [application.id],
      asked_on: '',
      status: 'not_asked',
    })
    const asked = await data.planner.updateRecommender(person.id, {
      ...person,
      status: 'agreed',
      asked_on: '2026-09-01',
    })
    expect(asked).toMatchObject({ status: 'agreed', asked_on: '2026-09-01' })
    const noDay = await refusal(
      data.planner.updateRecommender(person.id, { ...asked, asked_on: '', email: 'chen@' }),
    )
    expect(noDay.fields).toEqual({
      asked_on: PLANNER_MESSAGES.askedOn,
      email: PLANNER_MESSAGES.email,
    })
    await data.planner.removeRecommender(person.id)
    const after = await data.planner.load()
    expect(after.aidDates).toEqual([])
    expect(after.recommenders).toEqual([])
  })
})

describe('the calendar feed', () => {
  it('a new link serves the plan as iCalendar; replacing it kills the old one; revoking kills it', async () => {
    const school = await addUniversity(server, { name: 'Feed College' })
    const { data } = await plannerStudent('Feeder', [school])
    const { application } = await data.planner.createApplication(values(school))
    const url = await data.planner.createCalendarFeed()
    expect(url.startsWith(`${server.url}/api/planner/calendar/`)).toBe(true)
    expect(url).toMatch(/\/[A-Za-z0-9]{40}\.ics$/)
    expect((await data.planner.load()).calendarUrl).toBe(url)
    const feed = await fetch(url)
    expect(feed.status).toBe(200)
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()))
    const deadline = calendar
      .getAllSubcomponents('vevent')
      .map((event) => new ICAL.Event(event))
      .find((event) => event.uid === `deadline-${application.id}@planner.college-compass`)
    expect(deadline?.summary).toBe('Deadline: Feed College (Early Action I)')

    const replaced = await data.planner.createCalendarFeed()
    expect(replaced).not.toBe(url)
    expect((await fetch(url)).status).toBe(404)
    await data.planner.revokeCalendarFeed()
    expect((await fetch(replaced)).status).toBe(404)
    expect((await data.planner.load()).calendarUrl).toBeNull()
  })
})

describe('another student', () => {
  it('reaches none of the owner’s planner records through any verb, and changes nothing', async () => {
    const school = await addUniversity(server)
    const owner = await plannerStudent('Owner', [school])
    const { application, tasks } = await owner.data.planner.createApplication(values(school))
    const own = await owner.data.planner.addTask({
      title: 'Mine',
      due: '2030-10-01',
      application: '',
    })
    const { aid, person } = await aidAndRecommender(owner.data, application.id)
    const feed = await owner.data.planner.createCalendarFeed()
    const before = await owner.data.planner.load()

    // The other student has the same school on their list, and settings of their own.
    const other = await plannerStudent('Other', [school])
    expect(await other.data.planner.hasApplications()).toBe(false)
    expect(await other.data.planner.load()).toMatchObject({
      applications: [],
      tasks: [],
      aidDates: [],
      recommenders: [],
    })
    // Each refusal is taken as it is made, so none waits unhandled.
    const notFound: [string, Promise<DataError>][] = [
      [
        'update application',
        refusal(other.data.planner.updateApplication(application.id, values(school))),
      ],
      ['remove application', refusal(other.data.planner.removeApplication(application.id))],
      ['tick a step', refusal(other.data.planner.setTaskDone(tasks[0]!.id, true))],
      ['remove a task', refusal(other.data.planner.removeTask(own.id))],
      ['tick an aid date', refusal(other.data.planner.setAidDateDone(aid.id, true))],
      ['remove an aid date', refusal(other.data.planner.removeAidDate(aid.id))],
      ['change a recommender', refusal(other.data.planner.updateRecommender(person.id, person))],
      ['remove a recommender', refusal(other.data.planner.removeRecommender(person.id))],
    ]
    for (const [what, refused] of notFound) expect((await refused).kind, what).toBe('not-found')
    const foreignTask = await refusal(
      other.data.planner.addTask({ title: 'x', due: '2030-10-01', application: application.id }),
    )
    expect(foreignTask.fields).toEqual({ application: PLANNER_MESSAGES.notYours })
    const foreignLetter = await refusal(
      other.data.planner.addRecommender({ ...person, applications: [application.id] }),
    )
    expect(foreignLetter.fields).toEqual({ applications: PLANNER_MESSAGES.notYours })
    // Revoking is per student: the owner's link still works.
    await other.data.planner.revokeCalendarFeed()
    expect((await fetch(feed)).status).toBe(200)

    expect(await owner.data.planner.load()).toEqual(before)
  })

  it('a signed-out client is refused before any request', async () => {
    const data: DataClient = createDataClient(createPocketBase(server.url))
    expect((await refusal(data.planner.load())).kind).toBe('unauthorized')
    expect((await refusal(data.planner.hasApplications())).kind).toBe('unauthorized')
    expect((await refusal(data.planner.ensureSettings('UTC'))).kind).toBe('unauthorized')
  })
})
