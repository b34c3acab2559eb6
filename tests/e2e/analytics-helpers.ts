// A student with a plan, for the /analytics tests and the signed-in budget: signed up, three
// schools picked on the dashboard as a student does, then quiz answers, a home state, planner
// settings, an application per school and an essay written through the API with the student's own
// session (what the quiz, the planner and the essays pages send).
import type { Locator, Page } from '@playwright/test'
import { ANALYTICS_ANSWERS } from '../../ui/src/testing/analytics-fixtures.ts'
import { expect } from './fixtures.ts'
import { registerStudent } from './helpers.ts'

export const SCHOOLS = {
  harvard: 'Harvard University',
  texas: 'The University of Texas at Austin',
  berea: 'Berea College',
} as const

/** The API as the signed-in student: their token from the page's stored session. */
async function asStudent(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const auth = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as {
        token?: string
      }
      const response = await fetch(path, {
        method,
        headers: { authorization: auth.token ?? '', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
      return { status: response.status, body: (await response.json()) as Record<string, unknown> }
    },
    { method, path, body },
  )
}

async function ok(call: Promise<{ status: number; body: Record<string, unknown> }>) {
  const answer = await call
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

/** Picks schools on the dashboard as a student does: search, select, continue. */
async function pickSchools(page: Page, names: readonly string[]): Promise<void> {
  await page.getByRole('button', { name: /Select Universities/ }).click()
  await page.getByRole('button', { name: 'Browse Universities' }).click()
  const box = page.getByLabel('Search universities')
  const results = page.getByRole('list', { name: 'Search results' })
  for (const name of names) {
    await box.fill(name)
    await results.getByRole('button', { name: new RegExp(`^${name} `) }).click()
  }
  await page
    .getByRole('button', { name: `Continue with Selected (${String(names.length)})` })
    .click()
  await expect(page.getByText(`${String(names.length)} universities were added`)).toBeVisible()
}

/**
 * A student with quiz answers (SAT 1200-1400) and `names` on My List, picked on the dashboard;
 * no applications (the school charts show without them).
 */
export async function studentWithList(page: Page, names: readonly string[]): Promise<void> {
  await registerStudent(page, 'Maya Scores')
  await pickSchools(page, names)
  const auth = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as { record: { id: string } },
  )
  await ok(
    asStudent(page, 'PATCH', `/api/collections/users/records/${auth.record.id}`, {
      quizAnswers: ANALYTICS_ANSWERS,
      quizCompleted: true,
      homeState: 'TX',
    }),
  )
}

/** A student with answers, a home state, three schools and an application for each. */
export async function studentWithPlan(page: Page): Promise<{ id: string }> {
  await registerStudent(page, 'Maya Analytics')
  await pickSchools(page, Object.values(SCHOOLS))
  const auth = await page.evaluate(
    () => JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as { record: { id: string } },
  )
  const id = auth.record.id
  await ok(
    asStudent(page, 'PATCH', `/api/collections/users/records/${id}`, {
      quizAnswers: ANALYTICS_ANSWERS,
      quizCompleted: true,
      homeState: 'TX',
    }),
  )
  await ok(
    asStudent(page, 'POST', '/api/collections/planner_settings/records', {
      user: id,
      timezone: 'America/Chicago',
      alert_days: 7,
    }),
  )
  const listed = await ok(
    asStudent(
      page,
      'GET',
      '/api/collections/saved_universities/records?expand=university&perPage=50',
    ),
  )
  const schoolId = (name: string) => {
    const items = listed.items as { university: string; expand: { university: { name: string } } }[]
    const found = items.find((item) => item.expand.university.name === name)
    if (!found) throw new Error(`${name} is not on the list`)
    return found.university
  }
  const apply = (name: string, values: Record<string, unknown>) =>
    ok(
      asStudent(page, 'POST', '/api/collections/applications/records', {
        user: id,
        university: schoolId(name),
        deadline_time: '23:59',
        deadline_zone_rule: 'student',
        ...values,
      }),
    )
  const far = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const harvard = await apply(SCHOOLS.harvard, {
    plan: 'rd',
    deadline_date: far(60),
    status: 'planning',
    fee: 85,
  })
  await apply(SCHOOLS.texas, { plan: 'rd', deadline_date: far(20), status: 'in_progress' })
  await apply(SCHOOLS.berea, { plan: 'rolling', deadline_date: far(-20), status: 'admitted' })
  // A supplement for Harvard, not started: 250 words to write before its deadline.
  await ok(
    asStudent(page, 'POST', '/api/collections/essays/records', {
      user: id,
      kind: 'supplement',
      platform: 'common_app',
      title: 'Why Harvard',
      prompt: 'Why Harvard?',
      status: 'not_started',
      applications: [harvard.id],
      limit_unit: 'words',
      limit_max: 250,
    }),
  )
  return { id }
}

/**
 * Scrolls to a chart as a student does. The page may draw again while the student's data arrives
 * (the title's element replaced), so the scroll is tried again on the new element.
 */
export async function scrollTo(page: Page, title: string | RegExp): Promise<Locator> {
  await expect(async () => {
    await page
      .getByText(title, { exact: typeof title === 'string' })
      .first()
      .scrollIntoViewIfNeeded({ timeout: 2_000 })
  }).toPass({ timeout: 15_000 })
  const figure = page.getByRole('figure', { name: title })
  await expect(figure).toBeVisible()
  return figure
}
