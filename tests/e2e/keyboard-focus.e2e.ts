import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { quizReady, registerStudent, tabTo } from './helpers.ts'
import { expectNoAxeViolations } from './public-helpers.ts'

// Keyboard only, through the signed-in product: after a card or step changes, focus is on the new
// card's heading; after a save, on its confirmation; never on the page's body. And every card
// and page passes axe.

/** The focused element must be a heading with this name. */
async function expectHeadingFocused(page: Page, name: string | RegExp): Promise<void> {
  await expect(page.getByRole('heading', { name })).toBeFocused()
}

test('the dashboard by keyboard: every card takes focus to its heading, saves keep it', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await registerStudent(page)
  await expectNoAxeViolations(page, 'new')

  await tabTo(page, page.getByRole('button', { name: /MatchMe/ }))
  await page.keyboard.press('Enter')
  await expectHeadingFocused(page, /MatchMe/)
  await expectNoAxeViolations(page, 'matchme-intro')

  await tabTo(page, page.getByRole('button', { name: 'Start the Quiz' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Question 1 of 5')).toBeVisible()
  await expect(page.locator(':focus')).toHaveRole('heading')
  await expectNoAxeViolations(page, 'quiz-questions')

  // Five answers with Space: each moves on after 300 ms, focus on the next question's heading.
  for (let question = 1; question <= 5; question += 1) {
    await expect(page.getByText(`Question ${question} of 5`)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveRole('radio')
    await page.keyboard.press('Space')
    if (question < 5) await expect(page.getByText(`Question ${question + 1} of 5`)).toBeVisible()
  }
  await tabTo(page, page.getByRole('button', { name: 'See My Matches' }))
  await page.keyboard.press('Enter')
  await expectHeadingFocused(page, 'MatchMe Results')
  await expect(page.getByRole('article').first()).toBeVisible()
  await expectNoAxeViolations(page, 'quiz-results')

  // Add to My List: the button says so, and keeps the focus.
  const add = page.getByRole('button', { name: 'Add to My List' }).first()
  await tabTo(page, add)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('button', { name: 'Added to My List' }).first()).toBeFocused()

  await tabTo(page, page.getByRole('button', { name: 'Return to Dashboard' }))
  await page.keyboard.press('Enter')
  await expectHeadingFocused(page, 'How would you like to start?')

  await tabTo(page, page.getByRole('button', { name: /Select Universities/ }))
  await page.keyboard.press('Enter')
  await expectHeadingFocused(page, 'Select Universities')
  await expectNoAxeViolations(page, 'universities-intro')

  await tabTo(page, page.getByRole('button', { name: 'Browse Universities' }))
  await page.keyboard.press('Enter')
  await expectHeadingFocused(page, 'Browse Universities')
  await expect(page.getByRole('list', { name: 'Popular universities' })).toBeVisible()
  await expectNoAxeViolations(page, 'universities')

  // Search, choose, continue: focus goes to what the save said.
  await tabTo(page, page.getByLabel('Search universities'))
  await page.keyboard.type('UCLA')
  const results = page.getByRole('list', { name: 'Search results' })
  const ucla = results.getByRole('button', { name: /University of California-Los Angeles/ })
  await expect(ucla).toBeVisible()
  await tabTo(page, ucla)
  await page.keyboard.press('Enter')
  await tabTo(page, page.getByRole('button', { name: /Continue with Selected/ }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'added to your list' })).toBeFocused()
})

test('the quiz page by keyboard: the results take focus, and Retake brings it to the question', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await registerStudent(page)
  await page.goto('/quiz')
  await quizReady(page)
  await expectNoAxeViolations(page, '/quiz')
  for (let question = 1; question <= 8; question += 1) {
    await expect(page.getByText(`Question ${question} of 8`)).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveRole(question === 7 ? 'checkbox' : 'radio')
    await page.keyboard.press('Space')
    // The multi-select question (7) and the last one do not move on by themselves.
    if (question === 7) {
      await tabTo(page, page.getByRole('button', { name: 'Next' }))
      await page.keyboard.press('Enter')
    }
  }
  await tabTo(page, page.getByRole('button', { name: 'See My Matches' }))
  await page.keyboard.press('Enter')
  await expect(page.locator(':focus')).toHaveRole('heading')
  await expect(page.getByRole('article').first()).toBeVisible()
  await expectNoAxeViolations(page, '/quiz results')

  await tabTo(page, page.getByRole('button', { name: 'Retake Quiz' }))
  await page.keyboard.press('Enter')
  await quizReady(page)
  await expect(page.locator(':focus')).toHaveRole('heading')
})

test('the profile by keyboard: editing the name returns focus to Edit name; settings say saved', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await registerStudent(page)
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
  await expectNoAxeViolations(page, '/profile')

  await tabTo(page, page.getByRole('button', { name: 'Edit name' }))
  await page.keyboard.press('Enter')
  await expect(page.getByLabel('Full name')).toBeFocused()
  await page.keyboard.press('End')
  await page.keyboard.type(' R.')
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('profile-name')).toHaveText('Maya Johnson R.')
  await expect(page.getByRole('button', { name: 'Edit name' })).toBeFocused()

  await tabTo(page, page.getByRole('button', { name: 'Save match settings' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Saved.' })).toBeFocused()
})
