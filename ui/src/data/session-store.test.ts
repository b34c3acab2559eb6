import { afterEach, describe, expect, it } from 'vitest'
import { createPocketBase } from './client.ts'
import { createDataClient } from './data-client.ts'
import {
  SESSION_KEY as AUTH_STORAGE_KEY,
  clearStoredSession,
  readStoredSession,
  storedSessionSnapshot,
  subscribeStoredSession,
} from './session-store.ts'

const ORIGIN = 'http://127.0.0.1:8090'
const NOW = Date.UTC(2026, 10, 21)

/** A JWT-shaped token expiring at `exp` (seconds); the signature is not checked on the client. */
function token(exp: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp, id: 'u1', type: 'auth' })}.signature`
}
const valid = token(NOW / 1000 + 3600)
const record = {
  id: 'u1',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  name: 'Maya Johnson',
  avatar: 'photo_abc.png',
}
const stored = (value: unknown) => JSON.stringify(value)

afterEach(() => localStorage.clear())

describe('readStoredSession', () => {
  it.each<[string, string | null, ReturnType<typeof readStoredSession>]>([
    ['nothing stored', null, null],
    ['not JSON', '{oops', null],
    ['JSON null', 'null', null],
    ['no token', stored({ record }), null],
    ['expired token', stored({ token: token(NOW / 1000 - 1), record }), null],
    ['unreadable token', stored({ token: 'abc', record }), null],
    [
      'a superuser',
      stored({ token: valid, record: { ...record, collectionName: '_superusers' } }),
      null,
    ],
    [
      'a student with a photo',
      stored({ token: valid, record }),
      {
        id: 'u1',
        name: 'Maya Johnson',
        avatarUrl: `${ORIGIN}/api/files/_pb_users_auth_/u1/photo_abc.png?thumb=100x100`,
      },
    ],
    [
      'a student without photo or name',
      stored({ token: valid, record: { ...record, avatar: '', name: undefined } }),
      { id: 'u1', name: '', avatarUrl: null },
    ],
  ])('%s', (_, raw, expected) => {
    expect(readStoredSession(raw, NOW, ORIGIN)).toEqual(expected)
  })
})

describe('the stored session and the SDK agree', () => {
  it('reads what the SDK stored, as the data layer sees it, and clears it as the SDK does', () => {
    const pb = createPocketBase(ORIGIN)
    const data = createDataClient(pb)
    pb.authStore.save(token(Date.now() / 1000 + 3600), { ...record, email: 'maya@example.com' })

    expect(localStorage.getItem(AUTH_STORAGE_KEY)).toBe(storedSessionSnapshot())
    const student = data.auth.current()
    expect(readStoredSession(storedSessionSnapshot(), Date.now(), ORIGIN)).toEqual({
      id: student?.id,
      name: student?.name,
      avatarUrl: student?.avatarUrl,
    })

    clearStoredSession()
    expect(readStoredSession(storedSessionSnapshot())).toBeNull()
    // A fresh SDK client on the next page load finds no session either.
    expect(createDataClient(createPocketBase(ORIGIN)).auth.current()).toBeNull()
  })
})

describe('same-tab changes', () => {
  it('a session change made through the data layer in this tab reaches the subscribers', () => {
    const pb = createPocketBase(ORIGIN)
    createDataClient(pb)
    const seen: (string | null)[] = []
    const unsubscribe = subscribeStoredSession(() => {
      seen.push(readStoredSession(storedSessionSnapshot(), Date.now(), ORIGIN)?.name ?? null)
    })
    pb.authStore.save(token(Date.now() / 1000 + 3600), { ...record, name: 'Lena Ortiz' })
    pb.authStore.clear()
    unsubscribe()
    pb.authStore.save(token(Date.now() / 1000 + 3600), record)
    expect(seen).toEqual(['Lena Ortiz', null])
  })
})
