// After "Submit" (issue 26): decisions, the steps a deferral or waitlist asks for, the binding ED
// rules, "I've decided", scholarships in the feed and the reminders, scholarship essays; against
// a real server, through the data layer where the page uses it: owner-only, refused with a 400
// naming the field and changing nothing, and undone by the migration's down step with the old
// offers carried there and back.
import { DatabaseSync } from 'node:sqlite'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { createPocketBase } from '../../ui/src/data/client.ts'
import { createDataClient, type DataClient } from '../../ui/src/data/data-client.ts'
import { DataError } from '../../ui/src/data/errors.ts'
import { DECISION_MESSAGES, EMPTY_DECISION } from '../../ui/src/logic/planner/decisions.ts'
import { emptyScholarship, SCHOLARSHIP_MESSAGES } from '../../ui/src/logic/planner/scholarships.ts'
import { serverForTests } from './harness.ts'
import { collectionFields, downAndUpFrom } from './migration-helpers.ts'
import { apiAs, ownedBy, plannerStudent, records, type Planner } from './planner-helpers.ts'

const server = serverForTests()

type Student = Planner & { data: DataClient }

async function student(name: string): Promise<Student> {
  const planner = await plannerStudent(server, 'America/Chicago', {}, name)
  const data = createDataClient(createPocketBase(server.url))
  await data.auth.signIn({ email: planner.email, password: 'student-password-123' })
  return { ...planner, data }
}

async function application(s: Student, fields: Record<string, unknown> = {}) {
  const school = await s.listNew()
  const made = await s.apply(school, { plan: 'rd', status: 'submitted', ...fields })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  return made.body.id as string
}

const admin = () => apiAs(server, server.adminToken)
const stored = async (collection: string, id: string) =>
  (await admin().get(records(collection, id))).body as Record<string, unknown>

let maya: Student
let lena: Student

beforeAll(async () => {
  maya = await student('Maya Decides')
  lena = await student('Lena Other')
})

describe('a decision', () => {
  it('keeps the reply-by date, deposit and housing of an admission', async () => {
    const id = await application(maya, { status: 'admitted' })
    const decision = {
      ...EMPTY_DECISION,
      reply_by: '2027-05-01',
      deposit: 500,
      deposit_paid: true,
      housing_deadline: '2027-05-15',
      housing_deposit: 250,
    }
    const saved = await maya.data.planner.saveDecision(id, decision)
    expect(saved.application.decision).toEqual(decision)
    const plan = await maya.data.planner.load()
    expect(plan.applications.find((a) => a.id === id)?.decision).toEqual(decision)
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'a reply-by date that is not a date',
      { reply_by: 'May first' },
      'decision.reply_by',
      'Enter a real date, such as 2026-11-01.',
    ],
    ['a deposit of -1', { deposit: -1 }, 'decision.deposit', DECISION_MESSAGES.amount],
    [
      'a reply to a school that has not admitted',
      { reply: 'enrolling' },
      'decision.reply',
      DECISION_MESSAGES.replyNeedsAdmit,
    ],
  ])(
    'refuses %s with a 400 naming the field, changing nothing',
    async (_, patch, field, message) => {
      const id = await application(maya)
      const before = await stored('applications', id)
      const answer = await maya.api.patch(records('applications', id), {
        decision: { ...EMPTY_DECISION, ...patch },
      })
      expect(answer.status).toBe(400)
      expect(answer.body.data[field].message).toBe(message)
      expect(await stored('applications', id)).toEqual(before)
    },
  )

  it("is out of another student's reach", async () => {
    const id = await application(maya, { status: 'admitted' })
    const before = await stored('applications', id)
    const failure = await lena.data.planner
      .saveDecision(id, { ...EMPTY_DECISION, deposit_paid: true })
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ kind: 'not-found' })
    expect(await stored('applications', id)).toEqual(before)
  })
})

describe('steps after a deferral or waitlist', () => {
  it('become dated tasks named by a fixed phrase and the school', async () => {
    const id = await application(maya, { status: 'deferred' })
    const task = await maya.data.planner.addDecisionStep({
      application: id,
      step: 'mid_year',
      title: 'typed words are not kept for a listed step',
      due: '2027-03-01',
    })
    expect(task).toMatchObject({
      kind: 'decision',
      step: 'mid_year',
      due: '2027-03-01',
      done: false,
    })
    expect(task.title).toMatch(/^Send mid-year grades: /)
    // Several steps for one school, each its own task.
    const letter = await maya.data.planner.addDecisionStep({
      application: id,
      step: 'loci',
      title: '',
      due: '2027-02-15',
    })
    expect(letter.title).toMatch(/^Send a letter of continued interest: /)
    // The student's own: ticked, and removed.
    expect((await maya.data.planner.setTaskDone(task.id, true)).done).toBe(true)
    await maya.data.planner.removeTask(task.id)
    await maya.data.planner.removeTask(letter.id)
  })

  it('stay when the application changes (the plan only moves its own steps)', async () => {
    const id = await application(maya, { status: 'waitlisted' })
    const task = await maya.data.planner.addDecisionStep({
      application: id,
      step: 'opt_in',
      title: '',
      due: '2027-04-01',
    })
    const changed = await maya.api.patch(records('applications', id), { checked_on: '2026-11-20' })
    expect(changed.status, JSON.stringify(changed.body)).toBe(200)
    expect((await stored('plan_tasks', task.id)).kind).toBe('decision')
  })

  it("refuse a letter the school forbids, and a step on someone else's application", async () => {
    const id = await application(maya, { status: 'waitlisted' })
    await maya.data.planner.saveDecision(id, { ...EMPTY_DECISION, loci: 'forbids' })
    const refused = await maya.own('plan_tasks', {
      kind: 'decision',
      step: 'loci',
      application: id,
      title: 'x',
      due: '2027-03-01',
    })
    expect(refused.status).toBe(400)
    expect(refused.body.data.step.message).toBe(DECISION_MESSAGES.lociForbidden)
    const theirs = await lena.own('plan_tasks', {
      kind: 'decision',
      step: 'update',
      application: id,
      title: 'x',
      due: '2027-03-01',
    })
    expect(theirs.status).toBe(400)
    expect(Object.keys(theirs.body.data)).toEqual(['application'])
    expect(await ownedBy(server, 'plan_tasks', lena.id)).toEqual([])
  })
})

describe('a binding admission and "I\'ve decided"', () => {
  it('refuses a deposit elsewhere, then ends the cycle at the ED school in one go', async () => {
    const s = await student('Ed Student')
    const ed = await application(s, { plan: 'ed', status: 'admitted' })
    const other = await application(s, { plan: 'rd', status: 'admitted' })
    const pending = await application(s, { plan: 'rd', status: 'submitted' })
    const step = await application(s, { plan: 'ea', status: 'deferred' })
    await s.data.planner.addDecisionStep({
      application: step,
      step: 'update',
      title: '',
      due: '2027-02-01',
    })

    const before = await stored('applications', other)
    const refused = await s.api.patch(records('applications', other), {
      decision: { ...EMPTY_DECISION, deposit_paid: true },
    })
    expect(refused.status).toBe(400)
    expect(refused.body.data['decision.deposit_paid'].message).toMatch(/binding Early Decision/)
    expect(await stored('applications', other)).toEqual(before)

    const wrong = await s.data.planner.enroll(other).catch((error: unknown) => error)
    expect(wrong).toBeInstanceOf(DataError)
    expect(wrong).toMatchObject({
      kind: 'invalid',
      fields: { application: expect.stringMatching(/binding/) },
    })

    await s.data.planner.enroll(ed)
    const plan = await s.data.planner.load()
    const decisionOf = (id: string) => plan.applications.find((a) => a.id === id)?.decision
    expect(decisionOf(ed)?.reply).toBe('enrolling')
    expect(decisionOf(other)?.reply).toBe('declined')
    expect(decisionOf(pending)?.withdrawn).toBe(true)
    expect(decisionOf(step)?.withdrawn).toBe(true)
    expect(plan.tasks.filter((t) => !t.done)).toEqual([])
  })

  it("cannot be said for another student's application", async () => {
    const id = await application(maya, { status: 'admitted' })
    const answer = await lena.api.post('/api/planner/enroll', { application: id })
    expect(answer.status).toBe(400)
    expect((await stored('applications', id)).decision).toBeNull()
  })
})

describe('scholarships', () => {
  it('keep the sponsor, amount, deadline with its instant, requirements and status', async () => {
    const made = await maya.data.planner.addScholarship({
      ...emptyScholarship(),
      sponsor: 'Rotary Club of Springfield',
      amount: 2_500,
      deadline_date: '2027-02-01',
      requirements: ['essay', 'letters'],
    })
    expect(made).toMatchObject({
      sponsor: 'Rotary Club of Springfield',
      amount: 2_500,
      deadline_time: '23:59',
      // 23:59 in Chicago is 05:59 the next day in UTC.
      deadline_at: '2027-02-02T05:59:00.000Z',
      requirements: ['essay', 'letters'],
      status: 'planning',
    })
    const awarded = await maya.data.planner.updateScholarship(made.id, {
      ...made,
      status: 'awarded',
    })
    expect(awarded.status).toBe('awarded')
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no sponsor', { sponsor: ' ' }, 'sponsor', SCHOLARSHIP_MESSAGES.sponsor],
    [
      'a sponsor with a line break',
      { sponsor: 'Rotary\nClub' },
      'sponsor',
      SCHOLARSHIP_MESSAGES.text,
    ],
    ['an amount in words', { sponsor: 'A', amount: 'lots' }, 'amount', SCHOLARSHIP_MESSAGES.amount],
    [
      'awarded without an amount',
      { sponsor: 'A', status: 'awarded' },
      'amount',
      SCHOLARSHIP_MESSAGES.awardedAmount,
    ],
    [
      'a deadline instant from the browser',
      { sponsor: 'A', deadline_date: '2027-02-01', deadline_at: '2027-01-01 00:00:00Z' },
      'deadline_at',
      "This is worked out from the deadline's date, time and time zone: leave it out.",
    ],
  ])('refuse %s with a 400 naming the field', async (_, body, field, message) => {
    const answer = await maya.own('scholarships', body)
    expect(answer.status).toBe(400)
    expect(answer.body.data[field].message).toBe(message)
  })

  it("are the student's own", async () => {
    const made = await maya.own('scholarships', { sponsor: 'Maya Fund', amount: 100 })
    expect(made.status).toBe(200)
    expect((await lena.api.get(records('scholarships', made.body.id))).status).toBe(404)
    expect(
      (await lena.api.patch(records('scholarships', made.body.id), { status: 'awarded' })).status,
    ).toBe(404)
    expect((await lena.api.del(records('scholarships', made.body.id))).status).toBe(404)
    const forMaya = await lena.api.post(records('scholarships'), { user: maya.id, sponsor: 'X' })
    expect(forMaya.status).toBe(400)
    const mayaApp = await application(maya)
    const onHers = await lena.own('scholarships', { sponsor: 'X', application: mayaApp })
    expect(onHers.status).toBe(400)
    expect(Object.keys(onHers.body.data)).toEqual(['application'])
    const listed = (await lena.data.planner.load()).scholarships
    expect(listed.map((s) => s.sponsor)).not.toContain('Maya Fund')
  })

  it('are in the calendar feed and in the export', async () => {
    const s = await student('Feed Student')
    const made = await s.own('scholarships', { sponsor: 'Feed Fund', deadline_date: '2099-03-01' })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const feed = await s.api.post('/api/planner/calendar-feed', {})
    const body = await (await fetch(`${server.url}${feed.body.path as string}`)).text()
    expect(body).toContain(
      `UID:deadline-scholarship-${made.body.id as string}@planner.college-compass`,
    )
    expect(body).toContain('SUMMARY:Deadline: Feed Fund (scholarship)')
    const exported = await s.api.get('/api/account/export')
    expect(exported.body.scholarships).toEqual([expect.objectContaining({ sponsor: 'Feed Fund' })])
  })
})

describe('scholarship essays', () => {
  it("are tied to one of the student's own scholarships, and to nothing else", async () => {
    const scholarship = await maya.own('scholarships', { sponsor: 'Essay Fund' })
    const essay = await maya.own('essays', {
      kind: 'scholarship',
      platform: 'school_portal',
      title: 'Leadership',
      scholarship: scholarship.body.id,
      status: 'not_started',
    })
    expect(essay.status, JSON.stringify(essay.body)).toBe(200)
    const none = await maya.own('essays', {
      kind: 'scholarship',
      platform: 'school_portal',
      title: 'x',
      status: 'not_started',
    })
    expect(none.status).toBe(400)
    expect(Object.keys(none.body.data)).toEqual(['scholarship'])
    const hers = await lena.own('essays', {
      kind: 'scholarship',
      platform: 'school_portal',
      title: 'x',
      scholarship: scholarship.body.id,
      status: 'not_started',
    })
    expect(hers.status).toBe(400)
    expect(Object.keys(hers.body.data)).toEqual(['scholarship'])
  })
})

/** The plan tasks' indexes as stored with the collection. */
function taskIndexes(db: DatabaseSync): string {
  const row = db.prepare("SELECT indexes FROM _collections WHERE name = 'plan_tasks'").get() as {
    indexes: string
  }
  return row.indexes
}

describe('migration 1763905000', () => {
  it('carries the older offers into aid_offer and back, and its down step removes what it added', () => {
    let appId = ''
    downAndUpFrom('1763905000', (dir, stage) => {
      const db = new DatabaseSync(join(dir, 'data.db'))
      try {
        if (stage === 'up') {
          expect(collectionFields(dir, 'applications')).toEqual(
            expect.arrayContaining(['decision', 'aid_offer']),
          )
          expect(collectionFields(dir, 'plan_tasks')).toContain('step')
          expect(collectionFields(dir, 'essays')).toContain('scholarship')
          expect(taskIndexes(db)).toContain("WHERE kind NOT IN ('custom', 'decision')")
        } else if (stage === 'down') {
          expect(collectionFields(dir, 'applications')).not.toContain('aid_offer')
          expect(collectionFields(dir, 'applications')).toContain('aid_cost')
          expect(collectionFields(dir, 'plan_tasks')).not.toContain('step')
          expect(taskIndexes(db)).toContain("WHERE kind != 'custom'")
          expect(
            db.prepare("SELECT count(*) AS n FROM _collections WHERE name = 'scholarships'").get(),
          ).toEqual({ n: 0 })
          // An offer stored the older way, before this migration runs again.
          appId = 'legacyoffer0001'
          db.prepare(
            "INSERT INTO applications (id, user, university, status, aid_cost, aid_grants, aid_loans, aid_work_study) VALUES (?, 'u', 'x', 'admitted', '30000', '12000', '5500', 'null')",
          ).run(appId)
        } else {
          const row = db.prepare('SELECT aid_offer FROM applications WHERE id = ?').get(appId) as {
            aid_offer: string
          }
          expect(JSON.parse(row.aid_offer)).toEqual({
            cost: {
              tuition: null,
              housing: null,
              books: null,
              transport: null,
              personal: null,
              total: 30_000,
            },
            gifts: [
              { name: 'Grants and scholarships', amount: 12_000, renews: 'unknown', condition: '' },
            ],
            loans: [{ kind: 'unspecified', amount: 5_500, rate: null }],
            work_study: null,
            stated_net: null,
          })
        }
      } finally {
        db.close()
      }
    })
  })
})
