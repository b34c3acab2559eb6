import type { TestServer } from '../integration/harness.ts'

export type Student = { id: string; token: string }

/** Users per batch: small enough that password hashing stays inside the batch timeout. */
const BATCH = 10

async function createOne(server: TestServer, body: unknown): Promise<string> {
  const created = await server.http('/api/collections/users/records', {
    method: 'POST',
    token: server.adminToken,
    body: JSON.stringify(body),
  })
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`)
  return created.body.id as string
}

/** PocketBase's answer to a batch transaction that failed without a request's own error. */
const timedOut = (result: { status: number; body: any }) =>
  result.status === 400 && Object.keys(result.body?.data ?? {}).length === 0

/** Creates `count` students as the admin, in batches, and returns a token for each (impersonation). */
export async function createStudents(
  server: TestServer,
  count: number,
  prefix: string,
): Promise<Student[]> {
  const ids: string[] = []
  for (let start = 0; start < count; start += BATCH) {
    const requests = Array.from({ length: Math.min(BATCH, count - start) }, (_, i) => {
      const n = start + i
      return {
        method: 'POST',
        url: '/api/collections/users/records',
        body: {
          name: `Load Student ${n}`,
          email: `${prefix}-${n}@example.test`,
          password: 'load-password-123',
          passwordConfirm: 'load-password-123',
        },
      }
    })
    const result = await server.http('/api/batch', {
      method: 'POST',
      token: server.adminToken,
      body: JSON.stringify({ requests }),
    })
    if (timedOut(result)) {
      // The batch outlived the server's batch timeout (10 s: ten password hashes on a starved
      // machine) and was rolled back whole: the same students, one request each.
      for (const request of requests) ids.push(await createOne(server, request.body))
      continue
    }
    if (result.status !== 200)
      throw new Error(`batch create failed: ${JSON.stringify(result.body)}`)
    for (const item of result.body as { body: { id: string } }[]) ids.push(item.body.id)
  }
  return Promise.all(
    ids.map(async (id) => {
      const auth = await server.http(`/api/collections/users/impersonate/${id}`, {
        method: 'POST',
        token: server.adminToken,
        body: JSON.stringify({ duration: 3600 }),
      })
      return { id, token: auth.body.token as string }
    }),
  )
}

export type RetryStats = {
  attempts: number
  retries: number
  serverErrors: number
  networkErrors: number
}

/**
 * Sends a write the way the product's data layer does for writes that must not be lost: retry on
 * network errors and 5xx with a short backoff. `done` says which answers count as settled.
 */
export async function sendWithRetry(
  url: string,
  init: RequestInit,
  stats: RetryStats,
  done: (status: number, body: unknown) => boolean = (s) => s < 300,
  maxAttempts = 40,
): Promise<{ status: number; body: unknown }> {
  for (let attempt = 1; attempt <= maxAttempts; attempt++) {
    stats.attempts++
    try {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(5000) })
      const body: unknown = await response.json().catch(() => null)
      if (response.status >= 500) stats.serverErrors++
      if (done(response.status, body)) return { status: response.status, body }
      if (response.status < 500) return { status: response.status, body }
    } catch {
      stats.networkErrors++
    }
    stats.retries++
    await new Promise((r) => setTimeout(r, Math.min(50 * attempt, 500)))
  }
  throw new Error(`gave up after ${maxAttempts} attempts: ${init.method ?? 'GET'} ${url}`)
}

/** True for PocketBase's answer to a second (user, university) row: the entry already exists. */
export function isDuplicateEntry(status: number, body: unknown): boolean {
  if (status !== 400) return false
  const data = (body as { data?: Record<string, { code?: string }> } | null)?.data ?? {}
  return Object.values(data).some((d) => d.code === 'validation_not_unique')
}
