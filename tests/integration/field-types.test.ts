// True-or-false and number fields against a real server (pb_hooks/field-types.pb.js, in front of
// the records API): a value of
// another type is a 400 naming the field, for the student and an admin, and changes nothing (left
// to PocketBase, `[1]` for a true-or-false field was stored as false over the student's true).
// The fields are read from the schema's description, so every such field of every collection a
// student writes is tried.
import { describe, expect, it } from 'vitest'
import { COLLECTION_FIELDS } from '../../ui/src/data/collection-fields.ts'
import { serverForTests } from './harness.ts'
import { addUniversity, apiAs, records, type Api } from './planner-helpers.ts'

const server = serverForTests()

const NOT_TRUE_OR_FALSE = [[1], 1, 0, 'yes', '', null, { on: true }]
const NOT_A_NUMBER = ['abc', [3], { n: 3 }, true, ' ']

/** One record of each collection the test tries, owned by a new student. */
async function fixtures(api: Api, user: string): Promise<Record<string, string>> {
  const made = async (collection: string, body: object) => {
    const answer = await api.post(records(collection), { user, ...body })
    expect(answer.status, `${collection}: ${JSON.stringify(answer.body)}`).toBe(200)
    return answer.body.id as string
  }
  const university = await addUniversity(server, {})
  await made('saved_universities', { university })
  const application = await made('applications', { university, plan: 'rd' })
  return {
    applications: application,
    planner_settings: await made('planner_settings', { timezone: 'UTC', alert_days: 7 }),
    plan_tasks: await made('plan_tasks', { kind: 'custom', title: 'Visit', due: '2027-01-05' }),
    aid_dates: await made('aid_dates', { kind: 'other', label: 'Grant', date: '2027-02-01' }),
    recommenders: await made('recommenders', {
      name: 'Ms. Lee',
      role: 'teacher',
      status: 'not_asked',
    }),
    scholarships: await made('scholarships', { sponsor: 'Rotary', deadline_date: '2027-02-01' }),
  }
}

/** The true-or-false and number fields of a collection, from the generated description. */
function typedFields(collection: string): [string, 'bool' | 'number'][] {
  const fields = COLLECTION_FIELDS[collection as keyof typeof COLLECTION_FIELDS] as Record<
    string,
    { type: string; json: boolean; multiple: boolean }
  >
  return Object.entries(fields)
    .filter(([, f]) => (f.type === 'bool' || f.type === 'number') && !f.json && !f.multiple)
    .map(([name, f]) => [name, f.type as 'bool' | 'number'])
}

describe('a true-or-false or number field refuses a value of another type', () => {
  it('for every such field of the planner collections: 400 naming it, for the student and an admin, nothing changed', async () => {
    const { student, token } = await server.student('Type Owner')
    const owner = apiAs(server, token)
    const admin = apiAs(server, server.adminToken)
    const ids = await fixtures(owner, student.id)
    let tried = 0
    for (const [collection, id] of Object.entries(ids)) {
      const fields = typedFields(collection)
      expect(fields.length, collection).toBeGreaterThan(0)
      for (const [field, type] of fields) {
        const before = (await admin.get(records(collection, id))).body[field] as unknown
        for (const send of [owner, admin])
          for (const value of type === 'bool' ? NOT_TRUE_OR_FALSE : NOT_A_NUMBER) {
            const answer = await send.patch(records(collection, id), { [field]: value })
            expect(answer.status, `${collection}.${field} = ${JSON.stringify(value)}`).toBe(400)
            expect(Object.keys(answer.body.data ?? {}), `${collection}.${field}`).toContain(field)
            tried++
          }
        expect(
          (await admin.get(records(collection, id))).body[field],
          `${collection}.${field}`,
        ).toEqual(before)
      }
    }
    expect(tried).toBeGreaterThan(50)
  })

  it('takes true, false and numbers as before, and a form\'s "true" and "7"', async () => {
    const { student, token } = await server.student('Type Keeper')
    const owner = apiAs(server, token)
    const ids = await fixtures(owner, student.id)
    const application = records('applications', ids.applications)
    expect((await owner.patch(application, { score_sends: true })).status).toBe(200)
    expect((await owner.get(application)).body.score_sends).toBe(true)
    // The value that PocketBase alone turned into false, over the student's true.
    expect((await owner.patch(application, { score_sends: [1] })).status).toBe(400)
    expect((await owner.get(application)).body.score_sends).toBe(true)
    expect((await owner.patch(application, { score_sends: 'false' })).status).toBe(200)
    expect((await owner.get(application)).body.score_sends).toBe(false)
    const settings = records('planner_settings', ids.planner_settings)
    expect((await owner.patch(settings, { alert_days: '14' })).status).toBe(200)
    expect((await owner.get(settings)).body.alert_days).toBe(14)
    expect((await owner.patch(settings, { alert_days: 3 })).status).toBe(200)
    expect((await owner.get(settings)).body.alert_days).toBe(3)
  })
})
