import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { adminToken, collectErrors, islandsReady } from './public-helpers.ts'

async function fill(page: Page, message: string) {
  await islandsReady(page)
  await page.getByLabel('Name').fill('Maya Johnson')
  await page.getByLabel('Email').fill('maya@example.com')
  await page.getByLabel('Subject').selectOption({ label: 'Partnership Inquiry' })
  await page.getByLabel('Message', { exact: true }).fill(message)
}

test('the contact page shows the details, support hours and FAQ', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.getByText('Mon-Fri 9am-6pm EST')).toBeVisible()
  await expect(page.getByText('We reply within 24 business hours')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible()
  await expect(page.getByLabel('Subject').locator('option')).toHaveText([
    'Choose a subject',
    'Technical Support',
    'Billing Question',
    'Partnership Inquiry',
    'Other',
  ])
})

test('an incomplete form says what is missing and sends nothing', async ({ page }) => {
  let sent = 0
  page.on('request', (request) => {
    if (request.url().includes('/api/collections/contact_messages')) sent += 1
  })
  await page.goto('/contact')
  await islandsReady(page)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription('This field is required')
  await expect(page.getByLabel('Subject')).toHaveAccessibleDescription('Please choose a subject')
  await expect(page.getByLabel('Name')).toBeFocused()
  await page.getByLabel('Name').fill('Maya')
  await page.getByLabel('Email').fill('maya@')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  )
  expect(sent).toBe(0)
})

test('a message is stored for the admins and confirmed', async ({ page, request }) => {
  const errors = collectErrors(page)
  const marker = `Partnership idea ${Date.now()}`
  await page.goto('/contact')
  await fill(page, marker)
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status')).toContainText('Your message has been sent')

  const token = await adminToken(request)
  const stored = await request.get(
    `/api/collections/contact_messages/records?filter=${encodeURIComponent(`message = "${marker}"`)}`,
    { headers: { authorization: token } },
  )
  expect((await stored.json()).items).toEqual([
    expect.objectContaining({
      name: 'Maya Johnson',
      email: 'maya@example.com',
      subject: 'partnership',
      message: marker,
    }),
  ])
  expect(errors).toEqual([])

  await page.getByRole('button', { name: 'Send another message' }).click()
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('')
})

test('a failed send says why and keeps what was typed', async ({ page }) => {
  await page.goto('/contact')
  await fill(page, 'Please call me back.')
  await page.route('**/api/collections/contact_messages/records', (route) => route.abort())
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    "Your message was not sent. Can't reach the server. Check your connection and try again.",
  )
  await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Please call me back.')
  await expect(page.getByLabel('Name')).toHaveValue('Maya Johnson')

  // Back online: the same text goes through.
  await page.unroute('**/api/collections/contact_messages/records')
  await page.getByRole('button', { name: 'Send Message' }).click()
  await expect(page.getByRole('status')).toContainText('Your message has been sent')
})
