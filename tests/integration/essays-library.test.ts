// The essays' second phase against a real PocketBase, through the data layer: essays tied to the
// student's own applications (deadlines from them; a personal statement shared by every
// application on its platform), the guard's phrases, saves and versions through the verbs, the
// links checked cross-user, and essays in the export.
import { describe, expect, it } from 'vitest'
import type { DataClient } from '../../ui/src/data/data-client.ts'
import type { EssayFields } from '../../ui/src/logic/essays/essay.ts'
import type { StudentExport } from '../../ui/src/logic/profile/export.ts'
import { serverForTests } from './harness.ts'
import { addUniversity, apiAs, records, type Api } from './planner-helpers.ts'

const server = serverForTests()

type Writer = {
  id: string
  email: string
  password: string
  data: DataClient
  api: Api
  token: string
}

async function writer(name = 'Essay Writer'): Promise<Writer> {
  const { data, student, token, password } = await server.student(name)
  const api = apiAs(server, token)
  const settings = await api.post(records('planner_settings'), {
    user: student.id,
    timezone: 'America/New_York',
    alert_days: 7,
  })
  expect(settings.status, JSON.stringify(settings.body)).toBe(200)
  return { id: student.id, email: student.email, password, data, api, token }
}

/** An application to a new catalogue school named `name`; returns the application's id. */
async function apply(
  student: Writer,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const university = await addUniversity(server, { name, city: 'Evanston', state: 'IL' })
  await student.api.post(records('saved_universities'), { user: student.id, university })
  const created = await student.api.post(records('applications'), {
    user: student.id,
    university,
    platform: 'common_app',
    deadline_date: '2027-01-01',
    ...fields,
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.id as string
}

const supplement = (fields: Partial<EssayFields> = {}): EssayFields => ({
  kind: 'supplement',
  platform: 'common_app',
  title: 'Why Northwestern',
  prompt: 'Why Northwestern? (300 words)',
  limit: { unit: 'words', max: 300 },
  group: null,
  status: 'not_started',
  applicationIds: [],
  category: null,
  guardPhrases: [],
  ...fields,
})

describe('essays tied to applications', () => {
  it('a supplement takes its deadline from its applications; the statement is shared by its platform', async () => {
    const maya = await writer()
    const nu = await apply(maya, 'Northwestern University', { deadline_date: '2027-01-03' })
    const duke = await apply(maya, 'Duke University', { deadline_date: '2026-12-20' })
    const ucla = await apply(maya, 'University of California-Los Angeles', {
      platform: 'school',
      deadline_date: '2026-11-30',
    })

    const why = await maya.data.essays.create(
      supplement({ applicationIds: [nu, duke], category: 'why-us' }),
    )
    expect(why.applications.map((a) => a.schoolName)).toEqual([
      'Duke University',
      'Northwestern University',
    ])
    // New York's 23:59 on Dec 20 is 04:59 UTC the next day: set in the student's planner zone.
    expect(why.applications[0]?.deadline).toBe('2026-12-21T04:59:00.000Z')
    expect(why.applications[0]?.deadlineZone).toBe('America/New_York')
    expect(why.category).toBe('why-us')

    const statement = await maya.data.essays.create(
      supplement({ kind: 'personal', title: 'Personal statement', prompt: '', limit: null }),
    )
    const { essays, applications } = await maya.data.essays.library()
    expect(applications.map((a) => [a.schoolName, a.platform])).toEqual([
      ['University of California-Los Angeles', 'school_portal'],
      ['Duke University', 'common_app'],
      ['Northwestern University', 'common_app'],
    ])
    const shared = essays.find((e) => e.id === statement.id)
    expect(shared?.applicationIds).toEqual([])
    expect(shared?.applications.map((a) => a.id)).toEqual([duke, nu])
    expect(shared?.applications.map((a) => a.id)).not.toContain(ucla)
    expect(applications.find((a) => a.id === ucla)?.school).toMatchObject({
      name: 'University of California-Los Angeles',
      city: 'Evanston',
      state: 'IL',
    })
  })

  it("a deadline set in the school's zone keeps that zone, whatever the student's", async () => {
    const maya = await writer()
    const pomona = await apply(maya, 'Pomona College', {
      deadline_date: '2027-01-08',
      deadline_time: '23:59',
      deadline_zone_rule: 'school',
      deadline_zone: 'America/Los_Angeles',
    })
    const open = await apply(maya, 'Rice University', { deadline_date: '' })
    const { applications } = await maya.data.essays.library()
    expect(applications.find((a) => a.id === pomona)).toMatchObject({
      deadline: '2027-01-09T07:59:00.000Z',
      deadlineZone: 'America/Los_Angeles',
    })
    expect(applications.find((a) => a.id === open)).toMatchObject({
      deadline: null,
      deadlineZone: null,
    })
  })

  it('changes links, category, phrases and status; never the text', async () => {
    const maya = await writer()
    const nu = await apply(maya, 'Northwestern University')
    const duke = await apply(maya, 'Duke University')
    const essay = await maya.data.essays.create(supplement({ applicationIds: [nu] }))
    const patch = {
      applicationIds: [duke],
      category: 'community',
      guardPhrases: ['Wildcats', 'Professor Ruiz'],
      status: 'review',
      limit: { unit: 'characters', max: 1_500, min: 100 },
      group: { id: 'short', label: 'Short answers', choose: 2 },
    } satisfies Partial<EssayFields>
    const changed = await maya.data.essays.update(essay.id, patch)
    expect(changed).toMatchObject({ ...patch, text: '', revision: 0 })
    expect(changed.applications.map((a) => a.schoolName)).toEqual(['Duke University'])
    const cleared = await maya.data.essays.update(essay.id, {
      limit: null,
      group: null,
      category: null,
    })
    expect(cleared).toMatchObject({ limit: null, group: null, category: null })
  })

  it('removing an application unlinks it and keeps the essay', async () => {
    const maya = await writer()
    const nu = await apply(maya, 'Northwestern University')
    const duke = await apply(maya, 'Duke University')
    const essay = await maya.data.essays.create(supplement({ applicationIds: [nu, duke] }))
    expect((await maya.api.del(records('applications', nu))).status).toBe(204)
    const kept = await maya.data.essays.get(essay.id)
    expect(kept.applicationIds).toEqual([duke])
    expect(kept.applications.map((a) => a.schoolName)).toEqual(['Duke University'])
  })

  it.each<[string, Partial<EssayFields>, string]>([
    ['a personal statement tied to one application', { kind: 'personal' }, 'applications'],
    [
      'a phrase list over 50',
      { guardPhrases: Array.from({ length: 51 }, (_, i) => `p${i}`) },
      'guard_phrases',
    ],
    ['a phrase twice', { guardPhrases: ['Big Red', 'big red'] }, 'guard_phrases'],
    ['a blank phrase', { guardPhrases: ['  '] }, 'guard_phrases'],
    ['a phrase over 100 characters', { guardPhrases: ['x'.repeat(101)] }, 'guard_phrases'],
    ['an unknown application', { applicationIds: ['aaaaaaaaaaaaaaa'] }, 'applications'],
  ])('refuses %s: 400 naming the field, nothing stored', async (_, fields, field) => {
    const maya = await writer()
    const nu = await apply(maya, 'Northwestern University')
    const attempt = maya.data.essays.create(supplement({ applicationIds: [nu], ...fields }))
    await expect(attempt).rejects.toMatchObject({
      kind: 'invalid',
      fields: { [field]: expect.any(String) },
    })
    expect((await maya.data.essays.library()).essays).toEqual([])
  })
})

describe("another student's applications: never linked", () => {
  it('cannot tie an essay to them when creating, changing, or as an admin', async () => {
    const owner = await writer('Owner')
    const other = await writer('Other')
    const theirs = await apply(owner, 'Northwestern University')
    const mine = await apply(other, 'Duke University')

    await expect(
      other.data.essays.create(supplement({ applicationIds: [theirs] })),
    ).rejects.toMatchObject({
      kind: 'invalid',
      fields: { applications: 'Choose one of your own applications.' },
    })
    await expect(
      other.data.essays.create(supplement({ applicationIds: [mine, theirs] })),
    ).rejects.toMatchObject({ kind: 'invalid' })
    expect((await other.data.essays.library()).essays).toEqual([])

    const essay = await other.data.essays.create(supplement({ applicationIds: [mine] }))
    await expect(
      other.data.essays.update(essay.id, { applicationIds: [theirs] }),
    ).rejects.toMatchObject({ kind: 'invalid', fields: { applications: expect.any(String) } })
    expect((await other.data.essays.get(essay.id)).applicationIds).toEqual([mine])

    // Not even an admin can tie one student's essay to another's application.
    const admin = apiAs(server, server.adminToken)
    const byAdmin = await admin.patch(records('essays', essay.id), { applications: [theirs] })
    expect(byAdmin.status).toBe(400)
    expect(Object.keys(byAdmin.body.data)).toEqual(['applications'])

    // And the owner's essays stay theirs: no listing, reading, changing or deleting by others.
    const owned = await owner.data.essays.create(supplement({ applicationIds: [theirs] }))
    expect((await other.data.essays.library()).essays.map((e) => e.id)).toEqual([essay.id])
    await expect(other.data.essays.get(owned.id)).rejects.toMatchObject({ kind: 'not-found' })
    await expect(other.data.essays.update(owned.id, { title: 'Mine now' })).rejects.toMatchObject({
      kind: 'not-found',
    })
    await expect(other.data.essays.remove(owned.id)).rejects.toMatchObject({ kind: 'not-found' })
    await expect(other.data.essays.versions(owned.id)).resolves.toEqual([])
    expect((await owner.data.essays.get(owned.id)).title).toBe('Why Northwestern')
  })
})

describe('saves and versions through the verbs', () => {
  it('saves, meets another device as a conflict with its copy, names and reads versions', async () => {
    const maya = await writer()
    const essay = await maya.data.essays.create(supplement())
    const first = await maya.data.essays.save(essay.id, {
      baseRevision: 0,
      text: 'Evanston mornings by the lake.',
      device: 'laptop',
      saveId: 'laptop-1',
      seq: 1,
    })
    expect(first).toMatchObject({ kind: 'saved', revision: 1, versionId: expect.any(String) })
    expect(first.kind === 'saved' && first.tookMs).toBeGreaterThanOrEqual(0)

    const phone = await maya.data.essays.save(essay.id, {
      baseRevision: 1,
      text: 'Written on the phone.',
      device: 'phone',
      saveId: 'phone-1',
      seq: 1,
    })
    expect(phone).toMatchObject({ kind: 'saved', revision: 2 })
    const stale = await maya.data.essays.save(essay.id, {
      baseRevision: 1,
      text: 'Evanston mornings by the lake, and more.',
      device: 'laptop',
      saveId: 'laptop-2',
      seq: 2,
    })
    expect(stale).toEqual({
      kind: 'conflict',
      current: {
        revision: 2,
        text: 'Written on the phone.',
        updated: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        device: 'phone',
        lastSeq: 1,
      },
    })

    const named = await maya.data.essays.save(essay.id, {
      baseRevision: 2,
      text: 'Written on the phone.',
      device: 'laptop',
      saveId: 'laptop-3',
      seq: 3,
      name: 'Sent to my counselor',
    })
    expect(named).toMatchObject({ kind: 'saved', revision: 2, versionId: expect.any(String) })

    const versions = await maya.data.essays.versions(essay.id)
    expect(versions.map((v) => [v.reason, v.name])).toEqual([
      ['named', 'Sent to my counselor'],
      ['refused', ''],
      // The laptop's text the phone wrote over is this first checkpoint: kept once.
      ['checkpoint', ''],
    ])
    expect(versions[0]).not.toHaveProperty('text')
    const refused = versions.find((v) => v.reason === 'refused')!
    expect(await maya.data.essays.versionText(refused.id)).toBe(
      'Evanston mornings by the lake, and more.',
    )
    const renamed = await maya.data.essays.renameVersion(refused.id, '  The lake draft ')
    expect(renamed).toMatchObject({ id: refused.id, name: 'The lake draft', reason: 'refused' })

    const other = await writer('Other')
    await expect(other.data.essays.versionText(refused.id)).rejects.toMatchObject({
      kind: 'not-found',
    })
    await expect(
      other.data.essays.save(essay.id, {
        baseRevision: 2,
        text: 'Stolen',
        device: 'x',
        saveId: 'x-1',
        seq: 1,
      }),
    ).rejects.toMatchObject({ kind: 'not-found' })
  })

  it('an unreachable server is a DataError the save machine retries', async () => {
    const maya = await writer()
    const essay = await maya.data.essays.create(supplement())
    const { createPocketBase } = await import('../../ui/src/data/client.ts')
    const { createDataClient } = await import('../../ui/src/data/data-client.ts')
    const nowhere = createPocketBase('http://127.0.0.1:9')
    nowhere.authStore.save(maya.token, null)
    const offline = createDataClient(nowhere)
    await expect(
      offline.essays.save(essay.id, {
        baseRevision: 0,
        text: 'x',
        device: 'd',
        saveId: 'd-1',
        seq: 1,
      }),
    ).rejects.toMatchObject({ kind: 'offline' })
  })
})

describe('export and deletion', () => {
  it('the export holds every essay and version of the student, and nobody else’s', async () => {
    const maya = await writer('Export Me')
    const other = await writer('Someone Else')
    const nu = await apply(maya, 'Northwestern University')
    const essay = await maya.data.essays.create(
      supplement({ applicationIds: [nu], guardPhrases: ['Wildcats'] }),
    )
    await maya.data.essays.save(essay.id, {
      baseRevision: 0,
      text: 'My essay words.',
      device: 'laptop',
      saveId: 'laptop-1',
      seq: 1,
    })
    const theirs = await other.data.essays.create(supplement({ title: 'Their secret essay' }))
    await other.data.essays.save(theirs.id, {
      baseRevision: 0,
      text: 'Their private words.',
      device: 'phone',
      saveId: 'phone-1',
      seq: 1,
    })

    // The export lists every collection a student owns (student-data.js); its type names only
    // the ones the profile reads.
    const exported = (await maya.data.account.export()) as StudentExport & {
      essays: Record<string, unknown>[]
      essayVersions: Record<string, unknown>[]
    }
    expect(exported.essays).toEqual([
      expect.objectContaining({
        id: essay.id,
        title: 'Why Northwestern',
        text: 'My essay words.',
        applications: [nu],
        guard_phrases: ['Wildcats'],
        revision: 1,
      }),
    ])
    expect(exported.essays[0]).not.toHaveProperty('user')
    expect(exported.essayVersions).toEqual([
      expect.objectContaining({ essay: essay.id, text: 'My essay words.', reason: 'checkpoint' }),
    ])
    const text = JSON.stringify(exported)
    expect(text).not.toContain('Their private words.')
    expect(text).not.toContain(other.id)
  })

  it('deleting the account removes essays and versions, and leaves the other student’s', async () => {
    const { data, student, password } = await server.student('Leaving')
    const other = await writer('Staying')
    const essay = await data.essays.create(supplement())
    await data.essays.save(essay.id, {
      baseRevision: 0,
      text: 'Gone with me.',
      device: 'laptop',
      saveId: 'laptop-1',
      seq: 1,
    })
    const kept = await other.data.essays.create(supplement())
    await other.data.essays.save(kept.id, {
      baseRevision: 0,
      text: 'Still here.',
      device: 'laptop',
      saveId: 'laptop-1',
      seq: 1,
    })
    await data.account.delete(password)
    const admin = apiAs(server, server.adminToken)
    for (const collection of ['essays', 'essay_versions']) {
      const filter = encodeURIComponent(`user = "${student.id}"`)
      const left = await admin.get(`${records(collection)}?filter=${filter}`)
      expect(left.body.items, collection).toEqual([])
    }
    expect((await other.data.essays.get(kept.id)).text).toBe('Still here.')
    expect(await other.data.essays.versions(kept.id)).toHaveLength(1)
  })
})
