// Signed-in API answers, and answers that hand out a token, are never stored by a browser or a
// shared cache, and no cache serves one student's answer to another.
import { describe, expect, it } from 'vitest'
import { serverForTests } from './harness.ts'

const server = serverForTests()

async function headersOf(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init
  const response = await fetch(`${server.url}${path}`, {
    ...rest,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: token } : {}),
    },
  })
  await response.arrayBuffer()
  return {
    status: response.status,
    cache: response.headers.get('cache-control') ?? '',
    vary: response.headers.get('vary') ?? '',
  }
}

describe('private answers', () => {
  it.each<
    [
      string,
      (s: {
        id: string
        token: string
        email: string
        password: string
      }) => [string, RequestInit & { token?: string }],
    ]
  >([
    [
      'reading one’s own record',
      (s) => [`/api/collections/users/records/${s.id}`, { token: s.token }],
    ],
    [
      'saving one’s own record',
      (s) => [
        `/api/collections/users/records/${s.id}`,
        { method: 'PATCH', token: s.token, body: JSON.stringify({ state: 'quiz' }) },
      ],
    ],
    [
      'refreshing the session',
      (s) => ['/api/collections/users/auth-refresh', { method: 'POST', token: s.token }],
    ],
    [
      'signing in',
      (s) => [
        '/api/collections/users/auth-with-password',
        { method: 'POST', body: JSON.stringify({ identity: s.email, password: s.password }) },
      ],
    ],
    [
      'listing one’s list',
      (s) => ['/api/collections/saved_universities/records', { token: s.token }],
    ],
  ])('%s: Cache-Control no-store, Vary Authorization', async (_, request) => {
    const { student, token, password } = await server.student()
    const [path, init] = request({ id: student.id, token, email: student.email, password })
    const answer = await headersOf(path, init)
    expect(answer.status).toBe(200)
    expect(answer.cache).toBe('no-store')
    expect(answer.vary).toMatch(/\bAuthorization\b/)
  })

  it('leaves public reads cacheable, still varying by Authorization', async () => {
    const answer = await headersOf('/api/collections/universities/records?perPage=1')
    expect(answer.status).toBe(200)
    expect(answer.cache).not.toContain('no-store')
    expect(answer.vary).toMatch(/\bAuthorization\b/)
  })
})
