import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { quizReady, registerStudent } from './helpers.ts'

// WCAG 3.2.2 (On Input): arrow keys move the selection through a question's options without
// leaving it; click, tap, Space or Enter choose, and keep the specification's 300 ms auto-advance.
// The page's clock is paused, so "no auto-advance" is shown by running its timers, never by
// waiting and hoping.

/**
 * Takes over the page's clock and stops it (a second on, which fires nothing here: no answer is
 * pending); from then on `runFor` alone fires the timers that fall due.
 */
async function pauseClock(page: Page): Promise<void> {
  await page.clock.install()
  const now = await page.evaluate(() => Date.now())
  await page.clock.pauseAt(now + 1_000)
}

test('/quiz: arrows reach every option without moving on; Space chooses and moves on after 300 ms', async ({
  page,
}) => {
  await registerStudent(page)
  await page.goto('/quiz')
  await quizReady(page)
  await pauseClock(page)

  // From the question's heading (focused when it appears), Tab reaches the first option.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'Arts & Humanities' })).toBeFocused()
  for (let i = 0; i < 5; i += 1) await page.keyboard.press('ArrowDown')
  const last = page.getByRole('radio', { name: 'Social Sciences' })
  await expect(last).toBeChecked()
  await expect(last).toBeFocused()
  await page.clock.runFor(2_000)
  await expect(page.getByText('Question 1 of 8')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled()

  await page.keyboard.press('ArrowUp')
  await expect(page.getByRole('radio', { name: 'Natural Sciences' })).toBeChecked()
  await page.keyboard.press('Space')
  await page.clock.runFor(299)
  await expect(page.getByText('Question 1 of 8')).toBeVisible()
  await page.clock.runFor(1)
  await expect(page.getByText('Question 2 of 8')).toBeVisible()

  // Enter chooses too; Previous shows the answer the arrows and Space gave.
  await page.keyboard.press('Tab')
  await expect(page.getByRole('radio', { name: 'In a city' })).toBeFocused()
  await page.keyboard.press('Enter')
  await page.clock.runFor(300)
  await expect(page.getByText('Question 3 of 8')).toBeVisible()
  await page.getByRole('button', { name: 'Previous' }).click()
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(page.getByRole('radio', { name: 'Natural Sciences' })).toBeChecked()
})

test('the dashboard quiz: arrows move without moving on; a click chooses', async ({ page }) => {
  await registerStudent(page)
  await page.getByRole('button', { name: /MatchMe/ }).click()
  await page.getByRole('button', { name: 'Start the Quiz' }).click()
  await expect(page.getByText('Question 1 of 5')).toBeVisible()
  await pauseClock(page)

  await page.getByRole('radio', { name: 'Business' }).focus()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(page.getByRole('radio', { name: 'Health & Medicine' })).toBeChecked()
  await page.clock.runFor(2_000)
  await expect(page.getByText('Question 1 of 5')).toBeVisible()

  await page.getByRole('radio', { name: 'Engineering & Computer Science' }).click()
  await page.clock.runFor(300)
  await expect(page.getByText('Question 2 of 5')).toBeVisible()
})
