// Generated invalid payloads (fast-check) against every write endpoint: no server error, and the
// database holds no invalid row afterwards; and the text rule (docs/adr/0075) against every text
// field of every collection a student writes, the fields read from the schema.
import fc from 'fast-check'
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { isDashboardState } from '../../ui/src/logic/dashboard/dashboard-machine.ts'
import { QUESTIONS } from '../../ui/src/logic/quiz/questions.ts'
import { sanitizeAnswers } from '../../ui/src/logic/quiz/quiz-engine.ts'
import { nameProblem } from '../../ui/src/logic/validation/name.ts'
import { linesOf, type TextLines } from '../../ui/src/logic/validation/text-rule.ts'
import { serverForTests } from '../integration/harness.ts'
import { printTable } from './report.ts'
import { sized } from './size.ts'

const RUNS = sized('FUZZ_RUNS', { test: 250, full: 1000 })
const CONCURRENCY = 8

const server = serverForTests({ catalogue: true })

const junk = fc.oneof(
  fc.string(),
  fc.integer(),
  // NaN and the infinities travel as null in JSON, which is a valid "no answers".
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.anything(), { maxKeys: 3 }),
)
const notAState = fc.string().filter((s) => !isDashboardState(s) && s !== '')
/** Names with nothing visible: spaces of every kind, zero-width characters, punctuation. */
const invisibleName = fc
  .array(
    fc.constantFrom(' ', '\u00a0', '\u2007', '\u200b', '\u3000', '\ufeff', '.', '-', '\u0301'),
    {
      minLength: 1,
      maxLength: 12,
    },
  )
  .map((parts) => parts.join(''))
/** A real name with a control character, a line break or a bidi override somewhere inside. */
const nameWithForbidden = fc
  .tuple(
    fc.constantFrom('Maya', 'José', '李雷'),
    fc.constantFrom(
      '\n',
      '\r',
      '\t',
      '\u0000',
      '\u0007',
      '\u0085',
      '\u2028',
      '\u2029',
      '\u202a',
      '\u202e',
      '\u2066',
      '\u2069',
    ),
    fc.constantFrom('Johnson', 'x', '雷'),
  )
  .map(([first, bad, last]) => `${first}${bad}${last}`)
const badName = fc.oneof(
  fc.constantFrom('', '   ', 'x'.repeat(101)),
  invisibleName,
  nameWithForbidden,
)
const badAnswers = fc.oneof(
  junk.filter((v) => v !== null && (typeof v !== 'object' || Array.isArray(v))),
  fc.record({ notAQuestion: fc.string() }),
  fc.record({
    budget: fc
      .string()
      .filter((s) => !['low', 'medium', 'high', 'veryHigh', 'flexible'].includes(s)),
  }),
  fc.record({ extracurriculars: fc.constantFrom('sports', 'arts', 7, true) }),
  fc.record({
    extracurriculars: fc.array(
      fc
        .string()
        .filter(
          (s) => !['sports', 'arts', 'academic', 'community', 'greek', 'diversity'].includes(s),
        ),
      { minLength: 1, maxLength: 3 },
    ),
  }),
  fc.record({ gpa: fc.constantFrom(4, '4.0', ['3.6-4.0'], null) }).filter((r) => r.gpa !== null),
)
const badUserUpdate = fc.oneof(
  fc.record({ state: notAState }),
  fc.record({ quizAnswers: badAnswers }),
  fc.record({ quizAnswers: badAnswers, state: fc.constantFrom('new', 'quiz-results') }),
  fc.record({ name: badName }),
)
const badListAdd = (self: string, other: string) =>
  fc.oneof(
    fc.record({
      user: fc.constant(self),
      university: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
    }),
    fc.record({ user: fc.constant(other), university: fc.constant('u00000000166027') }),
    fc.record({
      user: fc.oneof(fc.string(), fc.constant(null)),
      university: fc.constant('u00000000166027'),
    }),
    fc.record({ university: fc.constant('u00000000166027') }),
  )
const badContact = fc.oneof(
  fc.record({
    name: badName,
    email: fc.constant('a@b.co'),
    subject: fc.constant('support'),
    message: fc.constant('hi'),
  }),
  fc.record({
    name: fc.string({ minLength: 1, maxLength: 20 }),
    email: fc.string().filter((s) => !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(s)),
    subject: fc.constant('support'),
    message: fc.constant('hi'),
  }),
  fc.record({
    name: fc.constant('A'),
    email: fc.constant('a@b.co'),
    subject: fc.string().filter((s) => !['support', 'billing', 'partnership', 'other'].includes(s)),
    message: fc.constant('hi'),
  }),
  fc.record({
    name: fc.constant('A'),
    email: fc.constant('a@b.co'),
    subject: fc.constant('other'),
    message: fc.constantFrom('', '   ', 'x'.repeat(5001)),
  }),
  fc
    .record({ name: junk, email: junk, subject: junk, message: junk })
    .filter((r) => typeof r.name !== 'string' || typeof r.message !== 'string'),
)
const badSignUp = fc.oneof(
  fc.record({
    name: fc.constant('Sam'),
    email: fc.string().filter((s) => !s.includes('@')),
    password: fc.constant('long-enough-1'),
    passwordConfirm: fc.constant('long-enough-1'),
  }),
  fc.record({
    name: fc.constant('Sam'),
    email: fc.constant('sam-fuzz@example.test'),
    password: fc.string({ maxLength: 7 }),
    passwordConfirm: fc.constant('x'),
  }),
  fc.record({
    name: fc.constant('Sam'),
    email: fc.constant('sam-fuzz@example.test'),
    password: fc.constant('long-enough-1'),
    passwordConfirm: fc.constant('long-enough-2'),
  }),
  fc.record({
    name: badName,
    email: fc.constant('sam-fuzz@example.test'),
    password: fc.constant('long-enough-1'),
    passwordConfirm: fc.constant('long-enough-1'),
  }),
  fc.record({
    name: fc.constant('Sam'),
    email: fc.constant('sam-fuzz@example.test'),
    password: fc.constant('long-enough-1'),
    passwordConfirm: fc.constant('long-enough-1'),
    quizAnswers: badAnswers,
  }),
)
const badSignIn = fc.record({ identity: junk, password: junk })

type Result = { endpoint: string; payloads: number; statuses: Map<number, number> }

async function fire(
  endpoint: string,
  payloads: unknown[],
  send: (p: unknown) => Promise<number>,
): Promise<Result> {
  const statuses = new Map<number, number>()
  const accepted: unknown[] = []
  for (let i = 0; i < payloads.length; i += CONCURRENCY) {
    const chunk = payloads.slice(i, i + CONCURRENCY)
    const batch = await Promise.all(chunk.map(send))
    batch.forEach((status, j) => {
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      if (status < 300 || status >= 500) accepted.push({ status, payload: chunk[j] })
    })
  }
  // Shown on failure: the payloads the server did not refuse.
  if (accepted.length > 0)
    console.log(endpoint, 'not refused:', JSON.stringify(accepted.slice(0, 10)))
  return { endpoint, payloads: payloads.length, statuses }
}

const count = async (collection: string) =>
  (
    await server.http(`/api/collections/${collection}/records?perPage=1`, {
      token: server.adminToken,
    })
  ).body.totalItems as number

describe('bad input', () => {
  it(`${RUNS} invalid payloads per write endpoint: 0 server errors, 0 invalid rows`, async () => {
    const owner = await server.student('Fuzz Owner')
    const other = await server.student('Fuzz Other')
    await owner.data.quiz.submit({ budget: 'low', extracurriculars: ['sports'] })
    const before = {
      users: await count('users'),
      lists: await count('saved_universities'),
      contact: await count('contact_messages'),
    }
    const post = (path: string, token?: string) => async (body: unknown) =>
      (
        await server.http(path, {
          method: 'POST',
          body: JSON.stringify(body),
          ...(token ? { token } : {}),
        })
      ).status

    const results = [
      await fire(
        'user update',
        fc.sample(badUserUpdate, RUNS),
        async (body) =>
          (
            await server.http(`/api/collections/users/records/${owner.student.id}`, {
              method: 'PATCH',
              token: owner.token,
              body: JSON.stringify(body),
            })
          ).status,
      ),
      await fire(
        'list add',
        fc.sample(badListAdd(owner.student.id, other.student.id), RUNS),
        post('/api/collections/saved_universities/records', owner.token),
      ),
      await fire(
        'contact message',
        fc.sample(badContact, RUNS),
        post('/api/collections/contact_messages/records'),
      ),
      await fire('sign-up', fc.sample(badSignUp, RUNS), post('/api/collections/users/records')),
      await fire(
        'sign-in',
        fc.sample(badSignIn, RUNS),
        post('/api/collections/users/auth-with-password'),
      ),
    ]

    const record = (
      await server.http(`/api/collections/users/records/${owner.student.id}`, {
        token: server.adminToken,
      })
    ).body
    const invalidRows = {
      'user update': Number(
        !isDashboardState(record.state) ||
          !isDeepStrictEqual(sanitizeAnswers(QUESTIONS, record.quizAnswers), record.quizAnswers) ||
          typeof record.name !== 'string' ||
          nameProblem(record.name) !== null,
      ),
      'list add': (await count('saved_universities')) - before.lists,
      'contact message': (await count('contact_messages')) - before.contact,
      'sign-up': (await count('users')) - before.users,
      'sign-in': 0,
    } as Record<string, number>

    const rows = results.map((r) => ({
      endpoint: r.endpoint,
      payloads: r.payloads,
      '2xx': [...r.statuses].filter(([s]) => s < 300).reduce((n, [, c]) => n + c, 0),
      '4xx': [...r.statuses].filter(([s]) => s >= 400 && s < 500).reduce((n, [, c]) => n + c, 0),
      '5xx': [...r.statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0),
      'invalid rows stored': invalidRows[r.endpoint] ?? 0,
    }))
    printTable('Bad input: generated invalid payloads', rows)
    for (const row of rows) {
      expect(row.payloads).toBeGreaterThanOrEqual(RUNS)
      expect(row['5xx'], row.endpoint).toBe(0)
      expect(row['2xx'], row.endpoint).toBe(0)
      expect(row['invalid rows stored'], row.endpoint).toBe(0)
    }
  })
})

/** Characters the text rule refuses anywhere, and the breaks it refuses in text of one line. */
const NEVER_MEANT = ['\u0000', '\u0007', '\u001b', '\u007f', '\u0085', '\u202e', '\u2066', '\uffff']
const BREAKS = ['\n', '\r', '\t', '\u2028']
const TEXT_TYPES = ['text', 'email', 'url', 'editor', 'json']

type SchemaField = { name: string; type: string; system: boolean }
type SchemaCollection = { name: string; fields: SchemaField[] }

/** A string a student might type, with a character the rule refuses put inside it. */
function badText(lines: TextLines) {
  const refused = lines === 'single' ? [...NEVER_MEANT, ...BREAKS] : NEVER_MEANT
  return fc
    .tuple(
      fc.constantFrom('Ask Ms. Lee', 'Why Tulane', 'FAFSA', 'José Núñez', '李雷'),
      fc.constantFrom(...refused),
      // Inside the text: a trailing break would only be trimmed away, not refused.
      fc.constantFrom('x', ' today', ' 2027'),
    )
    .map(([start, bad, end]) => `${start}${bad}${end}`)
}

describe('the text rule, for every string field of every collection a student writes', () => {
  const PER_FIELD = Math.max(4, Math.round(RUNS / 100))

  it(`${String(PER_FIELD)} payloads per text field, from the schema: each refused naming its field, nothing changed`, async () => {
    const owner = await server.student('Text Owner')
    const api =
      (token: string | undefined) => async (path: string, method: string, body?: object) =>
        server.http(path, {
          method,
          ...(token ? { token } : {}),
          ...(body ? { body: JSON.stringify(body) } : {}),
        })
    const asOwner = api(owner.token)
    const asAdmin = api(server.adminToken)
    const user = owner.student.id
    const made = async (send: ReturnType<typeof api>, collection: string, body: object) => {
      const created = await send(`/api/collections/${collection}/records`, 'POST', body)
      if (created.status !== 200) throw new Error(`${collection}: ${JSON.stringify(created.body)}`)
      return created.body.id as string
    }
    // One valid record of each collection for the owner: the fields come from the schema below.
    await made(asOwner, 'planner_settings', { user, timezone: 'UTC' })
    await made(asOwner, 'saved_universities', { user, university: 'u00000000166027' })
    const essay = await made(asOwner, 'essays', {
      user,
      kind: 'supplement',
      platform: 'school_portal',
      title: 'Why us',
      status: 'drafting',
    })
    const named = await asOwner(`/api/essays/${essay}/save`, 'POST', {
      baseRevision: 0,
      text: 'A draft.',
      device: 'laptop',
      saveId: 'fuzz-1',
      seq: 1,
      name: 'First',
    })
    const application = await made(asOwner, 'applications', {
      user,
      university: 'u00000000166027',
      plan: 'rd',
    })
    const fixtures: Record<string, string> = {
      users: user,
      essays: essay,
      essay_versions: named.body.versionId as string,
      applications: application,
      application_portals: await made(asOwner, 'application_portals', {
        user,
        application,
        url: 'https://apply.example.edu/portal',
        login_email: 'owner@example.test',
      }),
      interviews: await made(asOwner, 'interviews', {
        user,
        application,
        status: 'scheduled',
        date: '2027-01-12',
        time: '16:00',
        zone_rule: 'student',
      }),
      plan_tasks: await made(asOwner, 'plan_tasks', {
        user,
        kind: 'custom',
        title: 'Visit',
        due: '2027-01-05',
      }),
      aid_dates: await made(asOwner, 'aid_dates', {
        user,
        kind: 'other',
        label: 'Scholarship',
        date: '2027-02-01',
      }),
      recommenders: await made(asOwner, 'recommenders', {
        user,
        name: 'Ms. Lee',
        role: 'teacher',
        status: 'not_asked',
      }),
      scholarships: await made(asOwner, 'scholarships', {
        user,
        sponsor: 'Rotary Club',
        deadline_date: '2027-02-01',
        deadline_time: '23:59',
        url: 'https://example.org/apply',
      }),
      planner_reminder_log: await made(asAdmin, 'planner_reminder_log', { user, key: 'alert:x' }),
      contact_messages: await made(asAdmin, 'contact_messages', {
        name: 'Text Owner',
        email: 'owner@example.test',
        subject: 'other',
        message: 'Hello.',
      }),
    }
    // A shared link of the owner's, and a supporter's comment left through it (the only way one
    // is made: POST /api/shared with the link's token).
    const share = await asOwner('/api/shares', 'POST', {
      label: 'Mom',
      scope: ['essays'],
      comments: true,
      expires: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    })
    if (share.status !== 200) throw new Error(`shares: ${JSON.stringify(share.body)}`)
    fixtures.shares = share.body.share.id as string
    const comment = await server.http('/api/shared', {
      method: 'POST',
      headers: { authorization: `Share ${share.body.token as string}` },
      body: JSON.stringify({ essay, body: 'Lovely.', quote: '', start: 0, end: 0, revision: 1 }),
    })
    if (comment.status !== 200) throw new Error(`share_comments: ${JSON.stringify(comment.body)}`)
    fixtures.share_comments = (
      await asAdmin(
        `/api/collections/share_comments/records?filter=${encodeURIComponent(`user="${user}"`)}`,
        'GET',
      )
    ).body.items[0].id as string
    const settings = (await asAdmin(
      `/api/collections/planner_settings/records?filter=${encodeURIComponent(`user="${user}"`)}`,
      'GET',
    )) as { body: { items: { id: string }[] } }
    fixtures.planner_settings = settings.body.items[0]!.id

    // Every collection that belongs to a student (a `user` relation), the account and contact
    // messages: the text fields are read from the schema, so a new field is covered at once.
    const schema = (await asAdmin('/api/collections?perPage=200', 'GET')).body
      .items as SchemaCollection[]
    const written = schema.filter(
      (c) =>
        c.name === 'users' ||
        c.name === 'contact_messages' ||
        c.fields.some((f) => f.name === 'user' && f.type === 'relation'),
    )
    const rows: Record<string, string | number>[] = []
    for (const collection of written) {
      const id = fixtures[collection.name]
      const fields = collection.fields.filter((f) => !f.system && TEXT_TYPES.includes(f.type))
      if (fields.length > 0 && !id) throw new Error(`no fixture record of ${collection.name}`)
      const path = `/api/collections/${collection.name}/records/${id ?? ''}`
      const statuses = new Map<number, number>()
      let named = 0
      let stored = 0
      for (const field of fields) {
        const lines = linesOf(collection.name, field.name)
        const read = async () => (await asAdmin(path, 'GET')).body[field.name] as unknown
        const before = await read()
        const values = fc.sample(badText(lines), PER_FIELD)
        // Every writer: the owner through the records API (where its rules let them), and an
        // admin, whom no other check stands in for.
        for (const send of collection.name === 'contact_messages'
          ? [asAdmin]
          : [asOwner, asAdmin]) {
          for (const text of values) {
            const value = field.type === 'json' ? [text] : text
            const answer = await send(path, 'PATCH', { [field.name]: value })
            statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1)
            const data = (answer.body as { data?: Record<string, unknown> } | null)?.data ?? {}
            // A JSON field's refusal may name the part inside it ("guard_phrases.0").
            const names = Object.keys(data)
            if (answer.status === 400 && names.some((k) => k.split('.')[0] === field.name)) named++
            // Some fields drop what they cannot hold (a time without a date): nothing is stored.
            if (answer.status < 300 && !isDeepStrictEqual(await read(), before)) stored++
          }
        }
      }
      const total = (low: number, high: number) =>
        [...statuses].filter(([s]) => s >= low && s < high).reduce((n, [, c]) => n + c, 0)
      rows.push({
        collection: collection.name,
        'text fields': fields.map((f) => f.name).join(', ') || '(none)',
        payloads: total(0, 600),
        '400 naming the field': named,
        'other 4xx': total(400, 500) - named,
        'accepted, nothing stored': total(200, 300) - stored,
        '5xx': total(500, 600),
        'stored with a refused character': stored,
      })
    }
    printTable('The text rule: every text field of every collection a student writes', rows)
    expect(rows.map((r) => r.collection)).toEqual(
      expect.arrayContaining([
        'essays',
        'essay_versions',
        'applications',
        'plan_tasks',
        'aid_dates',
        'recommenders',
        'planner_settings',
        'planner_reminder_log',
        'saved_universities',
        'shares',
        'share_comments',
        'users',
        'contact_messages',
      ]),
    )
    for (const row of rows) {
      expect(row['5xx'], String(row.collection)).toBe(0)
      expect(row['stored with a refused character'], String(row.collection)).toBe(0)
      if (row.payloads !== 0)
        expect(row['400 naming the field'], String(row.collection)).toBeGreaterThan(0)
    }
  })
})
