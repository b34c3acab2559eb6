// What one account can do to the server and to other people (issue 24), measured against a real
// PocketBase: what a real student uses of the storage quota, the per-account caps under 50
// parallel creates, control characters stored and served in the calendar feed, mail to an address
// no one verified, request-log rows naming a deleted account, and whether the reminders' stop link
// changes when reminders are turned back on. Each block prints its figures before asserting, so a
// run on older code prints the "before" column. Its figures are counts, not times, so it runs
// beside other tiers (ADR 0094); how fast an account fills the disk is storage-attack.test.ts.
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { startMailCatcher, type MailCatcher } from '../support/smtp.ts'
import { serverForTests } from '../integration/harness.ts'
import {
  addUniversity,
  apiAs,
  ownedBy,
  plannerStudent,
  records,
} from '../integration/planner-helpers.ts'
import type { StorageUse } from '../../ui/src/logic/profile/storage.ts'
import { printTable, statusText } from './report.ts'

describe('what a real student uses of the quota', () => {
  const server = serverForTests()

  it('300 essays of 650 words and their history fit the quota with room to spare', async () => {
    const { student, token } = await server.student('Heavy Writer')
    const api = apiAs(server, token)
    const used = async () => (await api.get('/api/account/storage')).body as StorageUse
    const start = await used()
    // 650 words as a student writes them, a typographic apostrophe in each sentence.
    const sentence = 'In my grandmother’s kitchen the radio was always on, and I learned to listen.'
    const words = Array.from({ length: 650 }, (_, i) => sentence.split(' ')[i % 14]).join(' ')
    const essay = await api.post(records('essays'), {
      user: student.id,
      kind: 'supplement',
      platform: 'common_app',
      title: 'Why this college',
      prompt:
        'Why do you want to attend? Tell us about the community you would add to. (650 words)',
      limit_unit: 'words',
      limit_max: 650,
      status: 'drafting',
    })
    const first = await api.post(`/api/essays/${essay.body.id as string}/save`, {
      baseRevision: 0,
      text: words,
      device: 'laptop',
      saveId: 'real-1',
      seq: 1,
    })
    const withCheckpoint = await used()
    const named = await api.post(`/api/essays/${essay.body.id as string}/save`, {
      baseRevision: first.body.revision,
      text: words,
      device: 'laptop',
      saveId: 'real-2',
      seq: 2,
      name: 'Sent to my counselor',
    })
    expect(named.status).toBe(200)
    const version = (await used()).used - withCheckpoint.used
    const essayWithOne = withCheckpoint.used - start.used
    const perEssay = start.quota / 300
    const versionsPerEssay = Math.floor((perEssay - (essayWithOne - version)) / version)
    printTable('The quota against real use (650-word essays)', [
      {
        'text bytes': Buffer.byteLength(words, 'utf8'),
        'an essay with its first version': essayWithOne,
        'each further version': version,
        quota: start.quota,
        'versions of each of 300 essays that fit': versionsPerEssay,
        'hours of writing that makes (a checkpoint each 10 min)': Math.round(versionsPerEssay / 6),
      },
    ])
    // The product's own rule keeps a checkpoint every 10 minutes of writing: 100 versions of each
    // of 300 essays is over 16 hours of writing on every one of them.
    expect(versionsPerEssay).toBeGreaterThan(100)
  })
})

describe('per-account caps under 50 parallel creates', () => {
  const server = serverForTests({ catalogue: true })

  /**
   * Creates `count` records as the admin, 20 per batch request (an application brings its plan's
   * steps: a batch must finish within the server's batch timeout on a busy machine).
   */
  async function fill(collection: string, count: number, body: (i: number) => object) {
    for (let start = 0; start < count; start += 20) {
      const requests = Array.from({ length: Math.min(20, count - start) }, (_, i) => ({
        method: 'POST',
        url: `/api/collections/${collection}/records`,
        body: body(start + i),
      }))
      const done = await server.http('/api/batch', {
        method: 'POST',
        token: server.adminToken,
        body: JSON.stringify({ requests }),
      })
      if (done.status !== 200) throw new Error(`${collection}: ${JSON.stringify(done.body)}`)
    }
  }

  async function schools(count: number): Promise<string[]> {
    const found = await server.http(
      `/api/collections/universities/records?perPage=${String(count)}&fields=id&sort=unitid`,
    )
    return (found.body.items as { id: string }[]).map((u) => u.id)
  }

  /** What a cap's creates need: the student, and ids made for them (schools, an essay, a link). */
  type Ctx = { user: string; token: string; ids: string[]; essay?: string; share?: Made }
  type Made = { id: string; token: string }

  type Cap = {
    /** The row's name: the collection and what the cap counts. */
    name: string
    collection: string
    cap: number
    /** A valid new record, the `i`th of its kind, as the admin fills them before the burst. */
    body: (ctx: Ctx, i: number) => object
    /** What the cap counts the records by. */
    counted: (ctx: Ctx) => string
    /** One create of the burst, as a student or supporter does it; its status. */
    create?: (ctx: Ctx, i: number) => Promise<number>
    /** Ids the bodies need (the schools of applications, an essay and a link for comments). */
    prepare?: (ctx: Ctx) => Promise<Partial<Ctx>>
  }

  const byUser = (ctx: Ctx) => `user="${ctx.user}"`

  /** An essay of the student's, and a link to it that allows comments. */
  async function essayAndLink(ctx: Ctx): Promise<Partial<Ctx>> {
    const api = apiAs(server, ctx.token)
    const essay = await api.post(records('essays'), {
      user: ctx.user,
      kind: 'supplement',
      platform: 'school_portal',
      title: 'Why us',
      status: 'drafting',
    })
    const made = await api.post('/api/shares', {
      label: 'Counselor',
      scope: ['essays'],
      comments: true,
      expires: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    })
    if (essay.status !== 200 || made.status !== 200)
      throw new Error(JSON.stringify([essay.body, made.body]))
    return {
      essay: essay.body.id as string,
      share: { id: made.body.share.id as string, token: made.body.token as string },
    }
  }

  /** A comment as the admin stores it, on the essay, left through `share` (or a removed link). */
  const commentRow = (ctx: Ctx, i: number, share: string) => ({
    user: ctx.user,
    essay: ctx.essay,
    share,
    author: 'Counselor',
    body: `Note ${String(i)}`,
    status: 'open',
  })

  /** A supporter's comment through the link: the only way one is made. */
  const supporterComment = async (ctx: Ctx, i: number) =>
    (
      await server.http('/api/shared', {
        method: 'POST',
        headers: { authorization: `Share ${ctx.share!.token}` },
        body: JSON.stringify({
          essay: ctx.essay,
          body: `Burst ${String(i)}`,
          quote: '',
          start: 0,
          end: 0,
          revision: 0,
        }),
      })
    ).status

  const CAPS: Cap[] = [
    {
      name: 'essays',
      collection: 'essays',
      cap: 300,
      counted: byUser,
      body: ({ user }, i) => ({
        user,
        kind: 'supplement',
        platform: 'school_portal',
        title: `Supplement ${String(i)}`,
        status: 'not_started',
      }),
    },
    {
      name: 'plan_tasks',
      collection: 'plan_tasks',
      cap: 1000,
      counted: byUser,
      body: ({ user }, i) => ({
        user,
        kind: 'custom',
        title: `Task ${String(i)}`,
        due: '2027-01-02',
      }),
    },
    {
      name: 'aid_dates',
      collection: 'aid_dates',
      cap: 200,
      counted: byUser,
      body: ({ user }, i) => ({
        user,
        kind: 'other',
        label: `Aid ${String(i)}`,
        date: '2027-02-01',
      }),
    },
    {
      name: 'recommenders',
      collection: 'recommenders',
      cap: 50,
      counted: byUser,
      body: ({ user }, i) => ({
        user,
        name: `Teacher ${String(i)}`,
        role: 'teacher',
        status: 'not_asked',
      }),
    },
    {
      name: 'scholarships',
      collection: 'scholarships',
      cap: 200,
      counted: byUser,
      body: ({ user }, i) => ({ user, sponsor: `Sponsor ${String(i)}`, status: 'planning' }),
    },
    {
      name: 'applications',
      collection: 'applications',
      cap: 100,
      counted: byUser,
      prepare: async ({ user }) => {
        const ids = await schools(125)
        await fill('saved_universities', ids.length, (i) => ({ user, university: ids[i] }))
        return { ids }
      },
      body: ({ user, ids }, i) => ({ user, university: ids[i], plan: 'rd' }),
    },
    {
      name: 'shares (per student)',
      collection: 'shares',
      cap: 30,
      counted: byUser,
      body: ({ user }, i) => ({
        user,
        label: `Helper ${String(i)}`,
        scope: ['list'],
        expires: new Date(Date.now() + 30 * 86_400_000).toISOString(),
        token_hash: String(i).padStart(64, 'f'),
      }),
      create: async ({ token }, i) =>
        (
          await apiAs(server, token).post('/api/shares', {
            label: `Burst ${String(i)}`,
            scope: ['list'],
            comments: false,
            expires: new Date(Date.now() + 30 * 86_400_000).toISOString(),
          })
        ).status,
    },
    {
      name: 'share_comments (per link)',
      collection: 'share_comments',
      cap: 200,
      prepare: essayAndLink,
      counted: (ctx) => `share="${ctx.share!.id}"`,
      body: (ctx, i) => commentRow(ctx, i, ctx.share!.id),
      create: supporterComment,
    },
    {
      name: 'share_comments (per essay)',
      collection: 'share_comments',
      cap: 300,
      prepare: essayAndLink,
      counted: (ctx) => `essay="${ctx.essay!}"`,
      // Left through links the student has since removed: the essay holds them, no link does.
      body: (ctx, i) => commentRow(ctx, i, ''),
      create: supporterComment,
    },
  ]

  it('each cap leaves exactly the cap', async () => {
    const rows: Record<string, string | number>[] = []
    // Printed even when a cap fails, so a run on older code shows every figure.
    onTestFinished(() => printTable('Caps: 50 parallel creates from cap - 25', rows))
    for (const { name, collection, cap, body, counted, create, prepare } of CAPS) {
      const { student, token } = await server.student(`Cap ${name}`)
      await plannerStudentSettings(student.id, token)
      const base: Ctx = { user: student.id, token, ids: [] }
      const ctx: Ctx = { ...base, ...(prepare ? await prepare(base) : {}) }
      const before = cap - 25
      await fill(collection, before, (i) => body(ctx, i))
      const statuses = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          create
            ? create(ctx, before + i)
            : server
                .http(records(collection), {
                  method: 'POST',
                  token,
                  body: JSON.stringify(body(ctx, before + i)),
                })
                .then((answer) => answer.status),
        ),
      )
      const filter = encodeURIComponent(counted(ctx))
      const stored = (
        await apiAs(server, server.adminToken).get(
          `${records(collection)}?perPage=1&fields=id&filter=${filter}`,
        )
      ).body.totalItems as number
      const counts = new Map<number, number>()
      for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1)
      rows.push({
        cap: name,
        max: cap,
        'before the burst': before,
        'answers to 50 parallel creates': statusText(counts),
        stored,
      })
    }
    for (const row of rows) expect(row.stored, String(row.cap)).toBe(row.max)
  }, 300_000)

  /** Planner settings, so tasks and aid dates have the student's zone. */
  async function plannerStudentSettings(user: string, token: string) {
    await apiAs(server, token).post(records('planner_settings'), {
      user,
      timezone: 'America/New_York',
    })
  }
})

describe('text a student stores, and what reaches others', () => {
  const server = serverForTests()
  let mail: MailCatcher
  beforeAll(async () => {
    mail = await startMailCatcher()
    const saved = await apiAs(server, server.adminToken).patch('/api/settings', {
      meta: { appURL: server.url, senderAddress: 'planner@compass.example' },
      smtp: { enabled: true, host: '127.0.0.1', port: mail.port, tls: false },
    })
    if (saved.status !== 200) throw new Error(JSON.stringify(saved.body))
  })
  afterAll(async () => {
    await mail.close()
  })

  // eslint-disable-next-line no-control-regex -- the control characters the feed must not serve
  const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g
  const hostile = 'Call coach\u0000\u001b[31m\u0007 \u202eevil\u202c now'

  it('control characters: refused when stored, never served in the calendar feed', async () => {
    const maya = await plannerStudent(server, 'America/New_York')
    const task = await maya.own('plan_tasks', { kind: 'custom', title: hostile, due: '2027-01-05' })
    const recommender = await maya.own('recommenders', {
      name: `Ms\u0000 Lee\u202e`,
      role: 'teacher',
      status: 'not_asked',
    })
    // Stored earlier (an admin import, or a record from before the rule): the feed cleans it.
    const legacy = await apiAs(server, server.adminToken).post(records('aid_dates'), {
      user: maya.id,
      kind: 'other',
      label: hostile,
      date: '2027-01-06',
    })
    const feed = await maya.api.post('/api/planner/calendar-feed', {})
    const ics = await (await fetch(`${server.url}${feed.body.path as string}`)).text()
    const served = (ics.match(CONTROL) ?? []).length
    printTable('Control characters', [
      {
        'task title': task.status,
        'recommender name': recommender.status,
        'aid label (as the admin)': legacy.status,
        'control characters in the feed': served,
      },
    ])
    expect(task.status).toBe(400)
    expect(Object.keys(task.body.data)).toEqual(['title'])
    expect(recommender.status).toBe(400)
    expect(Object.keys(recommender.body.data)).toEqual(['name'])
    expect(served).toBe(0)
  })

  it('mail: none to an address no one verified; the stop link rotates when reminders come back', async () => {
    const email = `someone-elses-${String(Date.now())}@example.test`
    const password = 'stranger-password-1'
    const signedUp = await server.signUp({ name: 'A Stranger', email, password })
    expect(signedUp.status).toBe(200)
    const auth = await server.http('/api/collections/users/auth-with-password', {
      method: 'POST',
      body: JSON.stringify({ identity: email, password }),
    })
    const stranger = apiAs(server, auth.body.token as string)
    const user = auth.body.record.id as string
    const settings = { reminders_enabled: true, deadline_alerts: true, alert_days: 7 }
    await stranger.post(records('planner_settings'), { user, timezone: 'UTC', ...settings })
    const school = await addUniversity(server, { name: 'Unasked State University' })
    await stranger.post(records('saved_universities'), { user, university: school })
    const soon = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10)
    await stranger.post(records('applications'), {
      user,
      university: school,
      plan: 'ea',
      deadline_date: soon,
      deadline_zone_rule: 'school',
      deadline_zone: 'UTC',
    })

    // A verified student with the same plan, processed after the stranger: their mail ends the run.
    const owner = await plannerStudent(server, 'UTC', settings, 'Verified Owner')
    const ownSchool = await owner.listNew({ name: 'Owner State University' })
    await owner.apply(ownSchool, {
      plan: 'ea',
      deadline_date: soon,
      deadline_zone_rule: 'school',
      deadline_zone: 'UTC',
    })
    const run = async () => {
      const before = mail.mails.filter((m) => m.to.includes(owner.email.toLowerCase())).length
      await apiAs(server, server.adminToken).post('/api/crons/planner_reminders', {})
      await mail.waitFor(
        (m) =>
          m.to.includes(owner.email.toLowerCase()) &&
          mail.mails.filter((x) => x.to.includes(owner.email.toLowerCase())).length > before,
      )
    }
    await run()
    const toStranger = mail.mails.filter((m) => m.to.includes(email)).length

    // The stop link: pressed, reminders turned back on, then the old link again.
    const first = mail.mails.find((m) => m.to.includes(owner.email.toLowerCase()))!
    const stop = first.links.find((link) => link.includes('/api/planner/reminders/stop?token='))!
    await fetch(stop, { method: 'POST', body: 'List-Unsubscribe=One-Click' })
    const [stored] = await ownedBy(server, 'planner_settings', owner.id)
    await owner.api.patch(records('planner_settings', stored.id as string), {
      reminders_enabled: true,
    })
    const oldLink = await fetch(stop, { method: 'POST' })
    const stillOn = (await ownedBy(server, 'planner_settings', owner.id))[0].reminders_enabled

    printTable('Mail and the stop link', [
      {
        'reminder mails to an unverified address': toStranger,
        'old stop link after reminders are turned back on': oldLink.status,
        'reminders still on after the old link': String(stillOn),
      },
    ])
    expect(toStranger).toBe(0)
    expect(oldLink.status).toBe(404)
    expect(stillOn).toBe(true)
  })
})

describe('request logs after an account is deleted', () => {
  const server = serverForTests()

  it('keep no row naming the account, even for requests right up to the deletion', async () => {
    const { student, token, password } = await server.student('Leaving Student')
    let deleting = true
    let requests = 0
    const busy = async () => {
      while (deleting) {
        await server.http(`/api/collections/users/records/${student.id}`, { token })
        await server.http(
          `/api/collections/plan_tasks/records?filter=${encodeURIComponent(`user="${student.id}"`)}`,
          { token },
        )
        requests += 2
      }
    }
    const loops = Array.from({ length: 4 }, busy)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const deleted = await server.http('/api/account/delete', {
      method: 'POST',
      token,
      body: JSON.stringify({ confirmation: password }),
    })
    deleting = false
    await Promise.all(loops)
    expect(deleted.status).toBe(204)
    // PocketBase writes request logs in batches every few seconds: wait past two of them.
    await new Promise((resolve) => setTimeout(resolve, 7_000))
    const filter = encodeURIComponent(`data.url ~ '${student.id}' || message ~ '${student.id}'`)
    const left = await server.http(`/api/logs?perPage=1&filter=${filter}`, {
      token: server.adminToken,
    })
    printTable('Request logs after deletion', [
      {
        'requests naming the account around the deletion': requests,
        'log rows naming it afterwards': left.body.totalItems,
      },
    ])
    expect(left.body.totalItems).toBe(0)
  })
})
