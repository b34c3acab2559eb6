// The profile page's rules against a real PocketBase: name and photo changes, who can see a
// photo, the list's owner-only rules, the export's completeness and the deletion's cascade.
import { beforeAll, describe, expect, it } from 'vitest'
import { createPocketBase } from '../../ui/src/data/client.ts'
import { createDataClient } from '../../ui/src/data/data-client.ts'
import { DataError } from '../../ui/src/data/errors.ts'
import { SAMPLE_UNIVERSITIES } from '../../ui/src/testing/sample-universities.ts'
import { EXPORT_FORMAT } from '../../ui/src/logic/profile/export.ts'
import { PROFILE_MESSAGES } from '../../ui/src/logic/profile/validation.ts'
import { serverForTests } from './harness.ts'

// A valid 1x1 PNG, so PocketBase can make the thumbnail.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)
const png = (name = 'my passport photo.png') => new File([PNG], name, { type: 'image/png' })
const [harvard, texas, ucla] = SAMPLE_UNIVERSITIES as [
  (typeof SAMPLE_UNIVERSITIES)[number],
  (typeof SAMPLE_UNIVERSITIES)[number],
  (typeof SAMPLE_UNIVERSITIES)[number],
]

const server = serverForTests()
beforeAll(async () => {
  // Three catalogue rows with the fixtures' ids are enough for the list.
  for (const u of [harvard, texas, ucla]) {
    const created = await server.http('/api/collections/universities/records', {
      method: 'POST',
      token: server.adminToken,
      body: JSON.stringify(u),
    })
    expect(created.status).toBe(200)
  }
})

const fileStatus = async (url: string) => (await fetch(url)).status
const asAdmin = (path: string) => server.http(path, { token: server.adminToken })
const signedOutClient = () => createDataClient(createPocketBase(server.url))
const MESSAGE = {
  name: 'Maya',
  email: '',
  subject: 'support',
  message: 'Where is my list?',
} as const
const messagesFrom = async (email: string) =>
  (
    await asAdmin(
      `/api/collections/contact_messages/records?filter=${encodeURIComponent(`email:lower = "${email.toLowerCase()}"`)}`,
    )
  ).body.totalItems as number
const logLinesNaming = async (id: string) =>
  (await asAdmin(`/api/logs?perPage=1&filter=${encodeURIComponent(`data.url ~ "${id}"`)}`)).body
    .totalItems as number
const entriesOf = async (userId: string) =>
  (
    await asAdmin(
      `/api/collections/saved_universities/records?filter=${encodeURIComponent(`user = "${userId}"`)}`,
    )
  ).body.items as { id: string }[]

/** Uploads raw multipart as the student, bypassing the data layer's own checks. */
const rawUpload = async (token: string, id: string, file: File) => {
  const form = new FormData()
  form.append('avatar', file)
  const response = await fetch(`${server.url}/api/collections/users/records/${id}`, {
    method: 'PATCH',
    headers: { authorization: token },
    body: form,
  })
  return response.status
}

describe('name', () => {
  it('is saved trimmed, and the session record follows', async () => {
    const { data } = await server.student('Maya Johnson')
    const updated = await data.profile.updateName('   Maya   R.  Johnson  ')
    expect(updated.name).toBe('Maya R. Johnson')
    expect(data.auth.current()?.name).toBe('Maya R. Johnson')
    expect((await data.profile.get()).name).toBe('Maya R. Johnson')
  })

  it.each([
    ['empty', '', 'Please enter your name.'],
    ['blank', '    ', 'Please enter your name.'],
    ['too long', 'x'.repeat(101), 'Your name can be at most 100 characters.'],
  ])('is refused when %s, and nothing changes', async (_, name, message) => {
    const { data } = await server.student('Kept Name')
    await expect(data.profile.updateName(name)).rejects.toMatchObject({
      kind: 'invalid',
      fields: { name: message },
    })
    expect((await data.profile.get()).name).toBe('Kept Name')
  })

  it('is refused by the server too when too long (not only by the data layer)', async () => {
    const { student, token } = await server.student('Server Check')
    const response = await server.http(`/api/collections/users/records/${student.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({ name: 'x'.repeat(101) }),
    })
    expect(response.status).toBe(400)
  })
})

describe('photo', () => {
  it('uploads under a neutral, unguessable name with a thumbnail, replaces and removes', async () => {
    const { data } = await server.student()
    const first = await data.profile.setAvatar(png())
    expect(first.avatarUrl).toMatch(
      /\/api\/files\/[^/]+\/[a-z0-9]{15}\/avatar_[a-zA-Z0-9]{10}\.png\?thumb=100x100$/,
    )
    expect(first.avatarUrl).not.toMatch(/passport/)
    expect(data.auth.current()?.avatarUrl).toBe(first.avatarUrl)
    const thumb = await fetch(first.avatarUrl!)
    expect(thumb.status).toBe(200)
    expect(thumb.headers.get('content-type')).toMatch(/^image\//)

    const second = await data.profile.setAvatar(png('again.png'))
    expect(second.avatarUrl).not.toBe(first.avatarUrl)
    expect(await fileStatus(second.avatarUrl!)).toBe(200)
    // The replaced file is gone from storage.
    expect(await fileStatus(first.avatarUrl!.replace(/\?.*$/, ''))).toBe(404)

    const removed = await data.profile.removeAvatar()
    expect(removed.avatarUrl).toBeNull()
    expect(await fileStatus(second.avatarUrl!.replace(/\?.*$/, ''))).toBe(404)
  })

  it.each([
    [
      'a text file',
      new File(['hello'], 'note.txt', { type: 'text/plain' }),
      'Please choose a JPEG, PNG, GIF or WebP image.',
    ],
    [
      'an SVG',
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' }),
      'Please choose a JPEG, PNG, GIF or WebP image.',
    ],
    [
      'over 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      'Please choose an image of at most 5 MB.',
    ],
  ])('refuses %s with a clear error, and keeps the photo there was', async (_, file, message) => {
    const { data } = await server.student()
    const before = await data.profile.setAvatar(png())
    await expect(data.profile.setAvatar(file)).rejects.toMatchObject({
      kind: 'invalid',
      fields: { avatar: message },
    })
    expect((await data.profile.get()).avatarUrl).toBe(before.avatarUrl)
  })

  it.each([
    ['a text file', new File(['hello'], 'note.txt', { type: 'text/plain' })],
    [
      'an SVG',
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'x.svg', { type: 'image/svg+xml' }),
    ],
    [
      'over 5 MB',
      new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    ],
  ])('the server itself refuses %s sent around the data layer', async (_, file) => {
    const { student, token } = await server.student()
    expect(await rawUpload(token, student.id, file)).toBe(400)
  })

  it("another student cannot learn a student's photo URL: no record, no list, no expand", async () => {
    const owner = await server.student('Owner')
    const other = await server.student('Other')
    await owner.data.profile.setAvatar(png())
    await owner.data.list.add(harvard.id)
    await other.data.list.add(harvard.id)

    expect(
      (
        await server.http(`/api/collections/users/records/${owner.student.id}`, {
          token: other.token,
        })
      ).status,
    ).toBe(404)
    const users = await server.http('/api/collections/users/records?fields=id,avatar', {
      token: other.token,
    })
    expect(users.body.items.map((u: { id: string }) => u.id)).toEqual([other.student.id])
    const entries = await server.http(
      '/api/collections/saved_universities/records?expand=user&perPage=200',
      { token: other.token },
    )
    expect(JSON.stringify(entries.body)).not.toContain(owner.student.id)
    // Anonymous visitors see nothing either.
    const anonymous = await server.http('/api/collections/saved_universities/records?expand=user')
    expect(anonymous.body.items ?? []).toEqual([])
  })
})

describe('list rules', () => {
  it('a student lists, adds and removes their own; adding twice keeps one entry', async () => {
    const { data, student } = await server.student()
    const first = await data.list.add(harvard.id)
    const again = await data.list.add(harvard.id)
    expect(again.id).toBe(first.id)
    await data.list.add(texas.id)
    expect((await data.list.items()).map((e) => e.university.name).sort()).toEqual([
      harvard.name,
      texas.name,
    ])
    expect(await entriesOf(student.id)).toHaveLength(2)
    await data.list.remove(first.id)
    expect((await data.list.items()).map((e) => e.university.id)).toEqual([texas.id])
  })

  it("another student cannot read, add to or delete from someone's list", async () => {
    const owner = await server.student('Owner')
    const other = await server.student('Other')
    const entry = await owner.data.list.add(ucla.id)

    const filtered = await server.http(
      `/api/collections/saved_universities/records?filter=${encodeURIComponent(`user = "${owner.student.id}"`)}`,
      { token: other.token },
    )
    expect(filtered.body.items).toEqual([])
    expect(
      (
        await server.http(`/api/collections/saved_universities/records/${entry.id}`, {
          token: other.token,
        })
      ).status,
    ).toBe(404)
    const plant = await server.http('/api/collections/saved_universities/records', {
      method: 'POST',
      token: other.token,
      body: JSON.stringify({ user: owner.student.id, university: texas.id }),
    })
    expect(plant.status).toBe(400)
    const move = await server.http(`/api/collections/saved_universities/records/${entry.id}`, {
      method: 'PATCH',
      token: other.token,
      body: JSON.stringify({ user: other.student.id }),
    })
    expect(move.status).not.toBe(200)
    await expect(other.data.list.remove(entry.id)).rejects.toMatchObject({ kind: 'not-found' })
    expect((await owner.data.list.items()).map((e) => e.id)).toEqual([entry.id])
  })
})

describe('export', () => {
  it('holds everything stored about the student and nothing about anyone else', async () => {
    const { data, student } = await server.student('Export Me')
    const other = await server.student('Someone Else')
    await other.data.list.add(texas.id)
    await other.data.quiz.submit({ academicInterest: 'arts' })

    await data.profile.setAvatar(png())
    await data.quiz.submit(
      { academicInterest: 'engineering', budget: 'low' },
      { state: 'quiz-results' },
    )
    await data.list.add(harvard.id)
    await data.list.add(ucla.id)
    // A message sent from the student's (verified) address is theirs; another sender's is not.
    await signedOutClient().contact.send({ ...MESSAGE, email: student.email.toUpperCase() })
    await signedOutClient().contact.send({
      ...MESSAGE,
      email: other.student.email,
      message: 'Not mine',
    })

    const exported = await data.account.export()
    const record = (await asAdmin(`/api/collections/users/records/${student.id}`)).body
    expect(exported.format).toBe(EXPORT_FORMAT)
    expect(exported.account).toMatchObject({
      id: student.id,
      name: 'Export Me',
      email: record.email,
      verified: record.verified,
      state: 'quiz-results',
      quizAnswers: { academicInterest: 'engineering', budget: 'low' },
      quizCompleted: true,
      quizCompletedAt: record.quizCompletedAt,
      created: record.created,
      updated: record.updated,
      avatar: { file: record.avatar },
    })
    expect(exported.quizAnswersInWords).toEqual([
      {
        id: 'academicInterest',
        question: 'Which field interests you most?',
        answer: 'Engineering & Computer Science',
      },
      {
        id: 'budget',
        question: 'What can you spend on college each year?',
        answer: 'Under $15,000',
      },
    ])
    const stored = await entriesOf(student.id)
    expect(exported.list.map((e) => e.id).sort()).toEqual(stored.map((e) => e.id).sort())
    expect(exported.list.map((e) => [e.university.name, e.university.unitid])).toEqual([
      [harvard.name, harvard.unitid],
      [ucla.name, ucla.unitid],
    ])
    for (const entry of exported.list) {
      expect(entry.created).toMatch(/^\d{4}-\d{2}-\d{2}/)
      expect(entry.updated).toMatch(/^\d{4}-\d{2}-\d{2}/)
    }
    expect(exported.signInMethods).toEqual([])
    expect(exported.contactMessages.map((m) => m.message)).toEqual([MESSAGE.message])

    // It is a JSON document, and nothing in it belongs to the other student.
    const text = JSON.stringify(exported)
    expect(JSON.parse(text)).toEqual(exported)
    expect(text).not.toContain(other.student.id)
    expect(text).not.toContain(other.student.email)
    expect(text).not.toContain(texas.name)
    expect(text).not.toContain('password')
    expect(text).not.toContain('tokenKey')
  })
})

describe('account deletion', () => {
  it('a wrong password deletes nothing', async () => {
    const { data, student } = await server.student()
    await data.list.add(harvard.id)
    await expect(data.account.delete('not-my-password')).rejects.toMatchObject({
      kind: 'invalid',
      fields: { confirmation: PROFILE_MESSAGES.confirmationMismatch },
    })
    expect(data.auth.current()?.id).toBe(student.id)
    expect((await asAdmin(`/api/collections/users/records/${student.id}`)).status).toBe(200)
    expect(await entriesOf(student.id)).toHaveLength(1)
  })

  it('the email confirms only for an account linked to Google (its password was never chosen)', async () => {
    const plain = await server.student()
    await expect(plain.data.account.delete(plain.student.email)).rejects.toMatchObject({
      kind: 'invalid',
    })
    expect((await asAdmin(`/api/collections/users/records/${plain.student.id}`)).status).toBe(200)

    const google = await server.student()
    const users = (await asAdmin('/api/collections/users')).body as { id: string }
    const link = await server.http('/api/collections/_externalAuths/records', {
      method: 'POST',
      token: server.adminToken,
      body: JSON.stringify({
        collectionRef: users.id,
        recordRef: google.student.id,
        provider: 'google',
        providerId: `g-${google.student.id}`,
      }),
    })
    expect(link.status).toBe(200)
    await google.data.account.delete(`  ${google.student.email.toUpperCase()} `)
    expect((await asAdmin(`/api/collections/users/records/${google.student.id}`)).status).toBe(404)
  })

  it('the plain records API cannot delete an account without the password', async () => {
    const { student, token } = await server.student()
    const response = await server.http(`/api/collections/users/records/${student.id}`, {
      method: 'DELETE',
      token,
    })
    expect(response.status).toBe(403)
    expect((await asAdmin(`/api/collections/users/records/${student.id}`)).status).toBe(200)
  })

  it('needs a signed-in student', async () => {
    const response = await server.http('/api/account/delete', {
      method: 'POST',
      body: JSON.stringify({ confirmation: 'anything' }),
    })
    expect(response.status).toBe(401)
  })

  it('with the password: the user, their list and their photo are gone, and they are signed out', async () => {
    const { data, student, password } = await server.student('Leaving Student')
    const other = await server.student('Staying Student')
    await other.data.list.add(harvard.id)
    await signedOutClient().contact.send({ ...MESSAGE, email: student.email })
    await signedOutClient().contact.send({ ...MESSAGE, email: other.student.email })
    const withPhoto = await data.profile.setAvatar(png())
    const original = withPhoto.avatarUrl!.replace(/\?.*$/, '')
    await data.list.add(harvard.id)
    await data.list.add(texas.id)
    expect(await fileStatus(original)).toBe(200)
    // Request log lines naming the account (written in batches): wait until they are stored.
    await expect.poll(() => logLinesNaming(student.id), { timeout: 15_000 }).toBeGreaterThan(0)

    await data.account.delete(password)

    expect(data.auth.current()).toBeNull()
    expect((await asAdmin(`/api/collections/users/records/${student.id}`)).status).toBe(404)
    expect(await entriesOf(student.id)).toEqual([])
    expect(await fileStatus(original)).toBe(404)
    expect(await fileStatus(withPhoto.avatarUrl!)).toBe(404)
    const signIn = data.auth.signIn({ email: student.email, password })
    await expect(signIn).rejects.toBeInstanceOf(DataError)
    await expect(signIn).rejects.toMatchObject({ kind: 'invalid' })
    // What still named them goes: messages from their address, log lines with their id.
    expect(await messagesFrom(student.email)).toBe(0)
    expect(await logLinesNaming(student.id)).toBe(0)
    // The other student keeps everything.
    expect((await other.data.list.items()).map((e) => e.university.id)).toEqual([harvard.id])
    expect(await messagesFrom(other.student.email)).toBe(1)
  })
})
