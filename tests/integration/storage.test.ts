// Storage per account (docs/adr/0075) against a real PocketBase with a 1 MB quota: the account's
// bytes across its collections, the oldest unnamed conflict copies pruned first, nothing named or
// of an essay marked final ever pruned, and a write that cannot fit refused with a 400 naming the
// storage, leaving nothing half-written.
import { join } from 'node:path'
import { DatabaseSync } from 'node:sqlite'
import { describe, expect, it } from 'vitest'
import { loadHookModule } from '../../pocketbase/scripts/hook-module.ts'
import { SHARE_LIMITS } from '../../ui/src/logic/sharing/share.ts'
import { serverForTests } from './harness.ts'
import { downAndUpFrom } from './migration-helpers.ts'
import { apiAs, ownedBy, records, type Api } from './planner-helpers.ts'
import { asSupporter, saveEssayText, shareBody, sharingStudent } from './sharing-helpers.ts'

const QUOTA = 1_000_000
const server = serverForTests({ env: { STUDENT_STORAGE_MB: '1' } })

/** A 25,000-character text of three-byte characters (75,000 bytes), distinct for each `n`. */
const big = (n: number) => `${String(n)}${'€'.repeat(25_000 - String(n).length)}`

let seq = 0
function save(api: Api, essayId: string, body: Record<string, unknown>) {
  seq++
  return api.post(`/api/essays/${essayId}/save`, {
    device: 'laptop',
    saveId: `s-${String(seq)}`,
    seq,
    ...body,
  })
}

async function writer(name: string) {
  const { student, token, data } = await server.student(name)
  const api = apiAs(server, token)
  const essay = async (fields: Record<string, unknown> = {}) => {
    const created = await api.post(records('essays'), {
      user: student.id,
      kind: 'supplement',
      platform: 'school_portal',
      title: 'Why us',
      status: 'drafting',
      ...fields,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    // Revision 1 from the laptop: a phone's save based on revision 0 is then a conflict.
    const first = await save(api, created.body.id as string, { baseRevision: 0, text: 'Draft.' })
    expect(first.status).toBe(200)
    return created.body.id as string
  }
  const conflict = (essayId: string, n: number) =>
    save(api, essayId, { baseRevision: 0, text: big(n), device: 'phone' })
  return { id: student.id, api, data, essay, conflict }
}

const used = async (api: Api) => (await api.get('/api/account/storage')).body.used as number

describe('the account’s storage', () => {
  it('is counted in every collection a student owns: each has the hidden bytes field and its index', async () => {
    const { STUDENT_COLLECTIONS } = loadHookModule('lib/student-data.js') as {
      STUDENT_COLLECTIONS: { collection: string; owner: string }[]
    }
    for (const { collection, owner } of STUDENT_COLLECTIONS) {
      const schema = (await apiAs(server, server.adminToken).get(`/api/collections/${collection}`))
        .body as { fields: { name: string; type: string; hidden: boolean }[]; indexes: string[] }
      expect(schema.fields, collection).toContainEqual(
        expect.objectContaining({ name: 'bytes', type: 'number', hidden: true }),
      )
      expect(
        schema.indexes.some((index) => index.includes(`\`${owner}\`, \`bytes\``)),
        collection,
      ).toBe(true)
    }
  })

  it('counts the bytes of every collection the student owns, and says the quota', async () => {
    const maya = await writer('Maya Bytes')
    const empty = await maya.data.storage.usage()
    expect(empty.quota).toBe(QUOTA)
    const id = await maya.essay()
    await save(maya.api, id, { baseRevision: 1, text: 'x'.repeat(10_000) })
    const withEssay = await used(maya.api)
    // The head and its first version hold the 10,000 bytes.
    expect(withEssay - empty.used).toBeGreaterThan(10_000)
    const task = await maya.api.post(records('plan_tasks'), {
      user: maya.id,
      kind: 'custom',
      title: 'é'.repeat(150),
      due: '2027-01-05',
    })
    expect(task.status).toBe(200)
    expect((await used(maya.api)) - withEssay).toBeGreaterThan(300)
    // An admin reads any account's, and the student's own is theirs alone.
    const admin = await apiAs(server, server.adminToken).get(`/api/account/storage?user=${maya.id}`)
    expect(admin.body).toEqual({ used: await used(maya.api), quota: QUOTA })
    expect((await apiAs(server, undefined).get('/api/account/storage')).status).toBe(401)
  })

  it('prunes the oldest unnamed conflict copies first; never a named version or a final essay’s', async () => {
    const sam = await writer('Sam Conflicts')
    // A conflict copy of an essay the student then marks final.
    const finalEssay = await sam.essay()
    expect((await sam.conflict(finalEssay, 0)).status).toBe(409)
    await sam.api.patch(records('essays', finalEssay), { status: 'final' })
    // A version the student named.
    const drafting = await sam.essay()
    const named = await save(sam.api, drafting, {
      baseRevision: 1,
      text: big(1),
      name: 'Keep me',
    })
    expect(named.status).toBe(200)

    // Twenty conflicting 75 KB texts: three times what the megabyte holds.
    const answers: number[] = []
    for (let n = 100; n < 120; n++) answers.push((await sam.conflict(drafting, n)).status)
    expect(answers.every((status) => status === 409)).toBe(true)
    expect(await used(sam.api)).toBeLessThanOrEqual(QUOTA)

    const versions = await ownedBy(server, 'essay_versions', sam.id)
    expect(versions.some((v) => v.name === 'Keep me')).toBe(true)
    expect(versions.some((v) => v.essay === finalEssay && v.reason === 'refused')).toBe(true)
    const kept = versions
      .filter((v) => v.essay === drafting && v.reason === 'refused')
      .map((v) => Number(String(v.text).replace(/€+$/, '')))
    // The newest copies stayed, in one unbroken run up to the last.
    expect(kept.length).toBeGreaterThan(3)
    expect(kept).toEqual(Array.from({ length: kept.length }, (_, i) => 120 - kept.length + i))
  })

  it('a write that cannot fit is refused with a 400 naming the storage, and nothing is written', async () => {
    const lee = await writer('Lee Full')
    const id = await lee.essay()
    // Named versions are never pruned: name them until the megabyte is full.
    let refused: { status: number; body: any } | null = null
    for (let n = 0; n < 20 && !refused; n++) {
      const answer = await save(lee.api, id, {
        baseRevision: n + 1,
        text: big(n),
        name: `V${String(n)}`,
      })
      if (answer.status !== 200) refused = answer
    }
    expect(refused?.status).toBe(400)
    expect(refused?.body.data.storage.message).toBe(
      'Your storage is full (1 MB): delete essays, versions or plans you no longer need to make room.',
    )
    const essay = (await lee.api.get(records('essays', id))).body
    const before = await used(lee.api)
    const versions = (await ownedBy(server, 'essay_versions', lee.id)).length
    // The refused save changed nothing: not the head, not a version.
    const again = await save(lee.api, id, {
      baseRevision: essay.revision,
      text: big(99),
      name: 'One more',
    })
    expect(again.status).toBe(400)
    expect((await lee.api.get(records('essays', id))).body.revision).toBe(essay.revision)
    expect((await ownedBy(server, 'essay_versions', lee.id)).length).toBe(versions)
    expect(await used(lee.api)).toBe(before)
    expect(before).toBeLessThanOrEqual(QUOTA)

    // Any other record is refused the same way once nothing more fits, through the data layer too.
    let last = 200
    for (let n = 0; n < 20 && last === 200; n++) {
      last = (
        await lee.api.post(records('essays'), {
          user: lee.id,
          kind: 'supplement',
          platform: 'school_portal',
          title: `Prompt ${String(n)}`,
          prompt: '€'.repeat(2000),
          status: 'not_started',
        })
      ).status
    }
    expect(last).toBe(400)
    const full = await lee.data.essays
      .create({
        kind: 'supplement',
        platform: 'school_portal',
        title: 'Still no room',
        prompt: '€'.repeat(2000),
        limit: null,
        group: null,
        category: null,
        applicationIds: [],
        guardPhrases: [],
        status: 'not_started',
      })
      .catch((error: unknown) => error)
    // A refusal on the field `storage`, in the server's words: final, never tried again.
    expect(full).toMatchObject({
      kind: 'invalid',
      fields: {
        storage:
          'Your storage is full (1 MB): delete essays, versions or plans you no longer need to make room.',
      },
    })
    expect(await used(lee.api)).toBeLessThanOrEqual(QUOTA)
  })
})

describe('shared links and the comments left through them', () => {
  it('count against the student’s storage; the largest comment a supporter can leave, measured', async () => {
    const zoe = await sharingStudent(server, 'Zoe Shares')
    // Four-byte characters everywhere a comment holds text: a 40-character label (the comment's
    // author), a 1,000-character comment quoting 1,000 characters of the essay.
    const text = '😀'.repeat(2_000)
    const revision = await saveEssayText(server, zoe.token, zoe.essayId, 1, text)
    const before = await used(zoe.api)
    const made = await zoe.share(
      shareBody({ label: '😀'.repeat(SHARE_LIMITS.labelMax), scope: ['essays'], comments: true }),
    )
    expect(made.status).toBe(200)
    const withShare = await used(zoe.api)
    expect(withShare - before).toBeGreaterThan(4 * SHARE_LIMITS.labelMax)
    const quote = text.slice(0, 2 * SHARE_LIMITS.quoteMax)
    const sent = await asSupporter(server, made.body.token as string, {
      body: {
        essay: zoe.essayId,
        body: '😀'.repeat(SHARE_LIMITS.commentMax),
        quote,
        start: 0,
        end: quote.length,
        revision,
      },
    })
    expect(sent.status, JSON.stringify(sent.body)).toBe(200)
    const [comment] = await ownedBy(server, 'share_comments', zoe.id)
    // The row, its id, its three links, the author, the words, the quote, and its status.
    const largest = 200 + 15 + 3 * 16 + 4 * (SHARE_LIMITS.labelMax + 2 * SHARE_LIMITS.commentMax)
    expect(comment.bytes).toBe(largest + 'open'.length)
    expect((await used(zoe.api)) - withShare).toBe(comment.bytes)
    const resolved = largest + 'resolved'.length
    console.log(
      `The largest comment takes ${String(resolved)} bytes resolved: one link's ${String(SHARE_LIMITS.commentsPerShare)} at most ${String(resolved * SHARE_LIMITS.commentsPerShare)} bytes; ${String(SHARE_LIMITS.perStudent)} links at once ${String(resolved * SHARE_LIMITS.commentsPerShare * SHARE_LIMITS.perStudent)} bytes; one essay's ${String(SHARE_LIMITS.commentsPerEssay)} ${String(resolved * SHARE_LIMITS.commentsPerEssay)} bytes`,
    )
  })

  it('a full account refuses a supporter’s comment and a new link with a 400 naming the storage', async () => {
    const kim = await sharingStudent(server, 'Kim Full Shares')
    const made = await kim.share(shareBody({ scope: ['essays'], comments: true }))
    expect(made.status).toBe(200)
    // Named versions are never pruned: name them until the megabyte is nearly full.
    let revision = 1
    let last = { status: 0, body: {} as any }
    for (let n = 0; n < 20 && last.status !== 400; n++) {
      last = await save(kim.api, kim.essayId, {
        baseRevision: revision,
        text: big(n),
        name: `V${String(n)}`,
        device: 'kim-laptop',
      })
      if (last.status === 200) revision = last.body.revision as number
    }
    expect(Object.keys(last.body.data)).toEqual(['storage'])
    // Then comments, until the next one no longer fits.
    const comment = () =>
      asSupporter(server, made.body.token as string, {
        body: { essay: kim.essayId, body: 'é'.repeat(1000), quote: '', start: 0, end: 0, revision },
      })
    let left = 0
    let refused = await comment()
    while (refused.status === 200 && left < SHARE_LIMITS.commentsPerShare) {
      left++
      refused = await comment()
    }
    const full = await used(kim.api)
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.data)).toEqual(['storage'])
    expect(await ownedBy(server, 'share_comments', kim.id)).toHaveLength(left)
    // And links, until the next one no longer fits either.
    let links = 1
    let another = await kim.share(shareBody({ label: 'x'.repeat(SHARE_LIMITS.labelMax) }))
    while (another.status === 200 && links < SHARE_LIMITS.perStudent) {
      links++
      another = await kim.share(shareBody({ label: 'x'.repeat(SHARE_LIMITS.labelMax) }))
    }
    expect(another.status).toBe(400)
    expect(Object.keys(another.body.data)).toEqual(['storage'])
    expect(await ownedBy(server, 'shares', kim.id)).toHaveLength(links)
    expect(await used(kim.api)).toBeLessThanOrEqual(QUOTA)
    expect(await used(kim.api)).toBeGreaterThanOrEqual(full)
  })
})

/** Runs `run` on the data directory's database, then closes it. */
function sqlIn<T>(dir: string, run: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(join(dir, 'data.db'))
  try {
    return run(db)
  } finally {
    db.close()
  }
}

/** A table's columns, or its indexes, in the data directory's database. */
const pragma = (dir: string, what: 'table_info' | 'index_list', table: string) =>
  sqlIn(dir, (db) => db.prepare(`PRAGMA ${what}(${table})`).all() as { name: string }[]).map(
    (row) => row.name,
  )

/**
 * Rows stored before a migration, measured by it: `rows` are inserted once it is reverted
 * ('down'), and once applied again the `bytes` of each `id` (by table) are read back; null before.
 */
function measuredBefore(
  dir: string,
  stage: 'up' | 'down' | 'up again',
  rows: readonly { table: string; id: string; sql: string; params?: string[] }[],
): Record<string, number> | null {
  if (stage === 'down')
    sqlIn(dir, (db) => {
      for (const row of rows) db.prepare(row.sql).run(...(row.params ?? []))
    })
  if (stage !== 'up again') return null
  return Object.fromEntries(
    rows.map(({ table, id }) => [
      id,
      sqlIn(
        dir,
        (db) => db.prepare(`SELECT bytes FROM ${table} WHERE id = ?`).get(id) as { bytes: number },
      ).bytes,
    ]),
  )
}

describe('migration 1763920000', () => {
  it('measures the links and comments stored before it, has a down step, and applies again', () => {
    downAndUpFrom('1763920000', (dir, stage) => {
      for (const table of ['shares', 'share_comments']) {
        expect(pragma(dir, 'table_info', table).includes('bytes'), table).toBe(stage !== 'down')
        expect(pragma(dir, 'index_list', table).includes(`idx_${table}_bytes`), table).toBe(
          stage !== 'down',
        )
      }
      if (stage === 'down') {
        // A link and a comment stored before their storage was counted.
        sqlIn(dir, (db) => {
          db.prepare(
            "INSERT INTO shares (id, user, label, scope, expires, token_hash) VALUES ('sharebefore0001', 'someonestudent1', 'Grand-mère', '[\"essays\"]', '2027-01-01 00:00:00.000Z', ?)",
          ).run('a'.repeat(64))
          db.prepare(
            "INSERT INTO share_comments (id, user, essay, share, author, body, status) VALUES ('commentbefore01', 'someonestudent1', 'someessay000001', 'sharebefore0001', 'Grand-mère', ?, 'open')",
          ).run('é'.repeat(500))
        })
      }
      if (stage !== 'up again') return
      const bytes = sqlIn(dir, (db) =>
        db
          .prepare(
            "SELECT (SELECT bytes FROM shares WHERE id = 'sharebefore0001') AS share, (SELECT bytes FROM share_comments WHERE id = 'commentbefore01') AS comment",
          )
          .get(),
      ) as { share: number; comment: number }
      // The row, its id, its link, the label (11 bytes) and the token's hash (a choice of
      // several, such as the scope, reads as no text and is not counted).
      expect(bytes.share).toBe(200 + 15 + 16 + 11 + 64)
      // The row, its id, its three links, the author, 500 two-byte characters and the status.
      expect(bytes.comment).toBe(200 + 15 + 3 * 16 + 11 + 1000 + 'open'.length)
    })
  })
})

describe('migration 1763905100', () => {
  it('measures the scholarships stored before it, has a down step, and applies again', () => {
    downAndUpFrom('1763905100', (dir, stage) => {
      expect(pragma(dir, 'table_info', 'scholarships').includes('bytes')).toBe(stage !== 'down')
      expect(pragma(dir, 'index_list', 'scholarships').includes('idx_scholarships_bytes')).toBe(
        stage !== 'down',
      )
      if (stage === 'down') {
        // A scholarship stored before its storage was counted.
        sqlIn(dir, (db) => {
          db.prepare(
            "INSERT INTO scholarships (id, user, sponsor, status, url) VALUES ('scholarbefore01', 'someonestudent1', 'Fondation Hélène', 'planning', ?)",
          ).run('https://example.org/apply')
        })
      }
      if (stage !== 'up again') return
      const bytes = sqlIn(dir, (db) =>
        db.prepare("SELECT bytes FROM scholarships WHERE id = 'scholarbefore01'").get(),
      ) as { bytes: number }
      // The row, its id, its owner link, the sponsor (18 bytes: "é" and "è" take two each), the
      // status, the address and the amount not given (the JSON "null"); empty texts add nothing.
      expect(bytes.bytes).toBe(200 + 15 + 16 + 18 + 'planning'.length + 25 + 'null'.length)
    })
  })
})

describe('migration 1763880100', () => {
  it('measures the records stored before it, has a down step, and applies again', () => {
    downAndUpFrom('1763880100', (dir, stage) => {
      expect(pragma(dir, 'table_info', 'essays').includes('bytes')).toBe(stage !== 'down')
      // Records stored before the quota existed.
      const bytes = measuredBefore(dir, stage, [
        {
          table: 'essays',
          id: 'essaybefore0001',
          sql: "INSERT INTO essays (id, user, kind, platform, status, text) VALUES ('essaybefore0001', 'someonestudent1', 'supplement', 'school_portal', 'drafting', ?)",
          params: ['é'.repeat(10_000)],
        },
        {
          table: 'plan_tasks',
          id: 'taskbefore00001',
          sql: "INSERT INTO plan_tasks (id, user, kind, title, due) VALUES ('taskbefore00001', 'someonestudent1', 'custom', 'Visit', '2027-01-05')",
        },
      ])
      if (!bytes) return
      // 10,000 two-byte characters, and the fixed share of every record.
      expect(bytes.essaybefore0001).toBeGreaterThanOrEqual(20_200)
      expect(bytes.essaybefore0001).toBeLessThan(21_000)
      expect(bytes.taskbefore00001).toBeGreaterThan(200)
    })
  })
})

describe('migration 1763900100', () => {
  it('measures the portals and interviews stored before it, has a down step, and applies again', () => {
    const url = 'https://apply.example.edu/status'
    downAndUpFrom('1763900100', (dir, stage) => {
      for (const table of ['application_portals', 'interviews']) {
        expect(pragma(dir, 'table_info', table).includes('bytes'), table).toBe(stage !== 'down')
        expect(pragma(dir, 'index_list', table).includes(`idx_${table}_bytes`), table).toBe(
          stage !== 'down',
        )
      }
      // A portal and an interview stored before their storage was counted.
      const bytes = measuredBefore(dir, stage, [
        {
          table: 'application_portals',
          id: 'portalbefore001',
          sql: "INSERT INTO application_portals (id, user, application, url) VALUES ('portalbefore001', 'someonestudent1', 'someapplication', ?)",
          params: [url],
        },
        {
          table: 'interviews',
          id: 'interviewbefore',
          sql: "INSERT INTO interviews (id, user, application, status, zone_rule, place) VALUES ('interviewbefore', 'someonestudent1', 'someapplication', 'done', 'school', 'Room 4')",
        },
      ])
      if (!bytes) return
      // The row, its id, its two links, and the address (an empty checklist adds a few bytes).
      const portal = bytes.portalbefore001!
      expect(portal).toBeGreaterThanOrEqual(200 + 15 + 2 * 16 + url.length)
      expect(portal).toBeLessThan(200 + 15 + 2 * 16 + url.length + 8)
      // The row, its id, its two links, the status and zone rule chosen, and the place.
      expect(bytes.interviewbefore).toBe(200 + 15 + 2 * 16 + 'done'.length + 'school'.length + 6)
    })
  })
})
