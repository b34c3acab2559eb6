// Generated invalid payloads (fast-check) against every write endpoint: no server error, and the
// database holds no invalid row afterwards.
import fc from 'fast-check'
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { isDashboardState } from '../../ui/src/logic/dashboard/dashboard-machine.ts'
import { QUESTIONS } from '../../ui/src/logic/quiz/questions.ts'
import { sanitizeAnswers } from '../../ui/src/logic/quiz/quiz-engine.ts'
import { nameProblem } from '../../ui/src/logic/validation/name.ts'
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
