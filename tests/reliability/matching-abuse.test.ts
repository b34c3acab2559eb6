// Hostile `fields` against GET /api/matching/catalogue: repeated, shuffled, unknown and endless
// column lists must neither grow the server's memory without bound nor pass the rate limit.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DEFAULT_CSV } from '../../pocketbase/scripts/import.ts'
import { HOOKS_DIR } from '../../pocketbase/scripts/pb.ts'
import { startServer } from '../../pocketbase/scripts/server.ts'
import { MATCH_FIELDS } from '../../ui/src/logic/matching/fields.ts'
import { IT_ADMIN, serverForTests, startTestServer } from '../integration/harness.ts'
import { printTable } from './report.ts'

const MB = 1024 * 1024
/** Before the bound, ten requests of 1,000 repeated names took the server from 333 MB to 1.5 GB. */
const GROWTH_LIMIT_MB = 150
/** MAX_ENTRIES in pocketbase/pb_hooks/lib/matching.js. */
const MAX_CACHED = 4

const server = serverForTests({ catalogue: true })

/** Resident memory of the PocketBase process, from the kernel's own accounting. */
function residentBytes(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'))
  return Number(line?.match(/(\d+)/)?.[1] ?? 0) * 1024
}

const ask = (url: string, fields: string) =>
  fetch(`${url}/api/matching/catalogue?fields=${encodeURIComponent(fields)}`).then(
    async (response) => ({ status: response.status, bytes: (await response.text()).length }),
  )

/** Deterministic shuffles and subsets, so every run sends the same attack. */
function subsets(count: number): string[] {
  let seed = 42
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31
  return Array.from({ length: count }, () => {
    const picked = MATCH_FIELDS.filter(() => next() < 0.5)
    return (picked.length > 0 ? picked : ['name']).sort(() => next() - 0.5).join(',')
  })
}

describe('matching projection under hostile fields', () => {
  it('answers known columns once each and keeps memory bounded', async () => {
    const pid = server.process.pid!
    const app = MATCH_FIELDS.join(',')
    const first = await ask(server.url, app)
    expect(first.status).toBe(200)
    const before = residentBytes(pid)

    const repeated = Array.from({ length: 1000 }, () => 'id').join(',')
    const attacks: [string, string[]][] = [
      ['one name 1,000 times, x10', Array.from({ length: 10 }, () => repeated)],
      [
        'every column repeated 30 times, x10',
        Array.from({ length: 10 }, () => Array.from({ length: 30 }, () => app).join(',')),
      ],
      ['200 distinct shuffled subsets', subsets(200)],
      [
        'unknown and injected names, x50',
        Array.from({ length: 50 }, (_, i) => `name,nope${i},unitid;drop`),
      ],
    ]
    const rows: Record<string, string | number>[] = []
    for (const [attack, requests] of attacks) {
      const statuses: Record<number, number> = {}
      let largest = 0
      for (const fields of requests) {
        const { status, bytes } = await ask(server.url, fields)
        statuses[status] = (statuses[status] ?? 0) + 1
        largest = Math.max(largest, bytes)
      }
      rows.push({
        attack,
        requests: requests.length,
        statuses: JSON.stringify(statuses),
        'largest answer (KB)': Math.round(largest / 1024),
        'server memory (MB)': Math.round(residentBytes(pid) / MB),
      })
      expect(
        Object.keys(statuses).every((s) => Number(s) < 500),
        attack,
      ).toBe(true)
    }
    const growth = (residentBytes(pid) - before) / MB
    rows.push({
      attack: 'total',
      requests: rows.reduce((n, r) => n + Number(r.requests), 0),
      statuses: '',
      'largest answer (KB)': '',
      'server memory (MB)': `${Math.round(before / MB)} -> ${Math.round(residentBytes(pid) / MB)} (+${growth.toFixed(1)})`,
    })
    printTable('Matching projection: hostile fields (memory of the server process)', rows)
    expect(growth).toBeLessThan(GROWTH_LIMIT_MB)

    // Repeats and order change nothing: the canonical set answers, each column once.
    const shuffled = await fetch(
      `${server.url}/api/matching/catalogue?fields=${encodeURIComponent(`unitid,name,name,unitid`)}`,
    ).then((r) => r.json() as Promise<{ columns: string[] }>)
    expect(shuffled.columns).toEqual(['unitid', 'name'])
    const tooLong = await ask(server.url, 'name,'.repeat(2000))
    expect(tooLong.status).toBe(400)
  })

  it('has a rate limit of its own under the production limits', async () => {
    const limited = await startTestServer({ rateLimits: 'production' })
    try {
      const statuses = await Promise.all(
        Array.from({ length: 100 }, () => ask(limited.url, 'name').then((r) => r.status)),
      )
      const refused = statuses.filter((s) => s === 429).length
      printTable('Matching projection: 100 rapid requests from one client', [
        { answered: statuses.filter((s) => s === 200).length, 'refused (429)': refused },
      ])
      expect(refused).toBeGreaterThanOrEqual(30)
      expect(statuses.filter((s) => s >= 500)).toEqual([])
    } finally {
      await limited.close()
    }
  })
})

describe('matching projection cache under concurrent column sets', () => {
  it('keeps no more bodies than its bounded list, however many requests overlap', async () => {
    // The product's hooks, plus one route that lists the projection's cache entries (bodies).
    const root = mkdtempSync(join(tmpdir(), 'cc-matching-cache-'))
    const hooks = join(root, 'pb_hooks')
    cpSync(HOOKS_DIR, hooks, { recursive: true })
    writeFileSync(
      join(hooks, 'zz_cache_entries.pb.js'),
      `routerAdd('GET', '/api/test/matching-cache', (e) => {
        const keys = Object.keys($app.store().getAll())
        return e.json(200, keys.filter((k) => /^matching:\\d+:/.test(k)))
      })`,
    )
    const csv = join(root, 'catalogue.csv')
    writeFileSync(csv, readFileSync(DEFAULT_CSV, 'utf8').split('\n').slice(0, 301).join('\n'))
    const server = await startServer({
      mode: 'test',
      admin: IT_ADMIN,
      hooksDir: hooks,
      catalogue: csv,
      rateLimits: 1000,
      log: () => undefined,
    })
    try {
      const sets = subsets(200)
      const statuses = await Promise.all(sets.map((fields) => ask(server.url, fields)))
      expect(statuses.every((answer) => answer.status === 200)).toBe(true)
      const cached = (await (
        await fetch(`${server.url}/api/test/matching-cache`)
      ).json()) as string[]
      printTable('Matching projection: 200 distinct column sets at once', [
        { requests: sets.length, 'bodies cached': cached.length },
      ])
      expect(cached.length).toBeLessThanOrEqual(MAX_CACHED)
    } finally {
      await server.close()
      rmSync(root, { recursive: true, force: true })
    }
  })
})
