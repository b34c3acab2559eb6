// Shared steps of the planner's integration tests: catalogue rows, a student with a list and
// planner settings, and raw requests as that student (the data-layer verbs come in phase two).
import type { DataClient } from '../../ui/src/data/data-client.ts'
import type { TestServer } from './harness.ts'

let unitid = 900_000

export type Api = {
  get: (path: string) => Promise<{ status: number; body: any }>
  post: (path: string, body: unknown) => Promise<{ status: number; body: any }>
  patch: (path: string, body: unknown) => Promise<{ status: number; body: any }>
  del: (path: string) => Promise<{ status: number; body: any }>
}

export function apiAs(server: TestServer, token: string | undefined): Api {
  const send = (method: string, path: string, body?: unknown) =>
    server.http(path, {
      method,
      ...(token ? { token } : {}),
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
  return {
    get: (path) => send('GET', path),
    post: (path, body) => send('POST', path, body),
    patch: (path, body) => send('PATCH', path, body),
    del: (path) => send('DELETE', path),
  }
}

export const records = (collection: string, id?: string) =>
  `/api/collections/${collection}/records${id ? `/${id}` : ''}`

/** A catalogue row (as the admin); returns its id. */
export async function addUniversity(
  server: TestServer,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  unitid += 1
  const created = await apiAs(server, server.adminToken).post(records('universities'), {
    unitid,
    name: `Test College ${String(unitid)}`,
    city: 'Springfield',
    state: 'IL',
    control: 'private_nonprofit',
    locale_code: 12,
    locale: 'City: Midsize',
    setting: 'urban',
    apply_url: 'https://apply.example.edu/',
    net_price_calculator_url: 'https://npc.example.edu/',
    ...overrides,
  })
  if (created.status !== 200) throw new Error(`university: ${JSON.stringify(created.body)}`)
  return created.body.id as string
}

export type Planner = {
  id: string
  email: string
  token: string
  api: Api
  settingsId: string | null
  /** Puts a school on the student's list. */
  list: (universityId: string) => Promise<void>
  /** Adds a new catalogue school (`addUniversity`) and puts it on the student's list; its id. */
  listNew: (overrides?: Record<string, unknown>) => Promise<string>
  /** Creates an application for a listed school; returns the raw response. */
  apply: (
    universityId: string,
    fields?: Record<string, unknown>,
  ) => Promise<{ status: number; body: any }>
  /** Creates a record of `collection` for the student (`user` set to them); the raw response. */
  own: (
    collection: string,
    fields: Record<string, unknown>,
  ) => Promise<{ status: number; body: any }>
}

/** A student with planner settings in `zone` (none when zone is null). */
export async function plannerStudent(
  server: TestServer,
  zone: string | null = 'America/New_York',
  settings: Record<string, unknown> = {},
  name = 'Maya Johnson',
): Promise<Planner & { data: DataClient }> {
  const { student, token, data } = await server.student(name)
  const api = apiAs(server, token)
  let settingsId: string | null = null
  if (zone !== null) {
    const created = await api.post(records('planner_settings'), {
      user: student.id,
      timezone: zone,
      alert_days: 7,
      ...settings,
    })
    if (created.status !== 200) throw new Error(`settings: ${JSON.stringify(created.body)}`)
    settingsId = created.body.id as string
  }
  const list = async (universityId: string) => {
    const saved = await api.post(records('saved_universities'), {
      user: student.id,
      university: universityId,
    })
    if (saved.status !== 200) throw new Error(`list: ${JSON.stringify(saved.body)}`)
  }
  return {
    id: student.id,
    email: student.email,
    token,
    api,
    data,
    settingsId,
    list,
    listNew: async (overrides) => {
      const school = await addUniversity(server, overrides)
      await list(school)
      return school
    },
    apply: (universityId, fields = {}) =>
      api.post(records('applications'), { user: student.id, university: universityId, ...fields }),
    own: (collection, fields) => api.post(records(collection), { user: student.id, ...fields }),
  }
}

/** Every record of a collection that belongs to `userId`, read as the admin. */
export async function ownedBy(
  server: TestServer,
  collection: string,
  userId: string,
): Promise<any[]> {
  const filter = encodeURIComponent(`user="${userId}"`)
  const found = await apiAs(server, server.adminToken).get(
    `${records(collection)}?perPage=500&filter=${filter}&sort=created`,
  )
  if (found.status !== 200) throw new Error(`${collection}: ${JSON.stringify(found.body)}`)
  return found.body.items as any[]
}
