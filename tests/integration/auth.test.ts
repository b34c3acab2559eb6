// Sign-up, sign-in, sessions and Google configuration against a real PocketBase.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPocketBase } from '../../ui/src/data/client.ts'
import { createDataClient } from '../../ui/src/data/data-client.ts'
import type { PopupWindow } from '../../ui/src/data/google.ts'
import { describeAuthError } from '../../ui/src/data/auth-errors.ts'
import { DataError } from '../../ui/src/data/errors.ts'
import { GOOGLE_STUDENT, startGoogleMock, type GoogleMock } from '../e2e/google-mock.ts'
import { googleExchange, serverForTests, startTestServer, type TestServer } from './harness.ts'

const client = (server: TestServer, options: Parameters<typeof createDataClient>[1] = {}) =>
  createDataClient(createPocketBase(server.url), options)

async function rejection(promise: Promise<unknown>): Promise<DataError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof DataError) return error
    throw error
  }
  throw new Error('expected a rejection')
}

function fakePopup(): PopupWindow & { href: () => string } {
  const popup = {
    closed: false,
    location: { href: '' },
    close() {
      popup.closed = true
    },
    href: () => popup.location.href,
  }
  return popup
}

describe('email and password', () => {
  const server = serverForTests()

  it('signs up with the full name as the display name and starts signed in', async () => {
    const data = client(server)
    const email = `maya-${Date.now()}@example.test`
    const student = await data.auth.signUp({
      name: '  Maya Johnson ',
      email,
      password: 'correct-horse-battery',
      passwordConfirm: 'correct-horse-battery',
    })
    expect(student).toMatchObject({ name: 'Maya Johnson', email, state: 'new' })
    expect(data.auth.current()?.id).toBe(student.id)
    expect((await data.profile.get()).name).toBe('Maya Johnson')
  })

  it('refuses a password shorter than PocketBase allows, naming the field', async () => {
    const error = await rejection(
      client(server).auth.signUp({
        name: 'Short',
        email: `short-${Date.now()}@example.test`,
        password: 'short',
        passwordConfirm: 'short',
      }),
    )
    expect(error.kind).toBe('invalid')
    expect(error.fields).toHaveProperty('password')
    expect(describeAuthError(error, 'sign-up')).not.toMatch(/\{|\d{3}/)
  })

  it('says plainly when the email already has an account', async () => {
    const { student } = await server.student()
    const error = await rejection(
      client(server).auth.signUp({
        name: 'Someone Else',
        email: student.email,
        password: 'correct-horse-battery',
        passwordConfirm: 'correct-horse-battery',
      }),
    )
    expect(error).toMatchObject({
      kind: 'invalid',
      message: 'An account with this email already exists.',
      fields: { email: 'An account with this email already exists.' },
    })
  })

  it('gives the same sentence for an unknown email and a wrong password', async () => {
    const { student } = await server.student('Lee Park')
    const unknown = await rejection(
      client(server).auth.signIn({ email: 'nobody@example.test', password: 'whatever-123' }),
    )
    const wrong = await rejection(
      client(server).auth.signIn({ email: student.email, password: 'not-the-password' }),
    )
    expect(unknown.message).toBe('Incorrect email or password.')
    expect(wrong.message).toBe(unknown.message)
    expect(describeAuthError(wrong, 'sign-in')).toBe('Incorrect email or password.')
  })

  it('signs out in one call, and a fresh check finds no session', async () => {
    const { data } = await server.student()
    data.auth.signOut()
    expect(data.auth.current()).toBeNull()
    expect(await data.auth.refresh()).toBeNull()
  })

  it('changing the password invalidates tokens issued before', async () => {
    const { data, student, token, password } = await server.student()
    const changed = await server.http(`/api/collections/users/records/${student.id}`, {
      method: 'PATCH',
      token,
      body: JSON.stringify({
        oldPassword: password,
        password: 'a-brand-new-password',
        passwordConfirm: 'a-brand-new-password',
      }),
    })
    expect(changed.status).toBe(200)
    const old = await server.http(`/api/collections/users/records/${student.id}`, { token })
    expect(old.status).toBe(404)
    // The data client holding an older token is signed out cleanly on its next check.
    expect(await data.auth.refresh()).toBeNull()
    expect(data.auth.current()).toBeNull()
    const again = client(server)
    await expect(
      again.auth.signIn({ email: student.email, password: 'a-brand-new-password' }),
    ).resolves.toMatchObject({ id: student.id })
  })

  it('an account deleted elsewhere signs the student out on the next check', async () => {
    const { data, student } = await server.student()
    const deleted = await server.http(`/api/collections/users/records/${student.id}`, {
      method: 'DELETE',
      token: server.adminToken,
    })
    expect(deleted.status).toBe(204)
    expect(await data.auth.refresh()).toBeNull()
    expect(data.auth.current()).toBeNull()
  })
})

describe('the rate limiter (production settings)', () => {
  const server = serverForTests({ rateLimits: 'production' })

  it('answers rapid failed sign-ins with 429, shown as a clear sentence', async () => {
    const data = client(server)
    const kinds: string[] = []
    for (let i = 0; i < 7; i++) {
      const error = await rejection(
        data.auth.signIn({ email: 'nobody@example.test', password: `guess-${i}` }),
      )
      kinds.push(error.kind)
    }
    // The limit is 5 sign-in attempts a minute per client (docs/operations.md).
    expect(kinds.slice(0, 5).every((k) => k === 'invalid')).toBe(true)
    expect(kinds.at(-1)).toBe('rate-limited')
    const limited = await rejection(
      data.auth.signIn({ email: 'nobody@example.test', password: 'one-more' }),
    )
    expect(describeAuthError(limited, 'sign-in')).toBe(
      'Too many attempts to sign in. Please wait a minute and try again.',
    )
  })
})

describe('Google sign-in configuration', () => {
  const configured = serverForTests({
    env: {
      GOOGLE_CLIENT_ID: 'test-client-id',
      GOOGLE_CLIENT_SECRET: 'test-client-secret-do-not-leak',
      GOOGLE_AUTH_URL: 'http://127.0.0.1:9/authorize',
      GOOGLE_TOKEN_URL: 'http://127.0.0.1:9/token',
      GOOGLE_USERINFO_URL: 'http://127.0.0.1:9/userinfo',
    },
  })
  const plain = serverForTests()

  it('is configured from the environment, with the endpoints overridden', async () => {
    expect(await client(configured).auth.googleAvailable()).toBe(true)
    const collection = await configured.http('/api/collections/users', {
      token: configured.adminToken,
    })
    expect(collection.body.oauth2.enabled).toBe(true)
    expect(collection.body.oauth2.mappedFields).toMatchObject({
      name: 'name',
      avatarURL: 'avatar',
    })
    expect(collection.body.oauth2.providers).toEqual([
      expect.objectContaining({
        name: 'google',
        clientId: 'test-client-id',
        authURL: 'http://127.0.0.1:9/authorize',
        tokenURL: 'http://127.0.0.1:9/token',
        userInfoURL: 'http://127.0.0.1:9/userinfo',
      }),
    ])
  })

  it('tells the browser that Google is there without the secret', async () => {
    const methods = await configured.http('/api/collections/users/auth-methods')
    expect(JSON.stringify(methods.body)).not.toContain('test-client-secret-do-not-leak')
  })

  it('is off on a server without the variables', async () => {
    expect(await client(plain).auth.googleAvailable()).toBe(false)
  })

  it('says "not configured" instead of failing, and closes its popup', async () => {
    const popup = fakePopup()
    const error = await rejection(client(plain, { openPopup: () => popup }).auth.signInWithGoogle())
    expect(error.kind).toBe('not-configured')
    expect(popup.closed).toBe(true)
  })

  it('reports a blocked popup before asking the server anything', async () => {
    const error = await rejection(
      client(configured, { openPopup: () => null }).auth.signInWithGoogle(),
    )
    expect(error.kind).toBe('popup-blocked')
    expect(describeAuthError(error, 'sign-up')).toBe(
      'Please allow popups for this site to sign up with Google',
    )
  })
})

describe('Google sign-up against a local stand-in for Google', () => {
  let google: GoogleMock
  let server: TestServer
  beforeAll(async () => {
    google = await startGoogleMock()
    server = await startTestServer({ env: google.env })
  })
  afterAll(async () => {
    await server.close()
    await google.stop()
  })

  it('creates the student with the name from Google, starting on the first card', async () => {
    const first = await googleExchange(server)
    expect(first.status).toBe(200)
    expect(first.body.meta.isNew).toBe(true)
    expect(first.body.record).toMatchObject({
      name: GOOGLE_STUDENT.name,
      email: GOOGLE_STUDENT.email,
      state: 'new',
      verified: true,
    })
    // The photo URL reached PocketBase, which downloads it into `avatar` (it refuses loopback
    // addresses, so no local file can stand in for Google's photo server here).
    expect(first.body.meta.avatarURL).toBe(GOOGLE_STUDENT.picture)

    const again = await googleExchange(server)
    expect(again.status).toBe(200)
    expect(again.body.meta.isNew).toBe(false)
    expect(again.body.record.id).toBe(first.body.record.id)
  })
})
