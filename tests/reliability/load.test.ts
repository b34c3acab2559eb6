// 200 students submit quizzes and add to their lists at the same time (duplicates included):
// every write lands once.
import { isDeepStrictEqual } from 'node:util'
import { describe, expect, it } from 'vitest'
import { serverForTests } from '../integration/harness.ts'
import { createStudents, isDuplicateEntry, sendWithRetry, type RetryStats } from './clients.ts'
import { printTable } from './report.ts'
import { sized } from './size.ts'

const STUDENTS = sized('LOAD_STUDENTS', { test: 100, full: 200 })
const BUDGETS = ['low', 'medium', 'high', 'veryHigh', 'flexible'] as const
const UNIVERSITIES = ['u00000000166027', 'u00000000228778', 'u00000000110635', 'u00000000234076']

const server = serverForTests({ catalogue: true })

const answersFor = (n: number) => ({
  academicInterest: 'science',
  locationPreference: 'urban',
  schoolSize: 'large',
  budget: BUDGETS[n % BUDGETS.length] ?? 'flexible',
  gpa: '3.6-4.0',
})

describe('load', () => {
  it(`${STUDENTS} students submitting and adding concurrently: 0 lost writes, 0 duplicates`, async () => {
    const students = await createStudents(server, STUDENTS, `load-${Date.now()}`)
    const stats: RetryStats = { attempts: 0, retries: 0, serverErrors: 0, networkErrors: 0 }
    const started = Date.now()
    const outcomes = await Promise.all(
      students.flatMap((student, n) => {
        const headers = { authorization: student.token, 'content-type': 'application/json' }
        const first = UNIVERSITIES[n % UNIVERSITIES.length]!
        const second = UNIVERSITIES[(n + 1) % UNIVERSITIES.length]!
        const add = (university: string) =>
          sendWithRetry(
            `${server.url}/api/collections/saved_universities/records`,
            { method: 'POST', headers, body: JSON.stringify({ user: student.id, university }) },
            stats,
            (status, body) => status < 300 || isDuplicateEntry(status, body),
          )
        return [
          sendWithRetry(
            `${server.url}/api/collections/users/records/${student.id}`,
            {
              method: 'PATCH',
              headers,
              body: JSON.stringify({
                quizAnswers: answersFor(n),
                quizCompleted: true,
                quizCompletedAt: new Date().toISOString(),
              }),
            },
            stats,
          ),
          add(first),
          add(second),
          add(first), // the same school twice at once, as a double click would
        ]
      }),
    )
    const seconds = (Date.now() - started) / 1000
    const refused = outcomes.filter((o) => o.status >= 300 && !isDuplicateEntry(o.status, o.body))
    expect(refused.slice(0, 3)).toEqual([])

    let lostAnswers = 0
    for (const [n, student] of students.entries()) {
      const record = await server.http(`/api/collections/users/records/${student.id}`, {
        token: server.adminToken,
      })
      if (
        !isDeepStrictEqual(record.body.quizAnswers, answersFor(n)) ||
        !record.body.quizCompleted
      ) {
        lostAnswers++
      }
    }
    const entries: { user: string; university: string }[] = []
    for (let page = 1; ; page++) {
      const result = await server.http(
        `/api/collections/saved_universities/records?perPage=500&page=${page}`,
        {
          token: server.adminToken,
        },
      )
      entries.push(...result.body.items)
      if (result.body.items.length < 500) break
    }
    const pairs = new Set(entries.map((e) => `${e.user}/${e.university}`))
    const duplicates = entries.length - pairs.size
    const expectedPairs = new Set(
      students.flatMap((s, n) => [
        `${s.id}/${UNIVERSITIES[n % UNIVERSITIES.length]}`,
        `${s.id}/${UNIVERSITIES[(n + 1) % UNIVERSITIES.length]}`,
      ]),
    )
    const lostEntries = [...expectedPairs].filter((p) => !pairs.has(p)).length

    printTable('Load: concurrent submits and list adds', [
      {
        students: STUDENTS,
        'writes sent': STUDENTS * 4,
        attempts: stats.attempts,
        retries: stats.retries,
        '5xx': stats.serverErrors,
        'lost answers': lostAnswers,
        'lost list entries': lostEntries,
        duplicates,
        seconds: seconds.toFixed(1),
      },
    ])
    expect(lostAnswers).toBe(0)
    expect(lostEntries).toBe(0)
    expect(duplicates).toBe(0)
  })
})
