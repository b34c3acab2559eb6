// Confirming an address as a student meets it (docs/adr/0074): the profile says mail waits for a
// confirmed address, the link arrives by real mail (a local SMTP catcher), opens the site's own
// page in Chromium, and the profile then knows the address is confirmed.
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

test('a student confirms their address from the profile, by the mailed link', async ({
  page,
  request,
}) => {
  const email = `confirming-${Date.now()}@example.test`
  const password = 'confirming-password'
  const created = await request.post(`${server.url}/api/collections/users/records`, {
    data: { name: 'Confirm Student', email, password, passwordConfirm: password },
  })
  expect(created.status()).toBe(200)

  await page.goto(`${server.url}/login`)
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('heading', { name: 'Welcome, Confirm!' })).toBeVisible()

  await page.goto(`${server.url}/profile`)
  await expect(
    page.getByText('Reminders and other e-mails go only to an address you have confirmed.', {
      exact: false,
    }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Send the confirmation e-mail' }).click()
  await expect(page.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible()

  const caught = await mail.waitFor((m) => m.to.includes(email))
  const link = caught.links.find((l) => l.includes('token='))
  expect(link).toMatch(new RegExp(`^${server.url}/verify-email/\\?token=`))

  await page.goto(link!)
  await expect(page.getByRole('heading', { name: 'Confirm your email address' })).toBeVisible()
  await expect(page.getByText('Your address is confirmed.', { exact: false })).toBeVisible()

  await page.goto(`${server.url}/profile`)
  await expect(page.getByText(email)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send the confirmation e-mail' })).toHaveCount(0)
})

test('the confirmation page opened without its link says so', async ({ page }) => {
  await page.goto(`${server.url}/verify-email/`)
  await expect(page.getByRole('alert')).toContainText(
    'This page needs the link from your confirmation e-mail.',
  )
})
