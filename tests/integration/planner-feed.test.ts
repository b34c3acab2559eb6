// The private calendar feed: a URL only the student knows, parsed here with a real iCalendar
// parser; it follows the plan, keeps its UIDs, and dies when revoked or replaced.
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { AID_CALENDAR } from '../../ui/src/logic/cycle/aid-calendar.ts'
import { serverForTests } from './harness.ts'
import { apiAs, plannerStudent, records, type Planner } from './planner-helpers.ts'

const server = serverForTests()

async function fetchFeed(path: string) {
  const response = await fetch(`${server.url}${path}`)
  const text = await response.text()
  return { status: response.status, type: response.headers.get('content-type'), text }
}

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text))
  return calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
}

async function withPlan(): Promise<{ maya: Planner; appId: string; path: string }> {
  const maya = await plannerStudent(server, 'America/Chicago')
  const school = await maya.listNew({ name: 'Tulane University of Louisiana' })
  const app = await maya.apply(school, { plan: 'ed', deadline_date: '2026-11-01', fee: 75 })
  const feed = await maya.api.post('/api/planner/calendar-feed', {})
  expect(feed.status).toBe(200)
  return { maya, appId: app.body.id as string, path: feed.body.path as string }
}

describe('the calendar feed', () => {
  it('serves the deadline at its instant and every dated step, with stable UIDs, to anyone with the link', async () => {
    const { maya, appId, path } = await withPlan()
    expect(path).toMatch(/^\/api\/planner\/calendar\/[A-Za-z0-9]{40}\.ics$/)
    const feed = await fetchFeed(path)
    expect(feed.status).toBe(200)
    expect(feed.type).toBe('text/calendar; charset=utf-8')
    const all = events(feed.text)
    const deadline = all.find((e) => e.uid === `deadline-${appId}@planner.college-compass`)
    expect(deadline?.summary).toBe('Deadline: Tulane University of Louisiana (Early Decision I)')
    expect(deadline?.startDate.toJSDate().toISOString()).toBe('2026-11-02T05:59:00.000Z')
    expect(deadline?.description).toContain('Due Sun, Nov 1, 2026, 11:59 PM (Chicago time).')
    const tasks = await maya.api.get(`${records('plan_tasks')}?sort=due`)
    for (const task of tasks.body.items) {
      const event = all.find((e) => e.uid === `task-${task.id}@planner.college-compass`)
      expect(event?.summary).toBe(task.title)
      expect(event?.startDate.toString()).toBe(task.due)
    }
    // This cycle's FAFSA dates from the reviewed aid calendar, each with its source.
    const opens = all.find((e) => e.uid === 'aid-fafsa-opens@planner.college-compass')
    expect(opens?.startDate.toString()).toBe(AID_CALENDAR.fafsa.opensBy)
    expect(opens?.description).toMatch(
      /^Source: the FAFSA Deadline Act \(Public Law 118-145\), 2026-27 cycle, checked Nov 27, 2026\./,
    )
    const federal = all.find((e) => e.uid === 'aid-fafsa-federal-deadline@planner.college-compass')
    expect(federal?.startDate.toString()).toBe(AID_CALENDAR.fafsa.federalDeadline)
  })

  it('follows the plan: a moved deadline keeps its UID, a done step leaves', async () => {
    const { maya, appId, path } = await withPlan()
    const before = events((await fetchFeed(path)).text)
    await maya.api.patch(records('applications', appId), {
      deadline_date: '2026-11-15',
      deadline_time: '17:00',
    })
    const tasks = await maya.api.get(`${records('plan_tasks')}?sort=due`)
    const first = tasks.body.items[0]
    await maya.api.patch(records('plan_tasks', first.id), { done: true })

    const after = events((await fetchFeed(path)).text)
    const deadline = after.find((e) => e.uid === `deadline-${appId}@planner.college-compass`)
    expect(deadline?.startDate.toJSDate().toISOString()).toBe('2026-11-15T23:00:00.000Z')
    expect(after.some((e) => e.uid === `task-${first.id}@planner.college-compass`)).toBe(false)
    expect(after.length).toBe(before.length - 1)
  })

  it('revoking kills the URL; a new URL replaces the old one', async () => {
    const { maya, path } = await withPlan()
    const fresh = await maya.api.post('/api/planner/calendar-feed', {})
    expect(fresh.body.path).not.toBe(path)
    expect((await fetchFeed(path)).status).toBe(404)
    expect((await fetchFeed(fresh.body.path)).status).toBe(200)

    expect((await maya.api.del('/api/planner/calendar-feed')).status).toBe(204)
    expect((await fetchFeed(fresh.body.path)).status).toBe(404)
    const settings = await maya.api.get(records('planner_settings', maya.settingsId!))
    expect(settings.body.calendar_token).toBe('')
  })

  it('only the student can make or revoke their feed; guesses get 404', async () => {
    const visitor = apiAs(server, undefined)
    expect((await visitor.post('/api/planner/calendar-feed', {})).status).toBe(401)
    expect((await visitor.del('/api/planner/calendar-feed')).status).toBe(401)
    for (const guess of ['x.ics', `${'a'.repeat(40)}.ics`, '..%2F..%2Fdata.db', 'a'.repeat(40)]) {
      expect((await fetchFeed(`/api/planner/calendar/${guess}`)).status).toBe(404)
    }
  })

  it('a student with no planner settings is told to choose a time zone first', async () => {
    const noZone = await plannerStudent(server, null)
    const refused = await noZone.api.post('/api/planner/calendar-feed', {})
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(/time zone/)
  })
})
