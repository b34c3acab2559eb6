// Forgot password as a student meets it: the link on /login, the request, the real mail caught by a
// local SMTP server, the link clicked in Chromium, a new password, and signing in with it.
import type { MailCatcher } from '../support/smtp.ts'
import { expect, test } from './fixtures.ts'
import { startProductWithMail } from './server.ts'

let server: Awaited<ReturnType<typeof startProductWithMail>>['server']
let mail: MailCatcher
let close: () => Promise<void>

test.beforeAll(async () => {
  ;({ server, mail, close } = await startProductWithMail({ catalogue: false }))
})
test.afterAll(async () => {
  await close()
})

test('a student who forgot their password gets a link by mail and signs in with a new one', async ({
  page,
  request,
}) => {
  const email = `forgetful-${Date.now()}@example.test`
  const created = await request.post(`${server.url}/api/collections/users/records`, {
    data: {
      name: 'Reset Student',
      email,
      password: 'the-old-password',
      passwordConfirm: 'the-old-password',
    },
  })
  expect(created.status()).toBe(200)

  await page.goto(`${server.url}/login`)
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgot-password\/?$/)
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  // As a phone's auto-capital would type it.
  await page.getByLabel('Email').fill(email.replace(/^f/, 'F'))
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('status')).toContainText('a link to choose a new password')

  const caught = await mail.waitFor((m) => m.to.includes(email))
  const link = caught.links.find((l) => l.includes('token='))
  expect(link).toMatch(new RegExp(`^${server.url}/reset-password/\\?token=`))

  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible()
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  await page.getByLabel('New password', { exact: true }).fill('the-new-password')
  await page.getByLabel('Confirm new password').fill('the-new-password')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('status')).toHaveText('Your password has been changed.')

  await page.getByRole('link', { name: 'Sign in with your new password' }).click()
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('the-new-password')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Welcome, Reset!' })).toBeVisible()
})

test('the reset page opened without its link says so and offers a new one', async ({ page }) => {
  await page.goto(`${server.url}/reset-password/`)
  await expect(page.getByRole('alert')).toContainText('needs the link from your reset email')
  await page.getByRole('link', { name: 'Ask for a new link' }).click()
  await expect(page).toHaveURL(/\/forgot-password\/?$/)
})
