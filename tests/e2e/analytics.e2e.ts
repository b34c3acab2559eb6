import type { Locator, Page } from '@playwright/test'
import { ANALYTICS_ANSWERS } from '../../ui/src/testing/analytics-fixtures.ts'
import { expect, test } from './fixtures.ts'
import { registerStudent } from './helpers.ts'
import { axeViolations, collectErrors } from './public-helpers.ts'

// /analytics in Chromium, as a student meets it: signed up, quiz answered, three schools picked
// on the dashboard, applications planned, then the balance (rule and data year beside each count),
// readiness and the cost of applying read, and an admitted school's aid offer entered by keyboard.
// Axe on every state. Until the /planner page is on main, answers and applications are written
// through the API with the student's own session (what the quiz and the planner send).

const SCHOOLS = {
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

/** A student with answers, a home state, three schools and an application for each. */
async function studentWithPlan(page: Page): Promise<{ id: string }> {
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

/** Presses Tab until `target` has the focus (as a keyboard user moves through the page). */
async function tabTo(page: Page, target: Locator, most = 120): Promise<void> {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

/** Scrolls to a chart as a student does; its code loads as it nears the screen (ADR 0051). */
async function scrollTo(page: Page, title: string | RegExp): Promise<Locator> {
  await page
    .getByText(title, { exact: typeof title === 'string' })
    .first()
    .scrollIntoViewIfNeeded()
  const figure = page.getByRole('figure', { name: title })
  await expect(figure).toBeVisible()
  return figure
}

async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), where).toEqual([])
}

test('a student reads their balance, readiness and cost, and enters an aid offer by keyboard', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const errors = collectErrors(page)
  await studentWithPlan(page)

  // Linked from the navbar and from the dashboard, as a student finds it.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Welcome, Maya!' })).toBeVisible()
  // The navbar's signed-in menu links it too.
  const profile = page.getByRole('button', { name: 'Maya Analytics' })
  const menu = page.locator(`#${(await profile.getAttribute('aria-controls')) ?? ''}`)
  await expect(menu.getByRole('link', { name: 'Analytics', includeHidden: true })).toHaveAttribute(
    'href',
    '/analytics',
  )
  await page
    .getByRole('navigation', { name: 'Your tools' })
    .getByRole('link', { name: 'Analytics' })
    .click()
  await expect(page).toHaveURL(/\/analytics\/?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Application analytics' })).toBeVisible()

  // The balance: every school counted once, each count beside its rule and the data year.
  const balance = page.getByRole('figure', { name: 'List balance' })
  await expect(balance).toBeVisible()
  await expect(balance.getByRole('img')).toHaveAccessibleName(/^Schools by band: /)
  const bands = await balance.getByRole('img').getAttribute('aria-label')
  const counts = [...(bands ?? '').matchAll(/(\d+)/g)].map((m) => Number(m[1]))
  expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3)
  // Harvard admits fewer than 1 in 5: a reach for everyone, and the rule beside the count says so.
  await expect(balance.getByRole('term').filter({ hasText: 'Reach: 1' })).toBeVisible()
  await expect(balance.getByText(/fewer than 1 in 5 applicants is a reach/)).toBeVisible()
  for (const term of await balance.getByRole('definition').all()) {
    await expect(term).toContainText('Admission rates and score ranges: fall 2022')
  }
  await expect(balance.getByText(/Data: U\.S\. Department of Education/)).toBeVisible()

  // Readiness: one line per application, the most urgent first (Texas's deadline is nearest
  // among those still open).
  await scrollTo(page, 'Readiness per application')
  const readiness = page.getByRole('list', { name: 'Applications, most urgent first' })
  await expect(readiness.getByRole('listitem')).toHaveCount(3)
  await expect(readiness.getByRole('listitem').first()).toContainText(SCHOOLS.texas)
  await expect(readiness.getByRole('listitem').filter({ hasText: SCHOOLS.harvard })).toContainText(
    /0 of 1 essay/,
  )
  // The workload: the supplement's 250 words spread over the weeks before Harvard's deadline.
  const workload = await scrollTo(page, 'Workload by week')
  await expect(workload.getByText(/^250 words to write/)).toBeVisible()

  // The cost of applying: Harvard's own $85, the catalogue's 2021-22 fee for the others, and the
  // running total in deadline order.
  const cost = await scrollTo(page, 'Cost of applying')
  const fees = cost.getByRole('list', { name: 'Running total, in deadline order' })
  await expect(fees.getByRole('listitem').last()).toContainText(SCHOOLS.harvard)
  await expect(fees.getByRole('listitem').last()).toContainText('Fee: $85 (your figure)')
  await expect(fees.getByText(/\(catalogue, 2021-22\)/).first()).toBeVisible()
  await expect(cost.getByText(/^Applying to 3 schools costs \$/)).toBeVisible()

  // Nowhere a chance percentage.
  expect(await page.locator('main').innerText()).not.toMatch(/\d\s?%/)
  await expectNoAxeViolations(page, 'analytics loaded')

  // The table alternative opens from the keyboard.
  const table = balance.getByText('Show the figures as a table')
  await tabTo(page, table)
  await page.keyboard.press('Enter')
  await expect(balance.getByRole('table')).toBeVisible()
  await expectNoAxeViolations(page, 'balance table open')

  // Berea admitted the student: enter its aid offer by keyboard only.
  const enter = page.getByRole('button', { name: `Enter aid offer from ${SCHOOLS.berea}` })
  await tabTo(page, enter)
  await page.keyboard.press('Enter')
  const form = page.getByRole('form', { name: `Aid offer from ${SCHOOLS.berea}` })
  await expect(page.getByRole('heading', { name: `Aid offer from ${SCHOOLS.berea}` })).toBeFocused()
  await expectNoAxeViolations(page, 'aid offer form')
  await page.keyboard.press('Tab')
  await expect(form.getByLabel(/Cost of attendance/)).toBeFocused()
  await page.keyboard.type('30000')
  await page.keyboard.press('Tab')
  await expect(form.getByLabel(/Grants and scholarships/)).toBeFocused()
  await page.keyboard.type('36000')
  await tabTo(page, form.getByRole('button', { name: 'Save offer' }))
  await page.keyboard.press('Enter')
  // Aid above the cost is refused before sending, the field named and focused, nothing lost.
  await expect(form.getByLabel(/Cost of attendance/)).toBeFocused()
  await expect(form.getByLabel(/Cost of attendance/)).toHaveAccessibleDescription(/more than/)
  await expect(form.getByLabel(/Grants and scholarships/)).toHaveValue('36000')
  await expectNoAxeViolations(page, 'aid offer refused')

  await form.getByLabel(/Grants and scholarships/).focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('26000')
  await tabTo(page, form.getByRole('button', { name: 'Save offer' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Saved the aid offer' })).toHaveText(
    `Saved the aid offer from ${SCHOOLS.berea}.`,
  )
  await expect(form).toHaveCount(0)
  const edit = page.getByRole('button', { name: `Edit aid offer from ${SCHOOLS.berea}` })
  await expect(edit).toBeFocused()
  // Net cost: $30,000 less $26,000 in grants.
  await expect(
    page
      .getByRole('figure', { name: /^Decisions/ })
      .getByText(/\$4,000/)
      .first(),
  ).toBeVisible()
  await expectNoAxeViolations(page, 'aid offer saved')

  // It is kept: a reload shows the same offer.
  await page.reload()
  const decisions = await scrollTo(page, 'Decisions: your offers side by side')
  await expect(decisions.getByText(/\$4,000/).first()).toBeVisible()
  expect(errors).toEqual([])
})
