// Students with essays for the end-to-end tests: made through the API (the sign-up page has its
// own tests), then signed in on the page by the session the site stores (session-store.ts's key).
import type { Page } from '@playwright/test'

let counter = 0

export type ApiStudent = { token: string; record: { id: string }; email: string }

async function call(
  baseURL: string,
  path: string,
  init: { method?: string; body?: unknown; token?: string } = {},
): Promise<any> {
  const response = await fetch(`${baseURL}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: init.token } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  const body = await response.json().catch(() => null)
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(body)}`)
  return body
}

/** A new student, signed in through the API. */
export async function apiStudent(baseURL: string, name = 'Maya Johnson'): Promise<ApiStudent> {
  counter += 1
  const email = `e2e-essays-${Date.now()}-${counter}@example.test`
  const password = 'correct-horse-battery'
  await call(baseURL, '/api/collections/users/records', {
    body: { name, email, password, passwordConfirm: password },
  })
  const auth = await call(baseURL, '/api/collections/users/auth-with-password', {
    body: { identity: email, password },
  })
  return { token: auth.token, record: auth.record, email }
}

/** Signs `page` in as `student` (the stored session, on the site's origin) and opens `path`. */
export async function openEssaysAs(
  page: Page,
  student: ApiStudent,
  path = '/essays/',
): Promise<void> {
  await page.goto('/robots.txt')
  await page.evaluate(
    (value) => {
      localStorage.setItem('pocketbase_auth', value)
    },
    JSON.stringify({ token: student.token, record: student.record }),
  )
  await page.goto(path)
}

/** The student's planner zone, which their own deadlines follow (before any application). */
export async function plannerZone(
  baseURL: string,
  student: ApiStudent,
  timezone: string,
): Promise<void> {
  await call(baseURL, '/api/collections/planner_settings/records', {
    token: student.token,
    body: { user: student.record.id, timezone, alert_days: 7 },
  })
}

/** An application of `student` to the catalogue school named exactly `name`. */
export async function applyTo(
  baseURL: string,
  student: ApiStudent,
  name: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const filter = encodeURIComponent(`name = "${name}"`)
  const found = await call(baseURL, `/api/collections/universities/records?filter=${filter}`)
  const university = found.items[0]?.id as string | undefined
  if (!university) throw new Error(`${name} is not in the catalogue`)
  const user = student.record.id
  const token = student.token
  const settings = await call(baseURL, `/api/collections/planner_settings/records`, { token })
  if (settings.items.length === 0) {
    await call(baseURL, '/api/collections/planner_settings/records', {
      token,
      body: { user, timezone: 'America/New_York', alert_days: 7 },
    })
  }
  await call(baseURL, '/api/collections/saved_universities/records', {
    token,
    body: { user, university },
  }).catch(() => undefined)
  const created = await call(baseURL, '/api/collections/applications/records', {
    token,
    body: { user, university, platform: 'common_app', deadline_date: '2027-01-01', ...fields },
  })
  return created.id as string
}

/** An essay of `student`, with `text` saved as its first revision when given. */
export async function essayOf(
  baseURL: string,
  student: ApiStudent,
  fields: Record<string, unknown>,
  text?: string,
): Promise<string> {
  const created = await call(baseURL, '/api/collections/essays/records', {
    token: student.token,
    body: {
      user: student.record.id,
      kind: 'supplement',
      platform: 'common_app',
      status: 'not_started',
      ...fields,
    },
  })
  if (text !== undefined) {
    await call(baseURL, `/api/essays/${created.id}/save`, {
      token: student.token,
      body: { baseRevision: 0, text, device: 'seed', saveId: 'seed-1', seq: 1 },
    })
  }
  return created.id as string
}

/** The server's copy of an essay, read as its owner. */
export async function serverEssay(
  baseURL: string,
  student: ApiStudent,
  essayId: string,
): Promise<{ text: string; revision: number; status: string; guard_phrases: string[] | null }> {
  return call(baseURL, `/api/collections/essays/records/${essayId}`, { token: student.token })
}
