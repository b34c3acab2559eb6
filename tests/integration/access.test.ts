import { describe, expect, it } from 'vitest'
import { isDataError } from '../../ui/src/data/errors.ts'
import { serverForTests } from './harness.ts'

const server = serverForTests()

describe('users: each student sees and changes only their own record', () => {
  it('a student reads and updates their own record through the data layer', async () => {
    const { data, student } = await server.student('Maya Johnson')
    expect(student.state).toBe('new')
    const read = await data.profile.get()
    expect(read).toMatchObject({
      id: student.id,
      name: 'Maya Johnson',
      state: 'new',
      quizCompleted: false,
    })
    const moved = await data.profile.setState('matchme-intro')
    expect(moved.state).toBe('matchme-intro')
    expect((await data.profile.get()).state).toBe('matchme-intro')
  })

  it('another student gets 404 on it and cannot list, change or delete it', async () => {
    const owner = await server.student('Owner')
    const other = await server.student('Other')
    const path = `/api/collections/users/records/${owner.student.id}`

    expect((await server.http(path, { token: other.token })).status).toBe(404)
    const list = await server.http('/api/collections/users/records', { token: other.token })
    expect(list.status).toBe(200)
    expect(list.body.items.map((u: { id: string }) => u.id)).toEqual([other.student.id])
    const update = await server.http(path, {
      method: 'PATCH',
      token: other.token,
      body: JSON.stringify({ name: 'Hacked' }),
    })
    expect(update.status).toBe(404)
    expect((await server.http(path, { method: 'DELETE', token: other.token })).status).toBe(404)
    expect((await owner.data.profile.get()).name).toBe('Owner')
  })

  it('anonymous visitors cannot read users', async () => {
    const { student } = await server.student()
    const list = await server.http('/api/collections/users/records')
    expect(list.body.items ?? []).toEqual([])
    expect((await server.http(`/api/collections/users/records/${student.id}`)).status).toBe(404)
  })

  it('a student cannot verify themselves or change their email outside the email-change flow', async () => {
    const samEmail = `sam-${Date.now()}@example.test`
    const created = await server.signUp({
      name: 'Sam',
      email: samEmail,
      password: 'sam-password-123',
    })
    expect(created.status).toBe(200)
    expect(created.body.verified).toBe(false)
    const auth = await server.http('/api/collections/users/auth-with-password', {
      method: 'POST',
      body: JSON.stringify({ identity: samEmail, password: 'sam-password-123' }),
    })
    const path = `/api/collections/users/records/${created.body.id}`
    const verify = await server.http(path, {
      method: 'PATCH',
      token: auth.body.token,
      body: JSON.stringify({ verified: true }),
    })
    expect(verify.status, JSON.stringify(verify.body)).toBe(400)
    const email = await server.http(path, {
      method: 'PATCH',
      token: auth.body.token,
      body: JSON.stringify({ email: 'someone-else@example.test' }),
    })
    expect(email.status).toBe(400)
    expect(email.body.data).toHaveProperty('email')
    const after = await server.http(path, { token: auth.body.token })
    expect(after.body).toMatchObject({ verified: false, email: samEmail })
  })

  it('sign-up cannot pre-fill the quiz or choose a card: a field error, and no account', async () => {
    const email = `eager-${Date.now()}@example.test`
    const created = await server.signUp({
      name: 'Eager',
      email,
      password: 'eager-password-123',
      state: 'quiz-results',
      quizCompleted: true,
      quizAnswers: { budget: 'low' },
    })
    expect(created.status).toBe(400)
    expect(Object.keys(created.body.data).sort()).toEqual(['quizAnswers', 'quizCompleted', 'state'])
    const found = await server.http(
      `/api/collections/users/records?filter=${encodeURIComponent(`email="${email}"`)}`,
      { token: server.adminToken },
    )
    expect(found.body.items).toEqual([])
  })

  it('a state outside the seven cards is refused with a field error', async () => {
    const { data, student } = await server.student()
    const bad = await server.http(`/api/collections/users/records/${student.id}`, {
      method: 'PATCH',
      token: (
        await server.http('/api/collections/users/auth-with-password', {
          method: 'POST',
          body: JSON.stringify({ identity: student.email, password: 'student-password-123' }),
        })
      ).body.token,
      body: JSON.stringify({ state: 'admin' }),
    })
    expect(bad.status).toBe(400)
    expect(bad.body.data).toHaveProperty('state')
    expect((await data.profile.get()).state).toBe('new')
  })
})

describe('contact messages: anyone may send, only admins read', () => {
  it('an anonymous visitor sends a message but cannot read any', async () => {
    const { data } = await server.student()
    data.auth.signOut()
    await data.contact.send({
      name: 'Visitor',
      email: 'visitor@example.test',
      subject: 'support',
      message: 'How do I reset my password?',
    })
    const anonymous = await server.http('/api/collections/contact_messages/records')
    expect(anonymous.status).toBe(403)
    const asAdmin = await server.http('/api/collections/contact_messages/records', {
      token: server.adminToken,
    })
    expect(asAdmin.body.items).toHaveLength(1)
    expect(asAdmin.body.items[0]).toMatchObject({ name: 'Visitor', subject: 'support' })
  })

  it('a signed-in student cannot read messages either', async () => {
    const { token } = await server.student()
    const list = await server.http('/api/collections/contact_messages/records', { token })
    expect(list.status).toBe(403)
  })

  it('bad input gets field errors and stores nothing', async () => {
    const { data } = await server.student()
    data.auth.signOut()
    const before = await server.http('/api/collections/contact_messages/records', {
      token: server.adminToken,
    })
    const failure = await data.contact
      .send({ name: 'X', email: 'not-an-email', subject: 'refund' as never, message: '' })
      .catch((e: unknown) => e)
    expect(isDataError(failure) && failure.kind).toBe('invalid')
    expect(isDataError(failure) && Object.keys(failure.fields).sort()).toEqual([
      'email',
      'message',
      'subject',
    ])
    const after = await server.http('/api/collections/contact_messages/records', {
      token: server.adminToken,
    })
    expect(after.body.totalItems).toBe(before.body.totalItems)
  })
})
