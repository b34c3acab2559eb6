import { describe, expect, it } from 'vitest'
import { sendContactMessage } from '../../ui/src/data/contact.ts'
import { DataError } from '../../ui/src/data/errors.ts'
import { freePort } from '../../pocketbase/scripts/pb.ts'
import { serverForTests } from './harness.ts'

// The SDK-free send that /contact's page script uses, against a real PocketBase.
const server = serverForTests()

const message = {
  name: '  Maya Johnson ',
  email: 'maya@example.com',
  subject: 'partnership',
  message: ' A partnership idea ',
} as const

const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  )

describe('sendContactMessage', () => {
  it('stores the message, trimmed, for the admins', async () => {
    await sendContactMessage(
      { ...message, message: ` Idea ${Date.now()} ` },
      {
        baseUrl: server.url,
      },
    )
    const stored = (
      await server.http('/api/collections/contact_messages/records?sort=-created', {
        token: server.adminToken,
      })
    ).body.items[0]
    expect(stored).toMatchObject({
      name: 'Maya Johnson',
      email: 'maya@example.com',
      subject: 'partnership',
    })
    expect(stored.message).toMatch(/^Idea \d+$/)
  })

  it('fails with the server’s message per field, and stores nothing', async () => {
    const before = (
      await server.http('/api/collections/contact_messages/records', { token: server.adminToken })
    ).body.totalItems
    const failure = await failureOf(
      sendContactMessage(
        { ...message, email: `${'m'.repeat(250)}@example.com` },
        {
          baseUrl: server.url,
        },
      ),
    )
    expect(failure).toBeInstanceOf(DataError)
    expect(failure).toMatchObject({
      kind: 'invalid',
      fields: { email: 'Please keep this under 254 characters.' },
    })
    const after = (
      await server.http('/api/collections/contact_messages/records', { token: server.adminToken })
    ).body.totalItems
    expect(after).toBe(before)
  })

  it('fails as offline when nothing answers', async () => {
    const failure = await failureOf(
      sendContactMessage(message, { baseUrl: `http://127.0.0.1:${await freePort()}` }),
    )
    expect(failure).toMatchObject({ kind: 'offline' })
  })
})
