// The browser's REST client (ui/src/data/rest.ts, ADR 0032) against a real PocketBase: what the
// SDK used to do for the data layer (filters with quotes, lists over several pages, file uploads,
// the server's refusals and no answer at all) still holds.
import { describe, expect, it } from 'vitest'
import { createPocketBase } from '../../ui/src/data/client.ts'
import { toDataError } from '../../ui/src/data/errors.ts'
import { ResponseError } from '../../ui/src/data/rest.ts'
import type { UsersRecord } from '../../ui/src/data/pocketbase-types.ts'
import { serverForTests } from './harness.ts'

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

const server = serverForTests()

let n = 0
async function signedIn(name: string) {
  const pb = createPocketBase(server.url)
  const email = `rest-${Date.now()}-${++n}@example.test`
  await pb.collection('users').create({
    name,
    email,
    password: 'long-enough-1',
    passwordConfirm: 'long-enough-1',
  })
  const auth = await pb.collection<UsersRecord>('users').authWithPassword(email, 'long-enough-1')
  return { pb, record: auth.record }
}

describe('the REST client', () => {
  it.each([["O'Brien-Smith"], ['Zoë "Zo" Ñúñez'], ['a \'quoted\' "both" name'], ['back\\slash']])(
    'finds a record by a filter on %s, quoted safely',
    async (name) => {
      const { pb, record } = await signedIn(name)
      const found = await pb
        .collection<UsersRecord>('users')
        .getFirstListItem(pb.filter('name = {:name} && id = {:id}', { name, id: record.id }))
      expect(found.id).toBe(record.id)
      expect(found.name).toBe(name)
    },
  )

  it('saves the session on sign-in and sends it with every request', async () => {
    const { pb, record } = await signedIn('Maya Johnson')
    expect(pb.authStore.isValid).toBe(true)
    const refreshed = await pb.collection<UsersRecord>('users').authRefresh()
    expect(refreshed.record.id).toBe(record.id)
    pb.authStore.clear()
    await expect(pb.collection('users').getOne(record.id)).rejects.toMatchObject({ status: 404 })
  })

  it('uploads a file with the other fields as multipart form data', async () => {
    const { pb, record } = await signedIn('Photo Student')
    const updated = await pb.collection<UsersRecord>('users').update(record.id, {
      name: 'Photo Student Two',
      avatar: new File([PNG], 'me.png', { type: 'image/png' }),
    })
    expect(updated.name).toBe('Photo Student Two')
    expect(updated.avatar).toMatch(/\.png$/)
  })

  it('reads one page with its counts, and the full list', async () => {
    const { pb, record } = await signedIn('Paging Student')
    const one = await pb
      .collection<UsersRecord>('users')
      .getList(1, 1, { filter: `id = '${record.id}'` })
    expect(one).toMatchObject({ page: 1, perPage: 1, totalItems: 1, totalPages: 1 })
    const all = await pb.collection<UsersRecord>('users').getFullList()
    expect(all.map((u) => u.id)).toEqual([record.id])
  })

  it("turns the server's refusal into the field's message", async () => {
    const { pb, record } = await signedIn('Valid Name')
    const refusal = await pb
      .collection('users')
      .update(record.id, { name: '...' })
      .catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(ResponseError)
    const error = toDataError(refusal)
    expect(error.kind).toBe('invalid')
    expect(error.fields.name).toBeTruthy()
  })

  it('reports no answer (a closed port) as offline, and an aborted request as cancelled', async () => {
    const closed = createPocketBase('http://127.0.0.1:9')
    const offline = await closed.send('/api/health').catch((error: unknown) => error)
    expect(offline).toMatchObject({ status: 0 })
    expect(toDataError(offline).kind).toBe('offline')
    const pb = createPocketBase(server.url)
    const aborted = await pb
      .send('/api/health', { signal: AbortSignal.abort() })
      .catch((error: unknown) => error)
    expect(toDataError(aborted).kind).toBe('cancelled')
  })
})
