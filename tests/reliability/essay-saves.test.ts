// Essay saves under load (docs/adr/0047-essay-save-capacity.md): 200 writers of 650-word essays
// against one PocketBase. Phase A sends at the save policy's highest rate (one save per writer
// every MIN_INTERVAL_MS, jittered) and kills the server once mid-way; phase B sends back to back to
// find the sustained ceiling. Every tenth writer writes from two devices at once. Afterwards:
// no acknowledged save is lost, no text another device wrote is overwritten without being kept as
// a version, and every refused text is kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MIN_INTERVAL_MS } from '../../ui/src/logic/essays/save-machine.ts'
import { startPocketBase, type PocketBaseServer } from '../../pocketbase/scripts/pb.ts'
import { startTestServer, type TestServer } from '../integration/harness.ts'
import { createStudents, sendWithRetry, type RetryStats, type Student } from './clients.ts'
import { printTable } from './report.ts'
import { sized } from './size.ts'

const WRITERS = sized('ESSAY_WRITERS', { test: 200, full: 200 })
const SECONDS = sized('ESSAY_LOAD_SECONDS', { test: 20, full: 60 })
const TWO_DEVICES_EVERY = 10

let server: TestServer
let current: PocketBaseServer
beforeAll(async () => {
  server = await startTestServer()
  current = server
})
afterAll(async () => {
  await current.stop()
  await server.close()
})

/** About 650 words, like a personal statement near its limit. */
const BASE_TEXT = Array.from(
  { length: 65 },
  (_, i) => `Sentence ${i} of my essay has exactly nine words in it.`,
).join(' ')

type Ack = { revision: number; device: string; text: string }
type Writer = {
  student: Student
  essayId: string
  devices: string[]
  acks: Ack[]
  refused: string[]
  /** Each device's count of its saves: the `seq` the island would send. */
  seqs: Map<string, number>
}

type Phase = {
  name: string
  latencies: number[]
  saves: number
  conflicts: number
  seconds: number
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0
}

describe('essay saves under load', () => {
  it(`${WRITERS} writers for ${SECONDS} s, one server restart: 0 lost saves, 0 overwritten versions`, async () => {
    const students = await createStudents(server, WRITERS, `essays-${Date.now()}`)
    const writers: Writer[] = []
    for (let start = 0; start < students.length; start += 20) {
      const batch = students.slice(start, start + 20)
      writers.push(
        ...(await Promise.all(
          batch.map(async (student, i) => {
            const n = start + i
            const created = await server.http('/api/collections/essays/records', {
              method: 'POST',
              token: student.token,
              body: JSON.stringify({
                user: student.id,
                kind: 'personal',
                platform: 'common_app',
                title: 'Personal statement',
                limit_unit: 'words',
                limit_max: 650,
                status: 'drafting',
              }),
            })
            if (created.status !== 200) throw new Error(JSON.stringify(created.body))
            const devices =
              n % TWO_DEVICES_EVERY === 0 ? [`laptop-${n}`, `phone-${n}`] : [`laptop-${n}`]
            return {
              student,
              essayId: created.body.id as string,
              devices,
              acks: [],
              refused: [],
              seqs: new Map<string, number>(),
            }
          }),
        )),
      )
    }

    const stats: RetryStats = { attempts: 0, retries: 0, serverErrors: 0, networkErrors: 0 }
    let restarting: Promise<void> | null = null

    /** One device's loop: what the island's save machine does, keep-mine on a conflict. */
    async function device(
      writer: Writer,
      name: string,
      phase: Phase,
      until: number,
      paced: boolean,
    ) {
      let base = writer.acks.filter((a) => a.device === name).at(-1)?.revision ?? 0
      while (Date.now() < until) {
        if (paced) {
          const pause = MIN_INTERVAL_MS * (0.5 + Math.random())
          await new Promise((r) => setTimeout(r, Math.min(pause, until - Date.now())))
          if (Date.now() >= until) break
        }
        const n = (writer.seqs.get(name) ?? 0) + 1
        writer.seqs.set(name, n)
        const text = `${BASE_TEXT} Saved ${n} times, this time from ${name}.`
        const saveId = `${name}-${phase.name}-${n}`
        const started = Date.now()
        for (let tries = 1; ; tries++) {
          if (tries > 20) throw new Error(`save ${saveId} refused 20 times`)
          if (restarting) await restarting
          const answer = await sendWithRetry(
            `${current.url}/api/essays/${writer.essayId}/save`,
            {
              method: 'POST',
              headers: { authorization: writer.student.token, 'content-type': 'application/json' },
              body: JSON.stringify({ baseRevision: base, text, device: name, saveId, seq: n }),
            },
            stats,
            (status) => status === 200 || status === 409,
          )
          if (answer.body === null) {
            // The server was killed while sending the answer: ask again (same save id).
            stats.retries++
            continue
          }
          const body = answer.body as { revision?: number; current?: { revision: number } }
          if (answer.status === 200 && typeof body.revision === 'number') {
            base = body.revision
            writer.acks.push({ revision: body.revision, device: name, text })
            phase.latencies.push(Date.now() - started)
            phase.saves++
            break
          }
          if (answer.status === 409 && body.current) {
            writer.refused.push(text)
            phase.conflicts++
            base = body.current.revision
            continue
          }
          throw new Error(`unexpected answer ${answer.status}: ${JSON.stringify(answer.body)}`)
        }
      }
    }

    async function run(phase: Phase, paced: boolean, restartAfterMs?: number) {
      const started = Date.now()
      const until = started + phase.seconds * 1000
      const restart =
        restartAfterMs === undefined
          ? Promise.resolve()
          : new Promise<void>((resolve) =>
              setTimeout(() => {
                restarting = (async () => {
                  current.process.kill('SIGKILL')
                  await new Promise<void>((r) => current.process.once('exit', () => r()))
                  current = await startPocketBase({ dataDir: server.dataDir, port: server.port })
                })()
                void restarting.then(() => {
                  restarting = null
                  resolve()
                })
              }, restartAfterMs),
            )
      await Promise.all([
        restart,
        ...writers.flatMap((w) => w.devices.map((d) => device(w, d, phase, until, paced))),
      ])
      phase.seconds = (Date.now() - started) / 1000
    }

    const paced: Phase = { name: 'a', latencies: [], saves: 0, conflicts: 0, seconds: SECONDS / 2 }
    const flat: Phase = { name: 'b', latencies: [], saves: 0, conflicts: 0, seconds: SECONDS / 2 }
    await run(paced, true, (SECONDS / 2) * 500)
    await run(flat, false)

    // Check every essay as the admin sees it.
    let lostSaves = 0
    let overwritten = 0
    let refusedNotKept = 0
    let versions = 0
    let unacknowledged = 0
    for (const writer of writers) {
      const headers = { authorization: server.adminToken }
      const essay = (await (
        await fetch(`${current.url}/api/collections/essays/records/${writer.essayId}`, { headers })
      ).json()) as { text: string; revision: number }
      const kept = (await (
        await fetch(
          `${current.url}/api/collections/essay_versions/records?perPage=500&filter=${encodeURIComponent(`essay="${writer.essayId}"`)}`,
          { headers },
        )
      ).json()) as { items: { text: string }[]; totalItems: number }
      versions += kept.totalItems
      const keptTexts = new Set(kept.items.map((v) => v.text))
      const byRevision = new Map(writer.acks.map((a) => [a.revision, a]))
      const last = writer.acks.reduce<Ack | null>(
        (a, b) => (!a || b.revision > a.revision ? b : a),
        null,
      )
      // The newest acknowledged text is the head.
      if (essay.text !== last?.text) lostSaves++
      // A revision no one was told of: a save whose answer was lost and that was sent again.
      unacknowledged += essay.revision - byRevision.size
      // Every other acknowledged text was followed by its own device's newer text, or kept. A
      // revision in between that no one was told of (an answer lost) was the same device's own:
      // had another device written it, the server would have kept this text as a version.
      for (const ack of writer.acks) {
        const next = writer.acks
          .filter((b) => b.revision > ack.revision)
          .reduce<Ack | null>((a, b) => (!a || b.revision < a.revision ? b : a), null)
        const continued = next?.device === ack.device
        const unseenBetween = next !== null && next.revision > ack.revision + 1
        if (ack.text === essay.text || continued || unseenBetween) continue
        if (!keptTexts.has(ack.text)) {
          overwritten++
          console.log(
            `overwritten? essay ${writer.essayId}: revision ${ack.revision} by ${ack.device}, ` +
              `next acknowledged ${next?.revision ?? 'none'} by ${next?.device ?? '-'}, head ${essay.revision}`,
          )
        }
      }
      for (const text of writer.refused) if (!keptTexts.has(text)) refusedNotKept++
    }

    const row = (phase: Phase) => {
      const sorted = [...phase.latencies].sort((a, b) => a - b)
      return {
        phase: phase.name === 'a' ? 'policy rate, restart mid-way' : 'back to back',
        writers: WRITERS,
        seconds: phase.seconds.toFixed(1),
        'saves acknowledged': phase.saves,
        'saves/s': (phase.saves / phase.seconds).toFixed(1),
        'conflicts (409)': phase.conflicts,
        'p50 ms': percentile(sorted, 50),
        'p95 ms': percentile(sorted, 95),
        'p99 ms': percentile(sorted, 99),
      }
    }
    printTable('Essay saves: 650-word essays, one PocketBase', [row(paced), row(flat)])
    printTable('Essay saves: checks', [
      {
        attempts: stats.attempts,
        retries: stats.retries,
        'network errors': stats.networkErrors,
        '5xx': stats.serverErrors,
        'versions kept': versions,
        'revisions sent twice': unacknowledged,
        'lost saves': lostSaves,
        'overwritten without a version': overwritten,
        'refused texts not kept': refusedNotKept,
      },
    ])
    expect(lostSaves).toBe(0)
    expect(overwritten).toBe(0)
    expect(refusedNotKept).toBe(0)
    expect(paced.saves + flat.saves).toBeGreaterThan(WRITERS)
    // A minute of load, plus making 200 students and reading every essay back on a busy machine.
  }, 600_000)
})
