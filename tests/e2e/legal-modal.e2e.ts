import { expect, test } from './fixtures.ts'

test('the terms open in a modal from /register: scroll locked, Escape closes, focus returns', async ({
  page,
}) => {
  await page.goto('/register')
  // Before hydration the link simply opens /terms; the modal is the hydrated behaviour.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  const trigger = page.getByRole('main').getByRole('link', { name: 'Terms of Service' })
  await trigger.click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await expect(dialog).toContainText('March 2024')
  const overflow = await page.evaluate(() => getComputedStyle(document.documentElement).overflow)
  expect(overflow).toBe('hidden')

  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(trigger).toBeFocused()
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  )
})

test('the privacy policy opens from /login and closes on an overlay click', async ({ page }) => {
  await page.goto('/login')
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  await page.getByRole('main').getByRole('link', { name: 'Privacy Policy' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText(/privacy/i)
  // A click outside the dialog, on the overlay.
  await page.mouse.click(5, 5)
  await expect(dialog).toBeHidden()
})

test('without the script (not loaded yet, or blocked) the links open the pages', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
  const page = await context.newPage()
  await page.goto('/register')
  await page.getByRole('main').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(page).toHaveURL(/\/terms\/?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
  await context.close()
})
