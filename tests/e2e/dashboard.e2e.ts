import { expect, test } from './fixtures.ts'
import { freePort, startPocketBase } from '../../pocketbase/scripts/pb.ts'
import { listedNames, registerStudent, storedStudent } from './helpers.ts'
import { productionOptions } from '../../pocketbase/scripts/server.ts'
import { SITE_DIST, startProduct } from './server.ts'

test('the universities path: intro, browse, search, select several, continue, and back', async ({
  page,
}) => {
  await registerStudent(page)
  await page.getByRole('button', { name: /Select Universities/ }).click()
  await expect(page.getByRole('heading', { name: 'Select Universities' })).toBeVisible()
  await expect(page).toHaveTitle('Select Universities | College Compass')
  await page.getByRole('button', { name: 'Browse Universities' }).click()

  const popular = page.getByRole('list', { name: 'Popular universities' })
  await expect(popular.getByRole('button')).toHaveCount(8)
  await page.getByLabel('Search universities').fill('texas austin')
  const results = page.getByRole('list', { name: 'Search results' })
  await results.getByRole('button', { name: /The University of Texas at Austin/ }).click()
  await page.getByLabel('Search universities').fill('harvard')
  await page
    .getByRole('list', { name: 'Search results' })
    .getByRole('button', { name: /Harvard University/ })
    .click()
  await page.getByRole('button', { name: 'Continue with Selected (2)' }).click()
  await expect(page.getByText('2 universities were added to your list.')).toBeVisible()
  expect(await listedNames(page)).toEqual([
    'Harvard University',
    'The University of Texas at Austin',
  ])

  await page.getByLabel('Search universities').fill('zzzz no such school')
  await expect(page.getByText(/No universities match/)).toBeVisible()

  // A student who leaves comes back to the same card.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Browse Universities' })).toBeVisible()
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page.getByRole('heading', { name: 'Select Universities' })).toBeVisible()
  await page.getByRole('button', { name: 'Go Back' }).click()
  await expect(page.getByRole('heading', { name: 'How would you like to start?' })).toBeVisible()
  await expect.poll(async () => (await storedStudent(page)).state).toBe('new')
})

test('the debug panel opens on a header double-click and its emergency navigation works', async ({
  page,
}) => {
  await registerStudent(page)
  await page.getByTestId('dashboard-header').dblclick()
  const panel = page.getByRole('complementary', { name: 'Debug panel' })
  await expect(panel.getByTestId('debug-state')).toHaveText('new')
  await expect(panel.getByText('reachable', { exact: true })).toBeVisible()
  await panel.getByRole('button', { name: 'universities-intro' }).click()
  await expect(page.getByRole('heading', { name: 'Select Universities' })).toBeVisible()
  await panel.getByRole('button', { name: 'Reset to new' }).click()
  await expect(page.getByRole('heading', { name: 'How would you like to start?' })).toBeVisible()
  await page.getByTestId('dashboard-header').dblclick()
  await expect(panel).toBeHidden()
})

test('the server stops mid-flow and comes back: the banner shows and nothing is lost', async ({
  page,
}) => {
  // A product of its own, so stopping its server does not disturb the other tests.
  const product = await startProduct(await freePort())
  let server: { stop: () => Promise<void> } = product
  try {
    await page.goto(product.url)
    const base = product.url
    await page.goto(`${base}/register`)
    await page.getByLabel('Full name').fill('Omar Haddad')
    await page.getByLabel('Email').fill(`offline-${Date.now()}@example.test`)
    await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery')
    await page.getByLabel('Confirm password').fill('correct-horse-battery')
    await page.getByRole('checkbox', { name: /I agree/ }).check()
    await page.getByRole('button', { name: 'Create Account' }).click()
    await page.getByRole('button', { name: /Select Universities/ }).click()
    await page.getByRole('button', { name: 'Browse Universities' }).click()
    await page.getByLabel('Search universities').fill('texas austin')
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('button', { name: /The University of Texas at Austin/ })
      .click()

    await product.stop()
    await page.getByRole('button', { name: 'Continue with Selected (1)' }).click()
    await expect(page.getByRole('alert').first()).toContainText("Can't reach the server.")
    await page.getByRole('button', { name: 'Go Back' }).click()
    await expect(page.getByRole('heading', { name: 'Select Universities' })).toBeVisible()
    const body = await page.locator('body').innerText()
    expect(body).not.toMatch(/ClientResponseError|Failed to fetch|status|\{"/)

    // The server comes back on the same port with the same data.
    server = await startPocketBase({
      dataDir: product.dataDir,
      port: product.port,
      ...productionOptions(SITE_DIST, product.port),
    })
    await page.getByRole('button', { name: 'Retry' }).click()
    await expect(page.getByRole('button', { name: 'Retry' })).toBeHidden()
    expect(await listedNames(page)).toEqual(['The University of Texas at Austin'])
    // The waiting writes go one after another: the last one leaves the student on the intro.
    await expect.poll(async () => (await storedStudent(page)).state).toBe('universities-intro')
  } finally {
    await server.stop()
    await product.cleanup()
  }
})

test('the MatchMe path: intro, five questions, matches, add to list, retake, close and return', async ({
  page,
}) => {
  await registerStudent(page)
  await page.getByRole('button', { name: /MatchMe/ }).click()
  await expect(page).toHaveTitle('MatchMe | College Compass')
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('heading', { name: 'How would you like to start?' })).toBeVisible()
  await page.getByRole('button', { name: /MatchMe/ }).click()
  await page.getByRole('button', { name: 'Start the Quiz' }).click()

  // Single-choice answers auto-advance; the fifth waits for 'See My Matches'.
  for (let n = 1; n <= 5; n++) {
    await expect(page.getByText(`Question ${n} of 5`)).toBeVisible()
    await page.getByRole('radio').first().check()
  }
  await page.getByRole('button', { name: 'See My Matches' }).click()
  await expect(page.getByRole('heading', { name: 'MatchMe Results' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible()
  await expect.poll(async () => (await storedStudent(page)).state).toBe('quiz-results')

  const firstCard = page.getByRole('article').first()
  const name = (await firstCard.getByRole('heading').first().innerText()).trim()
  await firstCard.getByRole('button', { name: 'Add to My List' }).click()
  await expect(firstCard.getByRole('button', { name: 'Added to My List' })).toBeVisible()
  expect(await listedNames(page)).toEqual([name])

  await page.getByRole('button', { name: 'Retake Quiz' }).click()
  await expect(page.getByText('Question 1 of 5')).toBeVisible()
  await expect(page.getByRole('radio').first()).toBeChecked()
  await page.getByRole('button', { name: 'Close' }).click()
  await expect(page.getByRole('heading', { name: 'MatchMe' })).toBeVisible()
  await page.getByTestId('dashboard-header').dblclick()
  await page
    .getByRole('complementary', { name: 'Debug panel' })
    .getByRole('button', { name: 'quiz-results' })
    .click()
  await page.getByRole('button', { name: 'Return to Dashboard' }).click()
  await expect(page.getByRole('heading', { name: 'How would you like to start?' })).toBeVisible()
  await expect.poll(async () => (await storedStudent(page)).state).toBe('new')
})
