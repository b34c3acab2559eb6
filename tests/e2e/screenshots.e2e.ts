import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { studentWithPlan } from './analytics-helpers.ts'
import { EMPTY_DECISION } from '../../ui/src/logic/planner/decision-record.ts'
import { apiStudent, applyTo, openEssaysAs } from './essays-helpers.ts'
import { expect, test } from './fixtures.ts'
import { quizReady, registerStudent } from './helpers.ts'
import { shareOf, studentWithEssay } from './sharing-helpers.ts'
import { PUBLIC_PAGES } from './public-helpers.ts'

// Every page and every dashboard card at a phone's width (390 px) and a desktop's (1280 px):
// a full-page screenshot for people to look at (.screenshots/, ignored by git, each file
// replaced when its test runs again), and two checks that fail the test: nothing scrolls sideways, and no
// text comes closer than MIN_GAP to either edge of the screen.

const SCREENSHOTS = resolve(import.meta.dirname, '../../.screenshots')
const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const
/** The page gutter is 16 px on a phone; text closer than this to an edge touches it. */
const MIN_GAP = 12

/** What breaks the layout at the current width, as sentences (empty when nothing does). */
function layoutProblems(minGap: number): string[] {
  window.scrollTo(0, 0)
  const problems: string[] = []
  const root = document.documentElement
  const width = root.clientWidth
  if (root.scrollWidth > width) problems.push(`scrolls sideways: ${root.scrollWidth} > ${width} px`)
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim() ?? ''
    const element = node.parentElement
    if (text === '' || !element) continue
    // Text meant for screen readers only, or not shown at all.
    if (element.closest('.visually-hidden, [hidden], template, script, style')) continue
    if (getComputedStyle(element).visibility === 'hidden') continue
    // Text in a box that scrolls sideways (a wide table in its own region) shows only within it.
    let clip: DOMRect | null = null
    for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
      // An SVG's own overflow is its viewport, not a box the page scrolls.
      if (box instanceof HTMLElement && getComputedStyle(box).overflowX !== 'visible') {
        clip = box.getBoundingClientRect()
        break
      }
    }
    const range = document.createRange()
    range.selectNodeContents(node)
    for (const rect of range.getClientRects()) {
      const left = Math.max(rect.left, clip?.left ?? rect.left)
      const right = Math.min(rect.right, clip?.right ?? rect.right)
      // Empty boxes, text scrolled out of its box, and the skip link parked above the page until
      // it is focused.
      if (right - left < 1 || rect.height < 1 || rect.bottom <= 0) continue
      if (left < minGap || right > width - minGap)
        problems.push(
          `"${text.slice(0, 50)}" spans ${Math.round(left)}-${Math.round(right)} px of ${width}`,
        )
    }
  }
  return problems
}

/** Screenshots the page at both widths and checks its layout at each. */
async function checkLayout(page: Page, name: string): Promise<void> {
  for (const size of WIDTHS) {
    await page.setViewportSize(size)
    await page.evaluate(() => document.fonts.ready)
    await page.screenshot({
      path: `${SCREENSHOTS}/${name}-${size.width}.png`,
      fullPage: true,
      animations: 'disabled',
    })
    expect(await page.evaluate(layoutProblems, MIN_GAP), `${name} at ${size.width} px`).toEqual([])
  }
}

const PAGES = [
  ...PUBLIC_PAGES,
  { path: '/login', name: 'login' },
  { path: '/register', name: 'register' },
  { path: '/verify-email/', name: 'verify-email' },
]

for (const { path, name } of PAGES) {
  test(`${path} fits a phone and a desktop`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('banner')).toHaveAttribute('data-state', 'signed-out')
    await checkLayout(page, name)
  })
}

test('every dashboard card, the quiz, its results and the profile fit a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await registerStudent(page, 'Maya Johnson')
  const heading = (name: string) => expect(page.getByRole('heading', { name })).toBeVisible()

  await heading('How would you like to start?')
  await checkLayout(page, 'dashboard-new')
  await page.getByRole('button', { name: /MatchMe/ }).click()
  await heading('MatchMe')
  await checkLayout(page, 'dashboard-matchme-intro')

  // The information card is reached only through the emergency navigation (specification).
  await page.getByTestId('dashboard-header').dblclick()
  await page
    .getByRole('complementary', { name: 'Debug panel' })
    .getByRole('button', { name: 'quiz', exact: true })
    .click()
  await page.getByTestId('dashboard-header').dblclick()
  await expect(page.getByRole('complementary', { name: 'Debug panel' })).toBeHidden()
  await heading('About the MatchMe Quiz')
  await checkLayout(page, 'dashboard-quiz')
  await page.getByRole('button', { name: 'Start the Quiz' }).click()

  await expect(page.getByText('Question 1 of 5')).toBeVisible()
  await checkLayout(page, 'dashboard-quiz-questions')
  for (let n = 1; n <= 5; n += 1) {
    await expect(page.getByText(`Question ${n} of 5`)).toBeVisible()
    await page.getByRole('radio').first().check()
  }
  await page.getByRole('button', { name: 'See My Matches' }).click()
  await heading('Your Matches')
  await expect(page.getByRole('article').first()).toBeVisible()
  await checkLayout(page, 'dashboard-quiz-results')
  await page.getByRole('button', { name: 'Add to My List' }).first().click()
  await page.getByRole('button', { name: 'Return to Dashboard' }).click()

  await page.getByRole('button', { name: /Select Universities/ }).click()
  await heading('Select Universities')
  await checkLayout(page, 'dashboard-universities-intro')
  await page.getByRole('button', { name: 'Browse Universities' }).click()
  await expect(
    page.getByRole('list', { name: 'Popular universities' }).getByRole('button'),
  ).toHaveCount(8)
  await page.getByLabel('Search universities').fill('texas')
  await expect(page.getByRole('list', { name: 'Search results' })).toBeVisible()
  await checkLayout(page, 'dashboard-universities')

  await page.goto('/quiz')
  await quizReady(page)
  await checkLayout(page, 'quiz-question')
  // The dashboard's five answers are loaded; the last three are new.
  for (let n = 1; n <= 5; n += 1) {
    await expect(page.getByText(`Question ${n} of 8`)).toBeVisible()
    await page.getByRole('button', { name: 'Next' }).click()
  }
  await expect(page.getByText('Question 6 of 8')).toBeVisible()
  await page.getByRole('radio').first().check()
  await expect(page.getByText('Question 7 of 8')).toBeVisible()
  await page.getByRole('checkbox').first().check()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Question 8 of 8')).toBeVisible()
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: 'See My Matches' }).click()
  await heading('Your MatchMe results')
  await expect(page.getByRole('article').first()).toBeVisible()
  await checkLayout(page, 'quiz-results')

  await page.goto('/profile')
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible()
  await checkLayout(page, 'profile')
})

test('the planner, its sections and forms fit a phone and a desktop', async ({ page }) => {
  test.setTimeout(180_000)
  await registerStudent(page)
  await page.getByRole('button', { name: /Select Universities/ }).click()
  await page.getByRole('button', { name: 'Browse Universities' }).click()
  await page.getByLabel('Search universities').fill('Tulane')
  await page.getByRole('list', { name: 'Search results' }).getByRole('button').first().click()
  await page.getByRole('button', { name: 'Continue with Selected (1)' }).click()
  await expect(page.getByText('1 university was added to your list.')).toBeVisible()

  await page.goto('/planner')
  const sections = page.getByRole('navigation', { name: 'Planner sections' })
  const open = async (label: string, heading: string) => {
    await sections.getByRole('button', { name: new RegExp(`^${label}`) }).click()
    await expect(page.getByRole('heading', { name: heading })).toBeFocused()
  }
  await expect(sections).toBeVisible()
  await checkLayout(page, 'planner-new')

  await open('Applications', 'Applications')
  await page.getByRole('button', { name: 'Plan this application' }).click()
  const form = page.getByRole('form', { name: /^Application to/ })
  await form.getByLabel('Plan').selectOption({ label: 'Early Action I' })
  await form.getByLabel('Date', { exact: true }).fill('2030-11-01')
  await checkLayout(page, 'planner-application-form')
  // The school's zone in words, and the full list of zones: the longest labels of the form.
  await form.getByRole('radio', { name: /^The school's time zone/ }).check()
  await form
    .getByRole('combobox', { name: "School's time zone" })
    .selectOption({ label: 'Other time zone...' })
  await expect(form.getByRole('combobox', { name: 'Other time zone' })).toBeVisible()
  await checkLayout(page, 'planner-application-form-school-zone')
  await form.getByRole('radio', { name: /^My time zone/ }).check()
  await form.getByRole('button', { name: 'Save application' }).click()
  await expect(page.getByRole('article')).toBeVisible()
  await checkLayout(page, 'planner-applications')

  await open('Tasks', 'Tasks')
  await checkLayout(page, 'planner-tasks')
  await open('Financial aid', 'Financial aid dates')
  await checkLayout(page, 'planner-aid')
  await open('Recommenders', 'Recommenders')
  await checkLayout(page, 'planner-recommenders')
  await open('Calendar and reminders', 'Calendar')
  await page.getByRole('button', { name: 'Make a calendar link' }).click()
  await expect(page.getByLabel('Your private calendar link')).toBeVisible()
  await page.getByRole('button', { name: 'Change settings' }).click()
  await expect(page.getByRole('form', { name: 'Time zone and reminders' })).toBeVisible()
  await checkLayout(page, 'planner-calendar')
})

test('analytics, with every table of figures open, fits a phone and a desktop', async ({
  page,
}) => {
  test.setTimeout(240_000)
  await studentWithPlan(page)
  await page.setViewportSize(WIDTHS[0])
  await page.goto('/analytics')
  await expect(page.getByRole('heading', { level: 1, name: 'Application analytics' })).toBeVisible()
  // The charts load as they near the screen: scroll through the page until none is waiting.
  const waiting = page.getByText('Loading...', { exact: true })
  for (let y = 0; y === 0 || (await waiting.count()) > 0; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(100)
    expect(y, 'every chart loads as the page is scrolled').toBeLessThan(40_000)
  }
  const toggles = page.getByText('Show the figures as a table', { exact: true })
  const count = await toggles.count()
  expect(count).toBeGreaterThanOrEqual(5)
  for (let i = 0; i < count; i += 1) {
    await toggles.nth(i).click()
    await expect(page.locator('details[open]')).toHaveCount(i + 1)
  }
  await checkLayout(page, 'analytics-tables')
})

test('decisions, scholarships and offers compared fit a phone and a desktop', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const student = await apiStudent(baseURL!)
  const call = async (method: string, path: string, body: unknown) => {
    const answer = await fetch(`${baseURL!}${path}`, {
      method,
      headers: { authorization: student.token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    expect(answer.status, await answer.clone().text()).toBe(200)
    return (await answer.json()) as { id: string }
  }
  const offer = (total: number, grant: number, plus: number) => ({
    cost: { tuition: null, housing: null, books: null, transport: null, personal: null, total },
    gifts: [{ name: 'Merit Scholarship', amount: grant, renews: 'yes', condition: '3.0 GPA' }],
    loans: [
      { kind: 'federal_subsidized', amount: 3_500, rate: 6.39 },
      { kind: 'parent_plus', amount: plus, rate: 8.94 },
    ],
    work_study: 2_500,
    stated_net: null,
  })
  const duke = await applyTo(baseURL!, student, 'Duke University', {
    plan: 'ea',
    status: 'deferred',
  })
  const rice = await applyTo(baseURL!, student, 'Rice University', {
    plan: 'rd',
    status: 'admitted',
  })
  const tulane = await applyTo(baseURL!, student, 'Tulane University of Louisiana', {
    plan: 'ea',
    status: 'admitted',
  })
  await applyTo(baseURL!, student, 'Emory University', { plan: 'rd', status: 'submitted' })
  await call('PATCH', `/api/collections/applications/records/${duke}`, {
    decision: { ...EMPTY_DECISION, loci: 'welcomes' },
  })
  await call('PATCH', `/api/collections/applications/records/${rice}`, {
    decision: { ...EMPTY_DECISION, reply_by: '2027-05-01', deposit: 400 },
    aid_offer: offer(82_000, 60_000, 10_000),
  })
  await call('PATCH', `/api/collections/applications/records/${tulane}`, {
    decision: { ...EMPTY_DECISION, reply_by: '2027-05-01', housing_deadline: '2027-05-15' },
    aid_offer: offer(88_000, 40_000, 24_000),
  })
  await call('POST', '/api/collections/plan_tasks/records', {
    user: student.record.id,
    kind: 'decision',
    step: 'mid_year',
    application: duke,
    title: '',
    due: '2027-03-01',
  })
  await call('POST', '/api/collections/scholarships/records', {
    user: student.record.id,
    sponsor: 'Rotary Club of Springfield',
    amount: 2_500,
    status: 'awarded',
    requirements: ['essay', 'letters', 'transcript'],
    deadline_date: '2027-02-01',
  })

  await openEssaysAs(page, student, '/planner/#decisions')
  await expect(page.getByRole('list', { name: 'Where each application stands' })).toBeVisible()
  await checkLayout(page, 'planner-decisions')
  await page.getByRole('button', { name: 'Record the decision of Rice University' }).click()
  await expect(page.getByRole('form', { name: 'Decision from Rice University' })).toBeVisible()
  await checkLayout(page, 'planner-decision-form')

  await page
    .getByRole('navigation', { name: 'Planner sections' })
    .getByRole('button', { name: /^Scholarships/ })
    .click()
  await page.getByRole('button', { name: 'Add a scholarship' }).click()
  await expect(page.getByRole('form', { name: 'Add a scholarship' })).toBeVisible()
  await checkLayout(page, 'planner-scholarships')

  await page.setViewportSize(WIDTHS[0])
  await page.goto('/analytics')
  const figure = page.getByRole('figure', { name: 'Decisions: your offers side by side' })
  for (let y = 0; (await figure.count()) === 0; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(100)
    expect(y, 'the offers load as the page is scrolled').toBeLessThan(40_000)
  }
  await expect(
    figure.getByRole('heading', { name: 'Tulane University of Louisiana' }),
  ).toBeVisible()
  await checkLayout(page, 'analytics-offers')
  await figure.getByRole('button', { name: 'Edit aid offer from Rice University' }).click()
  await expect(page.getByRole('form', { name: 'Aid offer from Rice University' })).toBeVisible()
  await checkLayout(page, 'analytics-offer-form')
})

test('the shared page, the sharing section and essay comments fit a phone and a desktop', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const student = await studentWithEssay(baseURL!)
  const everything = await shareOf(baseURL!, student, {
    label: 'Ms. Lee, counselor',
    scope: ['list', 'deadlines', 'readiness', 'essays', 'money', 'quiz'],
    comments: true,
  })
  const parent = await shareOf(baseURL!, student, { label: 'Mom', scope: ['list', 'deadlines'] })
  const shown = async (token: string) => {
    await page.goto(`/shared/#${token}`)
    await expect(page.getByText('Shared by Maya, read-only')).toBeVisible()
  }
  await shown(everything)
  await page
    .getByRole('form', { name: 'Comment on this essay' })
    .getByLabel('Your comment')
    .fill('Open with the radio: it is the heart of the essay.')
  await page.getByRole('button', { name: 'Post comment' }).click()
  await expect(page.getByText('Posted. Maya sees it beside the essay.')).toBeVisible()
  await checkLayout(page, 'shared-everything')
  await shown(parent)
  await checkLayout(page, 'shared-parent')
  await page.goto('/shared/#mistyped')
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  await checkLayout(page, 'shared-gone')

  await openEssaysAs(page, student, '/profile/#sharing')
  const section = page.getByRole('region', { name: 'Share with someone who helps' })
  await expect(section.getByRole('article', { name: 'Mom' })).toBeVisible()
  await section.getByRole('button', { name: 'Share with someone who helps' }).click()
  await checkLayout(page, 'profile-sharing-form')
  await section.getByLabel('Who is it for?').fill('Coach Rivera')
  await section.getByRole('button', { name: 'Make the link' }).click()
  await expect(section.getByLabel('Link for Coach Rivera', { exact: true })).toBeVisible()
  await checkLayout(page, 'profile-sharing-link')

  await page.goto(`/essays/?essay=${student.essayId}`)
  await expect(page.getByRole('complementary', { name: 'Comments (1 open)' })).toBeVisible()
  await checkLayout(page, 'essays-comments')
})

test('the portal checklist, an interview and a recommender packet fit a phone and a desktop', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const student = await apiStudent(baseURL!)
  const rice = await applyTo(baseURL!, student, 'Rice University', {
    plan: 'rd',
    status: 'submitted',
  })
  const created = async (collection: string, body: Record<string, unknown>) => {
    const answer = await fetch(`${baseURL!}/api/collections/${collection}/records`, {
      method: 'POST',
      headers: { authorization: student.token, 'content-type': 'application/json' },
      body: JSON.stringify({ user: student.record.id, ...body }),
    })
    expect(answer.status, await answer.clone().text()).toBe(200)
  }
  await created('application_portals', {
    application: rice,
    url: 'https://apply.rice.edu/portal',
    login_email: 'maya@example.com',
    items: { application: 'received', fee: 'received' },
    checked_on: '2026-11-20',
  })
  await created('interviews', {
    application: rice,
    status: 'scheduled',
    date: '2026-12-08',
    time: '16:00',
    zone_rule: 'school',
    zone: 'America/Chicago',
    place: 'https://meet.example.org/rice-alumni',
    with_whom: 'A Rice alumna',
  })
  await created('recommenders', {
    name: 'Ms. Rivera',
    role: 'teacher',
    email: 'rivera@school.example.org',
    applications: [rice],
    asked_on: '2026-10-01',
    status: 'agreed',
  })

  await openEssaysAs(page, student, '/planner/#applications')
  const card = page.getByRole('article', { name: 'Rice University' })
  await expect(card.getByRole('heading', { name: 'After you submit' })).toBeVisible()
  await checkLayout(page, 'planner-after-submit')
  await card.getByRole('button', { name: /^Update the checklist/ }).click()
  await expect(page.getByRole('form', { name: 'Portal for Rice University' })).toBeVisible()
  await checkLayout(page, 'planner-portal-form')
  await page.goto('/planner/#applications')
  await page
    .getByRole('article', { name: 'Rice University' })
    .getByRole('button', { name: /^Edit the interview/ })
    .click()
  await expect(page.getByRole('form', { name: 'Interview with Rice University' })).toBeVisible()
  await checkLayout(page, 'planner-interview-form')

  await page.goto('/planner/')
  await page
    .getByRole('navigation', { name: 'Planner sections' })
    .getByRole('button', { name: /^Recommenders/ })
    .click()
  await page.getByRole('button', { name: 'Packet for Ms. Rivera' }).click()
  await expect(
    page.getByRole('article', { name: 'Recommendation packet for Ms. Rivera' }),
  ).toBeVisible()
  await checkLayout(page, 'planner-recommender-packet')
})
