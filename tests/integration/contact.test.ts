import { describe, expect, it } from 'vitest'
import { createPocketBase } from '../../ui/src/data/client.ts'
import { createDataClient } from '../../ui/src/data/data-client.ts'
import { isDataError } from '../../ui/src/data/errors.ts'
import { serverForTests } from './harness.ts'

// Production rate limits: this file also checks the contact form's limit (5 a minute per client).
const server = serverForTests({ rateLimits: 'production' })

const send = (body: Record<string, unknown>) =>
  server.http('/api/collections/contact_messages/records', {
    method: 'POST',
    body: JSON.stringify({ subject: 'support', ...body }),
  })
const stored = async () =>
  (
    await server.http('/api/collections/contact_messages/records?sort=created', {
      token: server.adminToken,
    })
  ).body

describe('contact messages: server-side checks', () => {
  it('stores a message trimmed', async () => {
    const response = await send({
      name: '  Maya Johnson ',
      email: ' maya@example.com ',
      message: '\n Hello there \n',
    })
    expect(response.status).toBe(200)
    expect((await stored()).items.at(-1)).toMatchObject({
      name: 'Maya Johnson',
      email: 'maya@example.com',
      message: 'Hello there',
    })
  })

  it('answers blank or overlong fields with field errors and stores nothing', async () => {
    const before = (await stored()).totalItems
    const blank = await send({ name: '   ', email: 'maya@example.com', message: ' \n ' })
    expect(blank.status).toBe(400)
    expect(Object.keys(blank.body.data).sort()).toEqual(['message', 'name'])
    expect(blank.body.data.name.code).toBe('validation_required')

    const longEmail = await send({
      name: 'Maya',
      email: `${'m'.repeat(250)}@example.com`,
      message: 'Hello',
    })
    expect(longEmail.status).toBe(400)
    expect(longEmail.body.data).toEqual({
      email: {
        code: 'validation_length_out_of_range',
        message: 'Please keep this under 254 characters.',
      },
    })
    expect((await stored()).totalItems).toBe(before)
  })

  it('limits each client to 5 messages a minute; the data layer says so', async () => {
    // Three requests above already counted against this client's minute.
    const data = createDataClient(createPocketBase(server.url))
    const message = {
      name: 'Maya',
      email: 'maya@example.com',
      subject: 'other',
      message: 'Hi',
    } as const
    const results: unknown[] = []
    for (let i = 0; i < 3; i += 1)
      results.push(await data.contact.send(message).catch((e: unknown) => e))
    expect(results.slice(0, 2)).toEqual([undefined, undefined])
    const refused = results[2]
    expect(isDataError(refused) && refused.kind).toBe('rate-limited')
  })
})
