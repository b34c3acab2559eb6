// One address per person whatever its case: stored lower-case at sign-up, on change and from
// Google, compared without case at sign-in, unique ignoring case; and the migration that brings an
// existing database there without losing an account.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPocketBase } from '../../ui/src/data/client.ts'
import { createDataClient } from '../../ui/src/data/data-client.ts'
import { MIGRATIONS_DIR, migrateUp } from '../../pocketbase/scripts/pb.ts'
import { startServer } from '../../pocketbase/scripts/server.ts'
import { startGoogleMock, type GoogleMock } from '../e2e/google-mock.ts'
import { googleExchange, IT_ADMIN, startTestServer, type TestServer } from './harness.ts'

const PASSWORD = 'student-password-123'

describe('e-mail addresses ignore case', () => {
  let google: GoogleMock
  let server: TestServer
  beforeAll(async () => {
    google = await startGoogleMock({
      sub: 'google-case-0001',
      name: 'Grace Lin',
      email: 'Grace.Lin@Example.TEST',
    })
    server = await startTestServer({ env: google.env })
  })
  afterAll(async () => {
    await server.close()
    await google.stop()
  })

  const signUp = (name: string, email: string) => server.signUp({ name, email, password: PASSWORD })

  const storedEmail = async (id: string) =>
    (await server.http(`/api/collections/users/records/${id}`, { token: server.adminToken })).body
      .email as string

  it('stores the address lower-case at sign-up and signs in whatever the case typed', async () => {
    const created = await signUp('Maya Lee', '  Maya.Lee@Example.COM ')
    expect(created.status).toBe(200)
    expect(await storedEmail(created.body.id)).toBe('maya.lee@example.com')

    const signIn = await server.http('/api/collections/users/auth-with-password', {
      method: 'POST',
      body: JSON.stringify({ identity: 'MAYA.LEE@EXAMPLE.COM', password: PASSWORD }),
    })
    expect(signIn.status).toBe(200)
    // Through the data layer too, as a phone's auto-capital would type it.
    const data = createDataClient(createPocketBase(server.url))
    const student = await data.auth.signIn({ email: 'Maya.lee@example.com', password: PASSWORD })
    expect(student.email).toBe('maya.lee@example.com')
  })

  it('refuses a second account whose address differs only in case, naming the field', async () => {
    const second = await signUp('Maya Again', 'MAYA.LEE@example.com')
    expect(second.status).toBe(400)
    expect(second.body.data.email.code).toBe('validation_not_unique')
  })

  it('lower-cases an address an admin changes', async () => {
    const { student } = await server.student('Changed Address')
    const changed = await server.http(`/api/collections/users/records/${student.id}`, {
      method: 'PATCH',
      token: server.adminToken,
      body: JSON.stringify({ email: 'New.Address@Example.COM' }),
    })
    expect(changed.status).toBe(200)
    expect(await storedEmail(student.id)).toBe('new.address@example.com')
  })

  it('stores the address Google reports lower-case, and finds it again', async () => {
    const first = await googleExchange(server)
    expect(first.status).toBe(200)
    expect(await storedEmail(first.body.record.id)).toBe('grace.lin@example.test')
    const again = await googleExchange(server)
    expect(again.body.record.id).toBe(first.body.record.id)
  })
})

describe('the e-mail case migration on an existing database', () => {
  it('lower-cases every address, keeps every account, and says what it moved', async () => {
    const root = mkdtempSync(join(tmpdir(), 'cc-email-migration-'))
    const before = join(root, 'migrations-before')
    const dataDir = join(root, 'pb_data')
    mkdirSync(before)
    for (const file of readdirSync(MIGRATIONS_DIR)) {
      if (file < '1763800200') copyFileSync(join(MIGRATIONS_DIR, file), join(before, file))
    }
    const noHooks = join(root, 'no-hooks')
    mkdirSync(noHooks)
    try {
      // The database as the old server left it: no hooks lower-cased anything.
      const old = await startServer({
        mode: 'test',
        admin: IT_ADMIN,
        dataDir,
        migrationsDir: before,
        hooksDir: noHooks,
      })
      const create = async (email: string) => {
        const response = await fetch(`${old.url}/api/collections/users/records`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: old.adminToken! },
          body: JSON.stringify({
            name: 'Old',
            email,
            password: PASSWORD,
            passwordConfirm: PASSWORD,
          }),
        })
        expect(response.status).toBe(200)
        return ((await response.json()) as { id: string }).id
      }
      const older = await create('alice@example.com')
      const newer = await create('ALICE@Example.com')
      const bob = await create('Bob@Example.com')
      await old.stop()

      const output = migrateUp(dataDir)
      expect(output).toContain('E-mail case: 2 address(es) lower-cased; 1 account(s)')
      expect(output).toContain(
        `alice@example.com (account ${older}) -> alice+duplicate-${older}@example.com; ` +
          `alice@example.com stays with account ${newer}`,
      )

      const server = await startServer({ mode: 'test', admin: IT_ADMIN, dataDir })
      try {
        const emails = async () => {
          const response = await fetch(`${server.url}/api/collections/users/records?sort=email`, {
            headers: { authorization: server.adminToken! },
          })
          const body = (await response.json()) as { items: { id: string; email: string }[] }
          return Object.fromEntries(body.items.map((item) => [item.id, item.email]))
        }
        expect(await emails()).toEqual({
          [newer]: 'alice@example.com',
          [older]: `alice+duplicate-${older}@example.com`,
          [bob]: 'bob@example.com',
        })
        // Every owner can still sign in: the moved one with the address the migration printed.
        for (const identity of [
          'ALICE@example.com',
          `alice+duplicate-${older}@example.com`,
          'BOB@example.com',
        ]) {
          const response = await fetch(`${server.url}/api/collections/users/auth-with-password`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ identity, password: PASSWORD }),
          })
          expect(response.status, identity).toBe(200)
        }
      } finally {
        await server.stop()
      }
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
