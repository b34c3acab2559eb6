import { expect, test } from './fixtures.ts'
import { storedStudent } from './helpers.ts'

test('a new student registers and is greeted by first name on the dashboard', async ({ page }) => {
  const email = `maya-${Date.now()}@example.test`
  await page.goto('/register')
  await page.getByLabel('Full name').fill('Maya Johnson')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill('correct-horse-battery')
  await page.getByLabel('Confirm password').fill('correct-horse-battery')
  await page.getByRole('checkbox', { name: /I agree/ }).check()
  await page.getByRole('button', { name: 'Create Account' }).click()

  await expect(page).toHaveURL(/\/dashboard\/?$/)
  await expect(page.getByRole('status')).toHaveText('Loading your dashboard...')
  await expect(page.getByRole('heading', { name: 'Welcome, Maya!' })).toBeVisible()

  // The greeting comes from the server: a fresh page load reads it back from PocketBase.
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Welcome, Maya!' })).toBeVisible()
  const stored = await storedStudent(page)
  expect(stored).toMatchObject({ name: 'Maya Johnson', state: 'new' })
})

test('a signed-out visitor of /dashboard is sent to /login', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login\/?$/)
})
