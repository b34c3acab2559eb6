// A real PocketBase for each integration test file: a temporary data directory, a spare loopback
// port, the project's migrations and hooks, and a superuser. No mocked server.
import { afterAll, beforeAll } from 'vitest'
import { createPocketBase } from '../../ui/src/data/client.ts'
import { createDataClient } from '../../ui/src/data/data-client.ts'
import type { DataClient } from '../../ui/src/data/data-client.ts'
import type { Student } from '../../ui/src/logic/domain.ts'
import { findCsv, importUniversities, type ImportSummary } from '../../pocketbase/scripts/import.ts'
import { startServer, type Server } from '../../pocketbase/scripts/server.ts'

export const IT_ADMIN = { email: 'it-admin@example.test', password: 'it-admin-password-123' }

export type TestServer = Server & {
  adminToken: string
  /** Raw HTTP against the server; `token` signs the request as that user or admin. */
  http: (
    path: string,
    init?: RequestInit & { token?: string },
  ) => Promise<{ status: number; body: any }>
  /**
   * A public sign-up (no admin, so not verified), as the register page sends it: the password is
   * confirmed as typed and any other field goes as given. The raw response.
   */
  signUp: (
    account: { name: string; email: string; password: string } & Record<string, unknown>,
  ) => Promise<{ status: number; body: any }>
  /** Creates a verified student as the admin and returns a data client signed in as them. */
  student: (
    name?: string,
  ) => Promise<{ data: DataClient; student: Student; token: string; password: string }>
  importCatalogue: (csvPath?: string) => Promise<ImportSummary>
  close: () => Promise<void>
}

let counter = 0

export type TestServerOptions = {
  /**
   * 'production' keeps the migration's rate limits; 'relaxed' (the default) multiplies every limit
   * by 1,000 so tests that create many students from one address are not throttled.
   */
  rateLimits?: 'production' | 'relaxed'
  /** Extra environment for the server (read by hooks), such as the GOOGLE_* variables. */
  env?: Record<string, string>
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const server = await startServer({
    mode: 'test',
    admin: IT_ADMIN,
    rateLimits: options.rateLimits === 'production' ? 'production' : 1000,
    ...(options.env ? { env: options.env } : {}),
  })
  const adminToken = server.adminToken!

  const http: TestServer['http'] = async (path, init = {}) => {
    const { token, headers, ...rest } = init
    const response = await fetch(`${server.url}${path}`, {
      ...rest,
      headers: {
        ...(rest.body && typeof rest.body === 'string'
          ? { 'content-type': 'application/json' }
          : {}),
        ...(token ? { authorization: token } : {}),
        ...(headers as Record<string, string> | undefined),
      },
    })
    const text = await response.text()
    let body: unknown = text
    try {
      body = JSON.parse(text)
    } catch {
      // not JSON
    }
    return { status: response.status, body }
  }

  const student: TestServer['student'] = async (name = 'Test Student') => {
    counter += 1
    const email = `student${counter}-${Date.now()}@example.test`
    const password = 'student-password-123'
    const created = await http('/api/collections/users/records', {
      method: 'POST',
      token: adminToken,
      body: JSON.stringify({ name, email, password, passwordConfirm: password, verified: true }),
    })
    if (created.status !== 200)
      throw new Error(`could not create a student: ${JSON.stringify(created.body)}`)
    const data = createDataClient(createPocketBase(server.url))
    const signedIn = await data.auth.signIn({ email, password })
    const auth = await http('/api/collections/users/auth-with-password', {
      method: 'POST',
      body: JSON.stringify({ identity: email, password }),
    })
    return { data, student: signedIn, token: auth.body.token as string, password }
  }

  return {
    ...server,
    adminToken,
    http,
    signUp: (account) =>
      http('/api/collections/users/records', {
        method: 'POST',
        body: JSON.stringify({ ...account, passwordConfirm: account.password }),
      }),
    student,
    importCatalogue: async (csvPath) => {
      const path = csvPath ?? findCsv()
      if (!path)
        throw new Error('the university catalogue CSV was not found (set UNIVERSITIES_CSV)')
      return importUniversities({ url: server.url, token: adminToken, csvPath: path })
    },
  }
}

/**
 * One server for the calling file (or `describe` block): started before its tests, with the
 * university catalogue imported when `catalogue` is set, and closed after them. The handle it
 * returns stands for that server once `beforeAll` has started it, so a file needs no
 * `let server` and no hooks of its own for the common case.
 */
export function serverForTests(
  options: TestServerOptions & { catalogue?: boolean } = {},
): TestServer {
  const { catalogue, ...serverOptions } = options
  let started: TestServer | undefined
  beforeAll(async () => {
    started = await startTestServer(serverOptions)
    if (catalogue) await started.importCatalogue()
  })
  afterAll(async () => {
    await started?.close()
  })
  return new Proxy({} as TestServer, {
    get: (_, key) => {
      if (!started) throw new Error('the test server is used before its beforeAll started it')
      return Reflect.get(started, key)
    },
  })
}

/**
 * The code exchange the SDK performs once the Google popup hands back a code, against a server
 * started with a Google mock's environment (tests/e2e/google-mock.ts).
 */
export async function googleExchange(server: TestServer) {
  const methods = await server.http('/api/collections/users/auth-methods')
  const provider = methods.body.oauth2.providers[0]
  const redirectURL = `${server.url}/api/oauth2-redirect`
  const consent = await fetch(`${provider.authURL}${encodeURIComponent(redirectURL)}`, {
    redirect: 'manual',
  })
  const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code')
  return server.http('/api/collections/users/auth-with-oauth2', {
    method: 'POST',
    body: JSON.stringify({
      provider: 'google',
      code,
      codeVerifier: provider.codeVerifier,
      redirectURL,
    }),
  })
}
