// Everything a student owns across the product (list, planner, essays) is in their export and
// goes with their account: the one list of pb_hooks/lib/student-data.js, against a real server.
import { describe, expect, it } from 'vitest'
import { serverForTests } from './harness.ts'
import { plannerStudent, records, type Planner } from './planner-helpers.ts'

const server = serverForTests()

/** Keys of the export and the collections behind them (the export's names for them). */
const OWNED = {
  list: 'saved_universities',
  applications: 'applications',
  planTasks: 'plan_tasks',
  aidDates: 'aid_dates',
  recommenders: 'recommenders',
  plannerSettings: 'planner_settings',
  essays: 'essays',
  essayVersions: 'essay_versions',
  applicationPortals: 'application_portals',
  interviews: 'interviews',
  scholarships: 'scholarships',
} as const

/** A student with a row in every collection a student owns. */
async function busyStudent(name: string): Promise<Planner & { school: string }> {
  const student = await plannerStudent(server, 'America/Chicago', {}, name)
  const school = await student.listNew()
  const application = await student.apply(school, {
    platform: 'common_app',
    plan: 'rd',
    deadline_date: '2027-01-05',
  })
  expect(application.status, JSON.stringify(application.body)).toBe(200)
  const created = await Promise.all([
    student.own('aid_dates', {
      kind: 'school_priority',
      date: '2027-02-01',
      application: application.body.id,
    }),
    student.own('recommenders', {
      name: 'Ms. Rivera',
      role: 'teacher',
      applications: [application.body.id],
      status: 'asked',
      asked_on: '2026-10-10',
    }),
    student.own('essays', {
      kind: 'supplement',
      platform: 'common_app',
      title: 'Why us',
      prompt: 'Why this college? (250 words)',
      limit_unit: 'words',
      limit_max: 250,
      status: 'not_started',
    }),
    student.own('application_portals', {
      application: application.body.id,
      url: 'https://apply.example.edu/portal',
      login_email: 'maya@example.com',
      items: { application: 'received' },
    }),
    student.own('interviews', {
      application: application.body.id,
      status: 'scheduled',
      date: '2026-12-08',
      time: '16:00',
    }),
    student.own('scholarships', {
      sponsor: 'Rotary Club',
      amount: 1_000,
      application: application.body.id,
      status: 'planning',
    }),
  ])
  for (const answer of created) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  const essay: string = created[2].body.id
  const saved = await server.http(`/api/essays/${essay}/save`, {
    method: 'POST',
    token: student.token,
    body: JSON.stringify({
      baseRevision: 0,
      text: `${name} writes about the library.`,
      device: 'laptop',
      saveId: `s-${student.id}`,
      seq: 1,
    }),
  })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  return { ...student, school }
}

async function rowsOf(collection: string, userId: string): Promise<number> {
  const filter = encodeURIComponent(`user="${userId}"`)
  const found = await server.http(`${records(collection)}?perPage=1&filter=${filter}`, {
    token: server.adminToken,
  })
  expect(found.status).toBe(200)
  return found.body.totalItems as number
}

describe('what a student owns', () => {
  it('is all in their export, with nothing of another student', async () => {
    const maya = await busyStudent('Maya Export')
    const lena = await busyStudent('Lena Other')
    const exported = await maya.api.get('/api/account/export')
    expect(exported.status).toBe(200)
    for (const [key, collection] of Object.entries(OWNED)) {
      const rows = exported.body[key] as unknown[]
      expect(rows, key).toHaveLength(await rowsOf(collection, maya.id))
      expect(rows.length, key).toBeGreaterThan(0)
    }
    expect(exported.body.essayVersions[0].text).toBe('Maya Export writes about the library.')
    expect(exported.body.applications[0].university).toMatchObject({ id: maya.school })
    const text = JSON.stringify(exported.body)
    expect(text).not.toContain(lena.id)
    expect(text).not.toContain('Lena Other')
    // Hidden fields stay hidden: the reminders' stop token is not the student's to copy around.
    expect(text).not.toContain('reminder_token')
  })

  it('goes with the account, and another student keeps theirs', async () => {
    const maya = await busyStudent('Maya Leaving')
    const lena = await busyStudent('Lena Staying')
    const before = await Promise.all(Object.values(OWNED).map((c) => rowsOf(c, lena.id)))
    const user = await server.http(`/api/collections/users/records/${maya.id}`, {
      token: server.adminToken,
    })
    const deleted = await server.http('/api/account/delete', {
      method: 'POST',
      token: maya.token,
      body: JSON.stringify({ confirmation: 'student-password-123' }),
    })
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(204)
    for (const collection of Object.values(OWNED))
      expect(await rowsOf(collection, maya.id), collection).toBe(0)
    expect(
      (
        await server.http(`/api/collections/users/records/${user.body.id}`, {
          token: server.adminToken,
        })
      ).status,
    ).toBe(404)
    expect(await Promise.all(Object.values(OWNED).map((c) => rowsOf(c, lena.id)))).toEqual(before)
  })
})
