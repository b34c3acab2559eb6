// Google sign-in and sign-up through a popup, against the local OAuth2 mock standing in for
// Google (started in global-setup.ts).
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { GOOGLE_STUDENT } from './google-mock.ts'
import { storedStudent } from './helpers.ts'

const mockUrl = () => {
  const url = process.env.GOOGLE_MOCK_URL
  if (!url) throw new Error('GOOGLE_MOCK_URL is not set: the Google mock did not start')
  return url
}

/** From `path`, the Google button opens the popup, which closes; the dashboard greets Grace. */
async function googlePopupReachesDashboard(page: Page, path: string, button: string) {
  await page.goto(path)
  const popupOpened = page.waitForEvent('popup')
  await page.getByRole('button', { name: button }).click()
  const popup = await popupOpened
  await expect(page).toHaveURL(/\/dashboard\/?$/)
  await expect.poll(() => popup.isClosed()).toBe(true)
  await expect(page.getByRole('heading', { name: 'Welcome, Grace!' })).toBeVisible()
}

test('Google sign-up in a popup with account selection forced; the name comes from Google', async ({
  page,
  context,
}) => {
  const authorizeRequests: URL[] = []
  context.on('request', (request) => {
    const url = new URL(request.url())
    if (url.href.startsWith(`${mockUrl()}/authorize`)) authorizeRequests.push(url)
  })
  await googlePopupReachesDashboard(page, '/register', 'Sign up with Google')
  expect(authorizeRequests).toHaveLength(1)
  expect(authorizeRequests[0]?.searchParams.get('prompt')).toBe('select_account')
  expect(authorizeRequests[0]?.searchParams.get('client_id')).toBe('e2e-google-client')
  const stored = await storedStudent(page)
  expect(stored).toMatchObject({ name: GOOGLE_STUDENT.name, email: GOOGLE_STUDENT.email })
})

test('Google sign-in from /login goes to the dashboard', async ({ page }) => {
  await googlePopupReachesDashboard(page, '/login', 'Sign in with Google')
})

for (const [path, button, blocked, cancelled] of [
  [
    '/login',
    'Sign in with Google',
    'Please allow popups for this site to sign in with Google',
    'Sign in was cancelled',
  ],
  [
    '/register',
    'Sign up with Google',
    'Please allow popups for this site to sign up with Google',
    'Sign up was cancelled',
  ],
] as const) {
  test(`${path}: a blocked popup asks to allow popups`, async ({ page }) => {
    // What a popup blocker does: window.open returns null.
    await page.addInitScript(() => {
      window.open = () => null
    })
    await page.goto(path)
    await page.getByRole('button', { name: button }).click()
    await expect(page.getByRole('alert')).toHaveText(blocked)
    await expect(page.getByRole('button', { name: button })).toBeEnabled()
  })

  test(`${path}: closing the popup cancels`, async ({ page, context }) => {
    // Google's page never answers, so the student closes the popup.
    await context.route(`${mockUrl()}/authorize**`, () => undefined)
    await page.goto(path)
    const popupOpened = page.waitForEvent('popup')
    await page.getByRole('button', { name: button }).click()
    const popup = await popupOpened
    await expect(page.getByRole('button', { name: 'Waiting for Google...' })).toBeDisabled()
    await popup.close()
    await expect(page.getByRole('alert')).toHaveText(cancelled)
    await expect(page).toHaveURL(new RegExp(`${path}/?$`))
    expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull()
  })
}
