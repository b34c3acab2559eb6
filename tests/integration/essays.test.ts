// Essays against a real PocketBase: owner-only rules, server validation, the save route's
// revision check (409 on a stale base, never an overwrite) and immutable versions.
import { describe, expect, it } from 'vitest'
import { ESSAY_LIMITS } from '../../ui/src/logic/essays/essay.ts'
import { serverForTests } from './harness.ts'

const server = serverForTests()

type Writer = { id: string; token: string; password: string }

async function writer(name = 'Essay Writer'): Promise<Writer> {
  const { student, token, password } = await server.student(name)
  return { id: student.id, token, password }
}

const ESSAYS = '/api/collections/essays/records'
const VERSIONS = '/api/collections/essay_versions/records'

function createEssay(owner: Writer, fields: Record<string, unknown> = {}, token = owner.token) {
  return server.http(ESSAYS, {
    method: 'POST',
    token,
    body: JSON.stringify({
      user: owner.id,
      kind: 'supplement',
      platform: 'common_app',
      title: 'Why Northwestern',
      prompt: 'Why do you want to study here? (300 words)',
      limit_unit: 'words',
      limit_max: 300,
      status: 'not_started',
      ...fields,
    }),
  })
}

async function newEssay(owner: Writer, fields: Record<string, unknown> = {}): Promise<string> {
  const created = await createEssay(owner, fields)
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.id as string
}

/** Rising, like a device's edit count. */
let seq = 0

function save(
  token: string,
  essayId: string,
  /** baseRevision and text, and any of device, saveId, seq, name to override. */
  body: Record<string, unknown>,
) {
  seq++
  return server.http(`/api/essays/${essayId}/save`, {
    method: 'POST',
    token,
    body: JSON.stringify({ device: 'laptop', saveId: `s-${seq}`, seq, ...body }),
  })
}

async function versionsOf(token: string, essayId: string) {
  const list = await server.http(
    `${VERSIONS}?filter=${encodeURIComponent(`essay = "${essayId}"`)}&sort=created,revision&perPage=200`,
    { token },
  )
  expect(list.status).toBe(200)
  return list.body.items as {
    id: string
    reason: string
    text: string
    name: string
    revision: number
  }[]
}

describe('saving text: only forward from the revision the writer saw', () => {
  it('the first save moves revision 0 to 1, starts drafting and keeps a first version', async () => {
    const maya = await writer()
    const id = await newEssay(maya)
    const saved = await save(maya.token, id, {
      baseRevision: 0,
      text: 'I first walked into the lab.',
    })
    expect(saved.status, JSON.stringify(saved.body)).toBe(200)
    expect(saved.body.revision).toBe(1)
    const essay = await server.http(`${ESSAYS}/${id}`, { token: maya.token })
    expect(essay.body).toMatchObject({
      text: 'I first walked into the lab.',
      revision: 1,
      status: 'drafting',
    })
    expect((await versionsOf(maya.token, id)).map((v) => [v.reason, v.revision])).toEqual([
      ['checkpoint', 1],
    ])
  })

  it('a stale base from another device gets 409 with the current copy; the refused text is kept, once', async () => {
    const maya = await writer()
    const id = await newEssay(maya)
    await save(maya.token, id, { baseRevision: 0, text: 'Laptop text', device: 'laptop' })
    const body = { baseRevision: 0, text: 'Phone text', device: 'phone', saveId: 'phone-1' }
    const refused = await save(maya.token, id, body)
    expect(refused.status).toBe(409)
    expect(refused.body.data.baseRevision.code).toBe('stale_revision')
    expect(refused.body.current).toMatchObject({ revision: 1, text: 'Laptop text' })
    expect((await save(maya.token, id, body)).status).toBe(409)

    const essay = await server.http(`${ESSAYS}/${id}`, { token: maya.token })
    expect(essay.body).toMatchObject({ text: 'Laptop text', revision: 1 })
    const versions = await versionsOf(maya.token, id)
    expect(versions.filter((v) => v.reason === 'refused').map((v) => v.text)).toEqual([
      'Phone text',
    ])
  })

  it('a device whose answer was lost continues its own work; a repeated request changes nothing', async () => {
    const maya = await writer()
    const id = await newEssay(maya)
    const first = {
      baseRevision: 0,
      text: 'Draft one',
      device: 'laptop',
      saveId: 'laptop-1',
      seq: 1,
    }
    expect((await save(maya.token, id, first)).body.revision).toBe(1)
    // The same request again (a retry after a lost answer): answered, not applied twice.
    expect((await save(maya.token, id, first)).body.revision).toBe(1)
    // A newer text still based on 0: the revision after 0 is this device's own.
    const next = await save(maya.token, id, {
      baseRevision: 0,
      text: 'Draft one, longer',
      device: 'laptop',
      saveId: 'laptop-2',
      seq: 2,
    })
    expect(next.status).toBe(200)
    expect(next.body.revision).toBe(2)
    // The first request arriving again late (a timed-out retry) never replaces the newer text.
    const late = await save(maya.token, id, first)
    expect(late.status).toBe(409)
    const essay = await server.http(`${ESSAYS}/${id}`, { token: maya.token })
    expect(essay.body).toMatchObject({ text: 'Draft one, longer', revision: 2 })
  })

  it("writing over another device's text (having seen it) keeps theirs as a version", async () => {
    const maya = await writer()
    const id = await newEssay(maya)
    await save(maya.token, id, { baseRevision: 0, text: 'From the laptop', device: 'laptop' })
    // Later than the checkpoint interval is not needed: a device change always keeps the old head.
    const phone = await save(maya.token, id, {
      baseRevision: 1,
      text: 'From the phone',
      device: 'phone',
    })
    expect(phone.body.revision).toBe(2)
    const versions = await versionsOf(maya.token, id)
    expect(versions.map((v) => [v.reason, v.text])).toContainEqual([
      'checkpoint',
      'From the laptop',
    ])
    const back = await save(maya.token, id, {
      baseRevision: 2,
      text: 'Laptop again',
      device: 'laptop',
    })
    expect(back.body.revision).toBe(3)
    expect((await versionsOf(maya.token, id)).map((v) => [v.reason, v.text])).toContainEqual([
      'replaced',
      'From the phone',
    ])
  })

  it('names a version, renames it, and cannot change or delete it otherwise', async () => {
    const maya = await writer()
    const id = await newEssay(maya)
    await save(maya.token, id, { baseRevision: 0, text: 'Version A' })
    const named = await save(maya.token, id, {
      baseRevision: 1,
      text: 'Version A',
      name: ' Sent to Cornell ',
    })
    expect(named.status, JSON.stringify(named.body)).toBe(200)
    const version = (await versionsOf(maya.token, id)).find((v) => v.id === named.body.versionId)
    expect(version).toMatchObject({ reason: 'named', name: 'Sent to Cornell', text: 'Version A' })

    const path = `${VERSIONS}/${named.body.versionId}`
    const rename = await server.http(path, {
      method: 'PATCH',
      token: maya.token,
      body: JSON.stringify({ name: 'Cornell, final' }),
    })
    expect(rename.status).toBe(200)
    expect(rename.body.name).toBe('Cornell, final')
    const edit = await server.http(path, {
      method: 'PATCH',
      token: maya.token,
      body: JSON.stringify({ text: 'Rewritten history' }),
    })
    expect(edit.status).toBe(400)
    expect(edit.body.data.text.message).toMatch(/cannot be changed/)
    expect((await server.http(path, { method: 'DELETE', token: maya.token })).status).toBe(403)
    const create = await server.http(VERSIONS, {
      method: 'POST',
      token: maya.token,
      body: JSON.stringify({ user: maya.id, essay: id, text: 'forged', reason: 'named' }),
    })
    expect(create.status).toBe(403)
    expect((await server.http(path, { token: maya.token })).body.text).toBe('Version A')
  })
})

/**
 * Creates records `from` to `total` at `url` as an admin (students cannot create versions, and
 * a student's own creates stop at the limits), in batches of 100; `body(n)` is the nth record.
 */
async function adminCreate(
  url: string,
  from: number,
  total: number,
  body: (n: number) => Record<string, unknown>,
): Promise<void> {
  for (let start = from; start < total; start += 100) {
    const requests = Array.from({ length: Math.min(100, total - start) }, (_, i) => ({
      method: 'POST',
      url,
      body: body(start + i),
    }))
    const batch = await server.http('/api/batch', {
      method: 'POST',
      token: server.adminToken,
      body: JSON.stringify({ requests }),
    })
    expect(batch.status, JSON.stringify(batch.body).slice(0, 300)).toBe(200)
  }
}

/** Fills an essay's history up to `total` versions. */
async function fillHistory(owner: Writer, essayId: string, total: number): Promise<void> {
  await adminCreate(VERSIONS, await versionCount(owner, essayId), total, (n) => ({
    user: owner.id,
    essay: essayId,
    revision: 1,
    text: `v${n}`,
    reason: 'checkpoint',
  }))
}

async function versionCount(owner: Writer, essayId: string): Promise<number> {
  const count = await server.http(
    `${VERSIONS}?perPage=1&filter=${encodeURIComponent(`essay = "${essayId}"`)}`,
    { token: owner.token },
  )
  return count.body.totalItems as number
}

describe('the version limit', () => {
  it('at 500 versions naming another is refused (400 on name) and saving still lands', async () => {
    const maya = await writer()
    const id = await newEssay(maya)
    await save(maya.token, id, { baseRevision: 0, text: 'Kept text' })
    await fillHistory(maya, id, 500)
    expect(await versionCount(maya, id)).toBe(500)
    const named = await save(maya.token, id, {
      baseRevision: 1,
      text: 'Kept text',
      name: 'One more',
    })
    expect(named.status).toBe(400)
    expect(Object.keys(named.body.data)).toEqual(['name'])
    const saved = await save(maya.token, id, { baseRevision: 1, text: 'Kept text, and more' })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ revision: 2, versionId: '' })
  }, 60_000)

  it('at 1,000 versions a refused or replaced text is no longer kept, and saves are still answered', async () => {
    const maya = await writer()
    const id = await newEssay(maya)
    await save(maya.token, id, { baseRevision: 0, text: 'Laptop text', device: 'laptop' })
    await fillHistory(maya, id, ESSAY_LIMITS.versionsHardMax)
    const refused = await save(maya.token, id, {
      baseRevision: 0,
      text: 'Phone text',
      device: 'phone',
    })
    expect(refused.status).toBe(409)
    expect(refused.body.current).toMatchObject({ revision: 1, text: 'Laptop text' })
    const over = await save(maya.token, id, {
      baseRevision: 1,
      text: 'Phone text, having seen the laptop’s',
      device: 'phone',
    })
    expect(over.status).toBe(200)
    expect(over.body).toMatchObject({ revision: 2, versionId: '' })
    expect(await versionCount(maya, id)).toBe(ESSAY_LIMITS.versionsHardMax)
  }, 120_000)
})

describe('the essay limit', () => {
  it(`a student keeps at most ${ESSAY_LIMITS.essaysMax} essays: the next is refused (400 on user)`, async () => {
    const maya = await writer()
    await adminCreate(ESSAYS, 0, ESSAY_LIMITS.essaysMax, (n) => ({
      user: maya.id,
      kind: 'supplement',
      platform: 'common_app',
      title: `Essay ${n}`,
      status: 'not_started',
    }))
    const refused = await createEssay(maya)
    expect(refused.status).toBe(400)
    expect(Object.keys(refused.body.data)).toEqual(['user'])
    const list = await server.http(`${ESSAYS}?perPage=1`, { token: maya.token })
    expect(list.body.totalItems).toBe(ESSAY_LIMITS.essaysMax)
  }, 60_000)
})

describe('bad input: a 400 naming the field, and nothing changes', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a limit unit without a number', { limit_unit: 'words', limit_max: 0 }, 'limit_max'],
    ['a number without a unit', { limit_unit: '', limit_max: 250 }, 'limit_unit'],
    ['a minimum above the limit', { limit_min: 400 }, 'limit_min'],
    [
      'a group without how many to choose',
      { group_id: 'uc', group_label: 'UC PIQs' },
      'group_choose',
    ],
    ['a group without a name', { group_id: 'uc', group_choose: 4 }, 'group_label'],
    ['a prompt over 2,000 characters', { prompt: 'x'.repeat(2_001) }, 'prompt'],
    ['a title over 200 characters', { title: 'x'.repeat(201) }, 'title'],
    ['an unknown status', { status: 'done' }, 'status'],
    ['an unknown platform', { platform: 'myspace' }, 'platform'],
    ['text sent on create', { text: 'sneaky' }, 'text'],
    ['a revision sent on create', { revision: 7 }, 'revision'],
  ])('creating with %s', async (_name, fields, field) => {
    const maya = await writer()
    const created = await createEssay(maya, fields)
    expect(created.status).toBe(400)
    expect(Object.keys(created.body.data)).toContain(field)
    const list = await server.http(ESSAYS, { token: maya.token })
    expect(list.body.items).toEqual([])
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['a text over 25,000 characters', { baseRevision: 0, text: 'x'.repeat(25_001) }, 'text'],
    ['no base revision', { baseRevision: 'latest', text: 'x' }, 'baseRevision'],
    ['a negative base revision', { baseRevision: -1, text: 'x' }, 'baseRevision'],
    ['text that is not a string', { baseRevision: 0, text: 42 }, 'text'],
    ['a bad device id', { baseRevision: 0, text: 'x', device: 'my laptop!' }, 'device'],
    ['a missing save id', { baseRevision: 0, text: 'x', saveId: '' }, 'saveId'],
    ['no edit count', { baseRevision: 0, text: 'x', seq: 'many' }, 'seq'],
    ['a blank version name', { baseRevision: 0, text: 'x', name: '  ' }, 'name'],
  ])('saving %s', async (_name, body, field) => {
    const maya = await writer()
    const id = await newEssay(maya)
    const result = await save(maya.token, id, body)
    expect(result.status).toBe(400)
    expect(Object.keys(result.body.data)).toEqual([field])
    const essay = await server.http(`${ESSAYS}/${id}`, { token: maya.token })
    expect(essay.body).toMatchObject({ text: '', revision: 0 })
  })

  it('text and revision never change through the records API', async () => {
    const maya = await writer()
    const id = await newEssay(maya)
    await save(maya.token, id, { baseRevision: 0, text: 'Mine' })
    for (const body of [
      { text: 'Overwritten' },
      { revision: 99 },
      { device: 'x' },
      { last_seq: 5 },
      { kind: 'personal' },
    ]) {
      const patch = await server.http(`${ESSAYS}/${id}`, {
        method: 'PATCH',
        token: maya.token,
        body: JSON.stringify(body),
      })
      expect(patch.status, JSON.stringify(body)).toBe(400)
      expect(Object.keys(patch.body.data)).toEqual(Object.keys(body))
    }
    const ok = await server.http(`${ESSAYS}/${id}`, {
      method: 'PATCH',
      token: maya.token,
      body: JSON.stringify({ status: 'review', title: 'Why NU' }),
    })
    expect(ok.status).toBe(200)
    expect(ok.body).toMatchObject({ text: 'Mine', revision: 1, status: 'review', title: 'Why NU' })
  })

  it('one personal statement per platform', async () => {
    const maya = await writer()
    await newEssay(maya, { kind: 'personal', title: 'Personal statement', prompt: '' })
    const second = await createEssay(maya, { kind: 'personal', title: 'Another' })
    expect(second.status).toBe(400)
    expect(Object.keys(second.body.data)).toContain('platform')
    await newEssay(maya, { kind: 'personal', platform: 'coalition', title: 'Coalition essay' })
  })
})

describe('owner only: another student can neither list, read, create for, change nor delete', () => {
  it('essays and versions are invisible and untouchable to others', async () => {
    const owner = await writer('Owner')
    const other = await writer('Other')
    const id = await newEssay(owner)
    await save(owner.token, id, { baseRevision: 0, text: 'Private words' })
    const [version] = await versionsOf(owner.token, id)

    expect((await server.http(ESSAYS, { token: other.token })).body.items).toEqual([])
    expect((await server.http(VERSIONS, { token: other.token })).body.items).toEqual([])
    expect((await server.http(`${ESSAYS}/${id}`, { token: other.token })).status).toBe(404)
    expect((await server.http(`${VERSIONS}/${version!.id}`, { token: other.token })).status).toBe(
      404,
    )
    expect((await createEssay(owner, {}, other.token)).status).toBe(400)
    const patch = await server.http(`${ESSAYS}/${id}`, {
      method: 'PATCH',
      token: other.token,
      body: JSON.stringify({ title: 'Mine now' }),
    })
    expect(patch.status).toBe(404)
    const rename = await server.http(`${VERSIONS}/${version!.id}`, {
      method: 'PATCH',
      token: other.token,
      body: JSON.stringify({ name: 'stolen' }),
    })
    expect(rename.status).toBe(404)
    const steal = await save(other.token, id, { baseRevision: 1, text: 'Overwritten' })
    expect(steal.status).toBe(404)
    expect(
      (await server.http(`${ESSAYS}/${id}`, { method: 'DELETE', token: other.token })).status,
    ).toBe(404)

    const anonymous = await server.http(`/api/essays/${id}/save`, {
      method: 'POST',
      body: JSON.stringify({ baseRevision: 1, text: 'x', device: 'd', saveId: 's', seq: 1 }),
    })
    expect(anonymous.status).toBe(401)
    expect((await server.http(ESSAYS)).body.items ?? []).toEqual([])

    const essay = await server.http(`${ESSAYS}/${id}`, { token: owner.token })
    expect(essay.body).toMatchObject({
      text: 'Private words',
      title: 'Why Northwestern',
      revision: 1,
    })
  })

  it('deleting an essay removes its versions; deleting the account removes everything', async () => {
    const maya = await writer()
    const kept = await newEssay(maya)
    const dropped = await newEssay(maya, { title: 'Dropped' })
    await save(maya.token, kept, { baseRevision: 0, text: 'Kept' })
    await save(maya.token, dropped, { baseRevision: 0, text: 'Dropped' })
    expect(
      (await server.http(`${ESSAYS}/${dropped}`, { method: 'DELETE', token: maya.token })).status,
    ).toBe(204)
    const adminVersions = async () =>
      (
        await server.http(`${VERSIONS}?filter=${encodeURIComponent(`user = "${maya.id}"`)}`, {
          token: server.adminToken,
        })
      ).body.items as { essay: string }[]
    expect((await adminVersions()).map((v) => v.essay)).toEqual([kept])

    const deleted = await server.http('/api/account/delete', {
      method: 'POST',
      token: maya.token,
      body: JSON.stringify({ confirmation: maya.password }),
    })
    expect(deleted.status).toBe(204)
    const essays = await server.http(
      `${ESSAYS}?filter=${encodeURIComponent(`user = "${maya.id}"`)}`,
      {
        token: server.adminToken,
      },
    )
    expect(essays.body.items).toEqual([])
    expect(await adminVersions()).toEqual([])
  })
})
