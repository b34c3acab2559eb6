import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPocketBase } from './client.ts'
import { createDataClient } from './data-client.ts'
import { SESSION_KEY, storedSessionSnapshot } from './session-store.ts'

// Leaving a page while its session check is in flight (issue 16's /dashboard to /analytics): the
// browser cuts the answer's body off after its status arrived. A cut-off answer is no answer; it
// must never be read as an empty success, or the auth store saves a session without a token and
// the next page sends the student to /login.

const ORIGIN = 'http://127.0.0.1:8090'

function token(exp: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ exp, id: 'u1', type: 'auth' })}.signature`
}

const RECORD = {
  id: 'u1',
  collectionId: '_pb_users_auth_',
  collectionName: 'users',
  email: 'maya@example.test',
  name: 'Maya',
  avatar: '',
  quizAnswers: null,
  quizCompleted: false,
  dashboardCard: null,
  verified: true,
  created: '2026-11-20 10:00:00.000Z',
  updated: '2026-11-20 10:00:00.000Z',
}

/** A 200 whose body the browser stops reading (the page is being left). */
function cutOffAnswer(): Response {
  const body = new ReadableStream({
    start(controller) {
      controller.error(new DOMException('The user aborted a request.', 'AbortError'))
    },
  })
  return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } })
}

afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
})

describe('RestClient, an answer cut off by leaving the page', () => {
  it('rejects as no answer, keeps the stored session, and the session check keeps the student', async () => {
    const stored = JSON.stringify({ token: token(Date.now() / 1000 + 3600), record: RECORD })
    localStorage.setItem(SESSION_KEY, stored)
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(cutOffAnswer())),
    )
    const pb = createPocketBase(ORIGIN)

    const refresh = pb.collection('users').authRefresh()
    await expect(refresh).rejects.toMatchObject({ status: 0, isAbort: true })
    expect(storedSessionSnapshot()).toBe(stored)

    const check = await createDataClient(pb).auth.refresh()
    expect(check).toMatchObject({ student: { id: 'u1' }, confirmed: false })
    expect(storedSessionSnapshot()).toBe(stored)
  })

  it('still reads an empty 2xx answer (a delete) as success', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 204 }))),
    )
    await expect(createPocketBase(ORIGIN).send('/api/anything')).resolves.toEqual({})
  })

  it('never saves a session without a token', async () => {
    const stored = JSON.stringify({ token: token(Date.now() / 1000 + 3600), record: RECORD })
    localStorage.setItem(SESSION_KEY, stored)
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({}, { status: 200 }))),
    )
    await expect(createPocketBase(ORIGIN).collection('users').authRefresh()).rejects.toThrow()
    expect(storedSessionSnapshot()).toBe(stored)
  })
})
