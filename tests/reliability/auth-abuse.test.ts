// Brute force and account enumeration against the production rate limits.
import { describe, expect, it } from 'vitest'
import { serverForTests } from '../integration/harness.ts'
import { createStudents } from './clients.ts'
import { printTable } from './report.ts'

const server = serverForTests({ rateLimits: 'production' })

const signIn = (identity: string, password: string) =>
  server.http('/api/collections/users/auth-with-password', {
    method: 'POST',
    body: JSON.stringify({ identity, password }),
  })

describe('sign-in abuse', () => {
  it('answers an unknown email exactly as a wrong password', async () => {
    const { student } = await server.student('Known Student')
    const wrongPassword = await signIn(student.email, 'not-the-password')
    const unknownEmail = await signIn('nobody-here@example.test', 'not-the-password')
    printTable('Enumeration: unknown email vs wrong password', [
      {
        case: 'wrong password',
        status: wrongPassword.status,
        body: JSON.stringify(wrongPassword.body),
      },
      {
        case: 'unknown email',
        status: unknownEmail.status,
        body: JSON.stringify(unknownEmail.body),
      },
    ])
    expect(unknownEmail).toEqual(wrongPassword)
  })

  it('refuses at least 95 of 100 rapid failed sign-ins from one client with 429', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        signIn(`victim${i % 3}@example.test`, `guess-${i}`).then((r) => r.status),
      ),
    )
    const refused = statuses.filter((s) => s === 429).length
    const counts = Object.entries(
      statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}),
    ).map(([status, count]) => ({ status, count }))
    printTable('Brute force: 100 rapid failed sign-ins', counts)
    expect(refused).toBeGreaterThanOrEqual(95)
    expect(statuses.filter((s) => s >= 500)).toEqual([])
  })

  it('refuses at least 95 of 100 rapid password-change guesses with a stolen session', async () => {
    // A session token taken from the student (impersonated: sign-ins are rate-limited here).
    const [stolen] = await createStudents(server, 1, 'stolen-session')
    const { id, token } = stolen!
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        server
          .http(`/api/collections/users/records/${id}`, {
            method: 'PATCH',
            token,
            body: JSON.stringify({
              oldPassword: `guess-${i}`,
              password: 'taken-over-123',
              passwordConfirm: 'taken-over-123',
            }),
          })
          .then((r) => r.status),
      ),
    )
    const counts = Object.entries(
      statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {}),
    ).map(([status, count]) => ({ status, count }))
    printTable('Password-change guessing: 100 rapid wrong old passwords, one session', counts)
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(95)
    expect(statuses.filter((s) => s === 200)).toEqual([])
    // Nothing changed: a new password would have ended this session.
    const still = await server.http(`/api/collections/users/records/${id}`, { token })
    expect(still.status).toBe(200)
  })
})
