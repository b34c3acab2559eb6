// PocketBase is killed (SIGKILL) in the middle of a submit, 50 times, while the client retries:
// no answer is lost, no list entry is doubled, and SQLite's integrity check passes.
import { DatabaseSync } from 'node:sqlite'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPocketBase, type PocketBaseServer } from '../../pocketbase/scripts/pb.ts'
import { startTestServer, type TestServer } from '../integration/harness.ts'
import { createStudents, isDuplicateEntry, sendWithRetry, type RetryStats } from './clients.ts'
import { printTable } from './report.ts'
import { sized } from './size.ts'

const ROUNDS = sized('CRASH_ROUNDS', { test: 24, full: 50 })
const INTERESTS = ['arts', 'business', 'engineering', 'health', 'science', 'social'] as const
const BUDGETS = ['low', 'medium', 'high', 'veryHigh', 'flexible'] as const

let server: TestServer
let current: PocketBaseServer
beforeAll(async () => {
  server = await startTestServer()
  current = server
  await server.importCatalogue()
})
afterAll(async () => {
  await current.stop()
  await server.close()
})

describe('crash', () => {
  it(`SIGKILL mid-submit ${ROUNDS} times: 0 lost answers, 0 duplicate entries, integrity ok`, async () => {
    const [student] = await createStudents(server, 1, `crash-${Date.now()}`)
    if (!student) throw new Error('no student')
    const universities = (
      await server.http(
        `/api/collections/universities/records?perPage=${ROUNDS}&fields=id&sort=unitid`,
      )
    ).body.items.map((u: { id: string }) => u.id) as string[]
    const headers = { authorization: student.token, 'content-type': 'application/json' }
    const stats: RetryStats = { attempts: 0, retries: 0, serverErrors: 0, networkErrors: 0 }
    let lostAnswers = 0
    let killedMidRequest = 0

    for (let round = 0; round < ROUNDS; round++) {
      const answers = {
        academicInterest: INTERESTS[round % INTERESTS.length]!,
        budget: BUDGETS[round % BUDGETS.length]!,
        gpa: '3.1-3.5',
      }
      const url = current.url
      const submit = sendWithRetry(
        `${url}/api/collections/users/records/${student.id}`,
        {
          method: 'PATCH',
          headers,
          body: JSON.stringify({ quizAnswers: answers, quizCompleted: true }),
        },
        stats,
      )
      const add = sendWithRetry(
        `${url}/api/collections/saved_universities/records`,
        {
          method: 'POST',
          headers,
          body: JSON.stringify({ user: student.id, university: universities[round] }),
        },
        stats,
        (status, body) => status < 300 || isDuplicateEntry(status, body),
      )
      // Kill somewhere between before the request arrives and after it was written.
      await new Promise((r) => setTimeout(r, round % 8))
      const errorsBefore = stats.networkErrors
      current.process.kill('SIGKILL')
      await new Promise<void>((r) => current.process.once('exit', () => r()))
      current = await startPocketBase({ dataDir: server.dataDir, port: server.port })
      await Promise.all([submit, add])
      if (stats.networkErrors > errorsBefore) killedMidRequest++

      const stored = await fetch(`${current.url}/api/collections/users/records/${student.id}`, {
        headers,
      })
      const record = (await stored.json()) as { quizAnswers: unknown }
      if (!isDeepStrictEqual(record.quizAnswers, answers)) lostAnswers++
    }

    const list = await fetch(
      `${current.url}/api/collections/saved_universities/records?perPage=500&filter=${encodeURIComponent(`user="${student.id}"`)}`,
      { headers },
    )
    const entries = ((await list.json()) as { items: { university: string }[] }).items
    const distinct = new Set(entries.map((e) => e.university))
    const missing = universities.slice(0, ROUNDS).filter((id) => !distinct.has(id)).length

    await current.stop()
    const db = new DatabaseSync(join(server.dataDir, 'data.db'), { readOnly: true })
    const integrity = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[]
    db.close()
    current = await startPocketBase({ dataDir: server.dataDir, port: server.port })

    printTable('Crash: SIGKILL during submit', [
      {
        rounds: ROUNDS,
        'rounds with a request cut': killedMidRequest,
        attempts: stats.attempts,
        retries: stats.retries,
        'lost answers': lostAnswers,
        'missing entries': missing,
        'duplicate entries': entries.length - distinct.size,
        integrity_check: integrity.map((r) => r.integrity_check).join(','),
      },
    ])
    expect(lostAnswers).toBe(0)
    expect(missing).toBe(0)
    expect(entries.length - distinct.size).toBe(0)
    expect(integrity).toEqual([{ integrity_check: 'ok' }])
  })
})
