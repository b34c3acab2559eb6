import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { SAMPLE_ANSWERS } from '../../ui/src/testing/student-fixtures.ts'
import { quizReady, registerStudent } from './helpers.ts'

const DATA_CREDIT = /Data: U\.S\. Department of Education, College Scorecard/

/** Signs up, typing before the form hydrates (kept and sent), and waits for the dashboard. */
const registerEarly = (page: Page) =>
  registerStudent(page, 'Maya Johnson', { typeBeforeHydration: true })

/** Picks a single-choice answer and waits for the 300 ms auto-advance to the next question. */
async function pickAndAdvance(page: Page, label: string, next: number): Promise<void> {
  await page.getByRole('radio', { name: label }).check()
  await expect(page.getByText(`Question ${next} of 8`)).toBeVisible()
}

async function answerAll(page: Page): Promise<void> {
  await quizReady(page)
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  await pickAndAdvance(page, 'Engineering & Computer Science', 2)
  await pickAndAdvance(page, 'In a city', 3)
  await pickAndAdvance(page, 'Large (over 15,000 students)', 4)
  await pickAndAdvance(page, '$15,000-30,000', 5)
  await pickAndAdvance(page, '3.6-4.0', 6)
  await pickAndAdvance(page, 'SAT 1400-1600 / ACT 30-36', 7)
  // Multi-select: no auto-advance; Next needs at least one choice.
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  await page.getByRole('checkbox', { name: 'Sports' }).check()
  await page.getByRole('checkbox', { name: 'Academic clubs' }).check()
  await page.getByRole('checkbox', { name: 'Sports' }).uncheck()
  await expect(page.getByText('Question 7 of 8')).toBeVisible()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Question 8 of 8')).toBeVisible()
  await expect(page.getByRole('button', { name: 'See My Matches' })).toBeDisabled()
  await page.getByRole('radio', { name: 'Start working' }).check()
  // No auto-advance on the last question.
  await page.waitForTimeout(400)
  await expect(page.getByText('Question 8 of 8')).toBeVisible()
}

test('a student answers all eight, sees real matches, saves one, retakes and closes', async ({
  page,
}) => {
  await registerEarly(page)
  await page.goto('/quiz')
  await answerAll(page)

  const submitted = Date.now()
  await page.getByRole('button', { name: 'See My Matches' }).click()
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible()
  console.log(`results on screen ${Date.now() - submitted} ms after 'See My Matches'`)

  const cards = page.getByRole('article')
  await expect(cards).toHaveCount(3)
  await expect(cards.first().getByText('Why this score')).toBeVisible()
  await expect(cards.first().getByText(/% match/)).toBeVisible()
  await expect(
    cards
      .first()
      .getByText(/\(2022-23\)/)
      .first(),
  ).toBeVisible()
  await expect(page.getByText(DATA_CREDIT)).toBeVisible()

  await page.getByRole('button', { name: /Show \d+ more matches/ }).click()
  await expect(cards).toHaveCount(20)

  const first = cards.first()
  const name = await first.getByRole('heading', { level: 3 }).textContent()
  await first.getByRole('button', { name: 'Save to My List' }).click()
  await expect(first.getByRole('button', { name: 'Saved to My List' })).toHaveAttribute(
    'aria-disabled',
    'true',
  )

  const stored = await page.evaluate(async () => {
    const auth = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as {
      token?: string
      record?: { id: string }
    }
    const headers = { authorization: auth.token ?? '' }
    const user = (await (
      await fetch(`/api/collections/users/records/${auth.record?.id}`, { headers })
    ).json()) as { quizAnswers: unknown; quizCompleted: boolean; quizCompletedAt: string }
    const list = (await (
      await fetch('/api/collections/saved_universities/records?expand=university', { headers })
    ).json()) as { items: { expand: { university: { name: string } } }[] }
    return { user, saved: list.items.map((i) => i.expand.university.name) }
  })
  expect(stored.user).toMatchObject({
    quizCompleted: true,
    quizAnswers: { ...SAMPLE_ANSWERS, extracurriculars: ['academic'] },
  })
  expect(stored.user.quizCompletedAt).not.toBe('')
  expect(stored.saved).toEqual([name])

  await page.getByRole('button', { name: 'Retake Quiz' }).click()
  await quizReady(page)
  await expect(page.getByRole('radio', { name: 'Engineering & Computer Science' })).toBeChecked()
  await page.getByRole('button', { name: 'Close quiz' }).click()
  await expect(page).toHaveURL(/\/dashboard\/?$/)
  await expect(page.getByRole('heading', { name: 'Welcome, Maya!' })).toBeVisible()

  // A fresh visit preloads the saved answers.
  await page.goto('/quiz')
  await expect(page.getByRole('radio', { name: 'Engineering & Computer Science' })).toBeChecked()
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('radio', { name: 'In a city' })).toBeChecked()
})

test('a failed save shows the alert and keeps every answer, even across a reload', async ({
  page,
}) => {
  await registerEarly(page)
  await page.goto('/quiz')
  await answerAll(page)
  await page.route('**/api/collections/users/records/*', (route) =>
    route.request().method() === 'PATCH' ? route.abort() : route.continue(),
  )
  await page.getByRole('button', { name: 'See My Matches' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'There was an error saving your results. Please try again.',
  )
  await expect(page.getByRole('radio', { name: 'Start working' })).toBeChecked()

  // Kept on the device: a reload still has them, and the retry saves them.
  await page.unroute('**/api/collections/users/records/*')
  await page.reload()
  await expect(page.getByRole('radio', { name: 'Engineering & Computer Science' })).toBeChecked()
  for (let i = 0; i < 7; i++) await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('radio', { name: 'Start working' })).toBeChecked()
  await page.getByRole('button', { name: 'See My Matches' }).click()
  // Submitted seconds after the reload: the results wait for the catalogue fetched on entry,
  // which takes seconds on a loaded test machine (docs/adr/0020-matching.md).
  await expect(page.getByRole('heading', { name: 'Your Matches' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('article')).toHaveCount(3)
})

test('a signed-out visitor of /quiz is sent to /login, to come back after signing in', async ({
  page,
}) => {
  await page.goto('/quiz')
  await expect(page).toHaveURL(/\/login\/\?next=%2Fquiz%2F$/)
})
