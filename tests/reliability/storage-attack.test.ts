// How fast one account can fill the server's disk (issue 24), measured against a real PocketBase
// with the production rate limits: conflicting essay saves, each keeping a 75 KB copy, as fast as
// the server answers, on a server with the default quota and on one with a small quota whose
// ceiling the attack must reach. Its figures are throughput (requests and bytes a minute), so it
// runs in the reliability tier's timed part, alone (ADR 0094). The figures print before the
// assertions, so a run on older code prints the "before" column. The rest of what one account can
// do (caps, the feed, mail, logs) is in account-abuse.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { serverForTests, startTestServer, type TestServer } from '../integration/harness.ts'
import { apiAs, ownedBy, records } from '../integration/planner-helpers.ts'
import { printTable, statusText } from './report.ts'
import { sized } from './size.ts'

/** How long the attack runs on the default quota (half as long on the small one). */
const ATTACK_SECONDS = sized('STORAGE_ATTACK_SECONDS', { test: 20, full: 60 })
/**
 * The quota the second storage server runs with, so the ceiling is reached within its half of the
 * attack (the attack's conflicting copies must add up to more than it: checked below).
 */
const SMALL_QUOTA_MB = sized('STORAGE_SMALL_QUOTA_MB', { test: 5, full: 20 })
const MB = 1_000_000
/** The largest essay text (ESSAY_LIMITS.textMax) in a three-byte character: 75,000 bytes. */
const TEXT_CHARS = 25_000
const TEXT_BYTES = TEXT_CHARS * 3

/** A distinct 25,000-character text of three-byte characters for attack save `n`. */
function attackText(n: number): string {
  const tag = String(n)
  return `${tag}${'€'.repeat(TEXT_CHARS - tag.length)}`
}

function utf8Bytes(text: string): number {
  return Buffer.byteLength(text, 'utf8')
}

type Attack = {
  requests: number
  statuses: Map<number, number>
  storedBytes: number
  /** The account's storage route's answer (404 before it existed). */
  storage: { status: number; body: any }
}

/**
 * One student sends conflicting saves (a stale revision, a new save id and a new 75 KB text each
 * time) to `essays` essays for `seconds`, 8 at a time, as fast as the server answers. Returns the
 * text bytes the server keeps for the account afterwards (heads and versions, read as the admin).
 */
async function conflictAttack(server: TestServer, seconds: number): Promise<Attack> {
  const { student, token } = await server.student('Disk Filler')
  const api = apiAs(server, token)
  const essays: string[] = []
  for (let i = 0; i < 10; i++) {
    const created = await api.post(records('essays'), {
      user: student.id,
      kind: 'supplement',
      platform: 'school_portal',
      title: `Essay ${String(i)}`,
      status: 'drafting',
    })
    if (created.status !== 200) throw new Error(JSON.stringify(created.body))
    const id = created.body.id as string
    // Revision 1 from one device, so every later save based on revision 0 is a conflict.
    const first = await api.post(`/api/essays/${id}/save`, {
      baseRevision: 0,
      text: 'A first draft.',
      device: 'laptop',
      saveId: `first-${id}`,
      seq: 1,
    })
    if (first.status !== 200) throw new Error(JSON.stringify(first.body))
    essays.push(id)
  }
  const statuses = new Map<number, number>()
  let requests = 0
  const until = Date.now() + seconds * 1000
  const worker = async (w: number) => {
    for (let n = 0; Date.now() < until; n++) {
      const save = `${String(w)}-${String(n)}`
      const essay = essays[(w + n) % essays.length]!
      const answer = await fetch(`${server.url}/api/essays/${essay}/save`, {
        method: 'POST',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({
          baseRevision: 0,
          text: attackText(w * 1_000_000 + n),
          device: 'phone',
          saveId: `attack-${save}`,
          seq: n + 1,
        }),
      }).catch(() => null)
      requests++
      const status = answer?.status ?? 0
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
      await answer?.arrayBuffer().catch(() => null)
      if (status === 429) await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }
  await Promise.all(Array.from({ length: 8 }, (_, w) => worker(w)))
  // Every kept conflict copy holds one attack text; the heads and first drafts are a few bytes.
  const filter = encodeURIComponent(`user="${student.id}" && reason="refused"`)
  const refused = await apiAs(server, server.adminToken).get(
    `${records('essay_versions')}?perPage=1&fields=id&filter=${filter}`,
  )
  let storedBytes = (refused.body.totalItems as number) * TEXT_BYTES
  for (const row of await ownedBy(server, 'essays', student.id)) {
    storedBytes += utf8Bytes(String(row.text ?? ''))
  }
  return { requests, statuses, storedBytes, storage: await api.get('/api/account/storage') }
}

describe('storage one account can fill', () => {
  let small: TestServer
  beforeAll(async () => {
    small = await startTestServer({
      rateLimits: 'production',
      env: { STUDENT_STORAGE_MB: String(SMALL_QUOTA_MB) },
    })
  })
  afterAll(async () => {
    await small.close()
  })
  const real = serverForTests({ rateLimits: 'production' })

  it(`conflicting saves for ${String(ATTACK_SECONDS)} s: the growth in a minute, and a ceiling that holds`, async () => {
    const minute = await conflictAttack(real, ATTACK_SECONDS)
    const capped = await conflictAttack(small, ATTACK_SECONDS / 2)
    const quota = minute.storage
    printTable('Storage: one account, conflicting 75 KB essay saves (production rate limits)', [
      {
        server: 'default quota',
        seconds: ATTACK_SECONDS,
        requests: minute.requests,
        answers: statusText(minute.statuses),
        'text bytes kept': `${(minute.storedBytes / MB).toFixed(1)} MB`,
        'per minute': `${((minute.storedBytes / MB) * (60 / ATTACK_SECONDS)).toFixed(1)} MB`,
      },
      {
        server: `quota ${String(SMALL_QUOTA_MB)} MB`,
        seconds: ATTACK_SECONDS / 2,
        requests: capped.requests,
        answers: statusText(capped.statuses),
        'text bytes kept': `${(capped.storedBytes / MB).toFixed(1)} MB`,
        'per minute': '-',
      },
    ])
    console.log(
      `Storage: the most one account can hold: ${
        quota.status === 200
          ? `${String(quota.body.quota / MB)} MB (the quota)`
          : `${String((300 * 1000 * TEXT_BYTES) / 1e9)} GB (300 essays x 1,000 versions x 75 KB, no quota)`
      }`,
    )
    expect(
      (capped.statuses.get(409) ?? 0) * TEXT_BYTES,
      'the copies the attack asked the small server to keep: more than its quota',
    ).toBeGreaterThan(SMALL_QUOTA_MB * MB)
    expect(capped.storedBytes).toBeLessThanOrEqual(SMALL_QUOTA_MB * MB)
    expect(capped.statuses.get(500) ?? 0).toBe(0)
    expect(minute.statuses.get(500) ?? 0).toBe(0)
    expect(quota.status).toBe(200)
  }, 600_000)
})
