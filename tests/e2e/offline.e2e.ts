import { expect, test } from './fixtures.ts'
import { registerStudent, storedStudent } from './helpers.ts'

test('Chromium goes offline mid-quiz and comes back: banner, answers kept, saved when back', async ({
  page,
  context,
}) => {
  await registerStudent(page, 'Nadia Okafor')
  await page.getByRole('button', { name: /MatchMe/ }).click()
  await page.getByRole('button', { name: 'Start the Quiz' }).click()
  for (let n = 1; n <= 4; n++) {
    await expect(page.getByText(`Question ${n} of 5`)).toBeVisible()
    await page.getByRole('radio').nth(1).check()
  }
  await expect(page.getByText('Question 5 of 5')).toBeVisible()

  await context.setOffline(true)
  await page.getByRole('radio').nth(1).check()
  await page.getByRole('button', { name: 'See My Matches' }).click()
  await expect(
    page.getByText('There was an error saving your results. Please try again.'),
  ).toBeVisible()
  await expect(page.getByText("Can't reach the server.", { exact: false })).toBeVisible()
  await expect(page.getByRole('radio').nth(1)).toBeChecked()
  const text = await page.locator('body').innerText()
  expect(text).not.toMatch(/ClientResponseError|Failed to fetch|TypeError|status \d{3}|\{"/)

  // Back online: the browser's online event sends the kept submit by itself, and the results
  // appear; the server has the answers.
  await context.setOffline(false)
  await expect(page.getByRole('heading', { name: 'MatchMe Results' })).toBeVisible()
  const stored = await storedStudent(page)
  expect(stored.state).toBe('quiz-results')
  expect(stored.quizAnswers).toMatchObject({ academicInterest: 'business', budget: 'medium' })
})

test('a signed-in student whose connection fails as the dashboard loads keeps their session', async ({
  page,
}) => {
  await registerStudent(page, 'Tomás Reyes')
  // The page and its own script arrive, but the SDK's chunk and the API do not: a connection that
  // drops mid-load. The student stays signed in, on the first card, told why.
  const cutOff = (route: { abort: (code: string) => Promise<void> }) =>
    route.abort('internetdisconnected')
  await page.route('**/_astro/pocketbase*.js', cutOff)
  await page.route('**/api/**', cutOff)
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Welcome, Tomás!' })).toBeVisible()
  await expect(
    page.getByText("We couldn't reach the server, so you're starting from the first card."),
  ).toBeVisible()
  expect(new URL(page.url()).pathname).toBe('/dashboard/')

  // Back online: the next step downloads the SDK and saves as usual.
  await page.unrouteAll()
  await page.getByRole('button', { name: /MatchMe/ }).click()
  await expect(page.getByRole('button', { name: 'Start the Quiz' })).toBeVisible()
  await expect.poll(async () => (await storedStudent(page)).state).toBe('matchme-intro')
})
