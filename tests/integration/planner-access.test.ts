// Every planner collection belongs to one student: another student (or a visitor) can neither
// list, read, create for, update nor delete it; deleting the account deletes it all.
import { beforeAll, describe, expect, it } from 'vitest'
import { SELECT_VALUES } from '../../ui/src/logic/planner/model.ts'
import { serverForTests } from './harness.ts'
import {
  addUniversity,
  apiAs,
  ownedBy,
  plannerStudent,
  records,
  type Planner,
} from './planner-helpers.ts'

const server = serverForTests()
let owner: Planner
let other: Planner
/** One record of each collection, owned by `owner`, and a valid body to create another. */
const owned: Record<
  string,
  { id: string; create: Record<string, unknown>; change: Record<string, unknown> }
> = {}

beforeAll(async () => {
  owner = await plannerStudent(server, 'America/New_York', {}, 'Owner')
  other = await plannerStudent(server, 'America/New_York', {}, 'Other')
  const [school, second] = [await addUniversity(server), await addUniversity(server)]
  await owner.list(school)
  await owner.list(second)
  const app = await owner.apply(school, { deadline_date: '2026-11-01', plan: 'ea' })
  const task = await owner.own('plan_tasks', {
    title: 'Visit',
    due: '2026-10-10',
  })
  const aid = await owner.own('aid_dates', {
    kind: 'state_priority',
    date: '2027-03-02',
  })
  const rec = await owner.own('recommenders', {
    name: 'Ms. Rivera',
    role: 'teacher',
    status: 'not_asked',
    applications: [app.body.id],
  })
  owned.applications = { id: app.body.id, create: { university: second }, change: { plan: 'rd' } }
  owned.plan_tasks = {
    id: task.body.id,
    create: { title: 'Hack', due: '2026-10-10' },
    change: { title: 'Hacked' },
  }
  owned.aid_dates = {
    id: aid.body.id,
    create: { kind: 'other', label: 'x', date: '2027-01-01' },
    change: { label: 'Hacked' },
  }
  owned.recommenders = {
    id: rec.body.id,
    create: { name: 'X', role: 'other', status: 'not_asked' },
    change: { name: 'Hacked' },
  }
  owned.planner_settings = {
    id: owner.settingsId!,
    create: { timezone: 'UTC' },
    change: { timezone: 'UTC' },
  }
  const portal = await owner.own('application_portals', {
    application: app.body.id,
    url: 'https://apply.example.edu/portal',
    items: { application: 'received' },
  })
  owned.application_portals = {
    id: portal.body.id,
    create: { application: app.body.id, url: 'https://evil.example/' },
    change: { url: 'https://evil.example/' },
  }
  const interview = await owner.own('interviews', {
    application: app.body.id,
    status: 'offered',
  })
  owned.interviews = {
    id: interview.body.id,
    create: { application: app.body.id, status: 'requested' },
    change: { with_whom: 'Hacked' },
  }
})
const COLLECTIONS = [
  'applications',
  'plan_tasks',
  'aid_dates',
  'recommenders',
  'planner_settings',
  'application_portals',
  'interviews',
]

describe.each(COLLECTIONS)('%s: owner only', (collection) => {
  it('another student cannot list, read, update or delete it', async () => {
    const { id, change } = owned[collection]!
    const list = await other.api.get(records(collection))
    expect(list.status).toBe(200)
    expect(list.body.items.map((r: { id: string }) => r.id)).not.toContain(id)
    expect(list.body.items.every((r: { user: string }) => r.user === other.id)).toBe(true)
    expect((await other.api.get(records(collection, id))).status).toBe(404)
    expect((await other.api.patch(records(collection, id), change)).status).toBe(404)
    expect((await other.api.del(records(collection, id))).status).toBe(404)
    const still = await owner.api.get(records(collection, id))
    expect(still.status).toBe(200)
    for (const [field, value] of Object.entries(change)) expect(still.body[field]).not.toBe(value)
  })

  it('another student cannot create one for the owner, nor take it over', async () => {
    const { id, create } = owned[collection]!
    const before = await ownedBy(server, collection, owner.id)
    const forOwner = await other.api.post(records(collection), { user: owner.id, ...create })
    expect([400, 403]).toContain(forOwner.status)
    const takeOver = await owner.api.patch(records(collection, id), { user: other.id })
    expect([400, 403, 404]).toContain(takeOver.status)
    expect(await ownedBy(server, collection, owner.id)).toHaveLength(before.length)
  })

  it('a visitor sees nothing', async () => {
    const visitor = apiAs(server, undefined)
    const list = await visitor.get(records(collection))
    expect(list.body.items ?? []).toEqual([])
    expect((await visitor.get(records(collection, owned[collection]!.id))).status).toBe(404)
    const created = await visitor.post(records(collection), {
      user: owner.id,
      ...owned[collection]!.create,
    })
    expect([400, 403]).toContain(created.status)
  })
})

describe('the schema', () => {
  it('declares the select values the planner logic knows, and owner-only rules', async () => {
    const admin = apiAs(server, server.adminToken)
    for (const [collection, fields] of Object.entries(SELECT_VALUES)) {
      const schema = await admin.get(`/api/collections/${collection}`)
      for (const [field, values] of Object.entries(fields)) {
        const declared = schema.body.fields.find((f: { name: string }) => f.name === field)
        expect(declared?.values, `${collection}.${field}`).toEqual(values)
      }
    }
    for (const collection of COLLECTIONS) {
      const schema = await admin.get(`/api/collections/${collection}`)
      expect(schema.body.listRule).toBe('@request.auth.id != "" && user = @request.auth.id')
      const user = schema.body.fields.find((f: { name: string }) => f.name === 'user')
      expect(user).toMatchObject({ required: true, cascadeDelete: true })
    }
  })

  it('the reminder log is for the server alone', async () => {
    expect((await owner.api.get(records('planner_reminder_log'))).status).toBe(403)
    const created = await owner.own('planner_reminder_log', {
      key: 'digest:x',
    })
    expect(created.status).toBe(403)
  })
})

describe('deleting the account deletes the plan', () => {
  it('every planner record of the student goes; the other student keeps theirs', async () => {
    const leaving = await plannerStudent(server, 'UTC', {}, 'Leaving')
    const school = await leaving.listNew()
    const app = await leaving.apply(school, { deadline_date: '2026-11-01' })
    await leaving.own('aid_dates', {
      kind: 'fafsa',
      date: '2026-10-01',
    })
    await leaving.own('recommenders', {
      name: 'Mr. Chen',
      role: 'counselor',
      status: 'not_asked',
      applications: [app.body.id],
    })
    await leaving.own('application_portals', { application: app.body.id })
    await leaving.own('interviews', { application: app.body.id, status: 'offered' })
    const deleted = await leaving.api.post('/api/account/delete', {
      confirmation: 'student-password-123',
    })
    expect(deleted.status).toBe(204)
    for (const collection of [...COLLECTIONS, 'planner_reminder_log']) {
      expect(await ownedBy(server, collection, leaving.id), collection).toEqual([])
    }
    expect(await ownedBy(server, 'applications', owner.id)).toHaveLength(1)
  })
})
