import type { Page } from '@playwright/test'
import { QUESTIONS } from '../../ui/src/logic/quiz/questions.ts'
import { expect, test } from './fixtures.ts'
import { registerStudent } from './helpers.ts'

const [first] = QUESTIONS

/**
 * Signed-in pages whose first view is in the HTML (ADR 0055): drawn before the script runs,
 * then hydrated in place with the student's own data.
 */
test.describe('first view from the HTML', () => {
  test('the quiz, the profile, the planner, the essays and the analytics send their first view in the page itself', async ({
    request,
  }) => {
    const quiz = await (await request.get('/quiz/')).text()
    expect(quiz).toContain('<h1>MatchMe Quiz</h1>')
    expect(quiz).toContain(first.prompt)
    expect(quiz).toContain('Loading your saved answers...')
    const profile = await (await request.get('/profile/')).text()
    expect(profile).toMatch(/<h1[^>]*>Your profile<\/h1>/)
    expect(profile).toContain('Loading your profile...')
    // The largest text of its first screen, before any script (ADR 0098).
    expect(profile).toContain('Your photo, name and e-mail; your quiz answers')
    const planner = await (await request.get('/planner/')).text()
    expect(planner).toMatch(/<h1[^>]*>Your planner<\/h1>/)
    expect(planner).toContain('Loading your plan...')
    const essays = await (await request.get('/essays/')).text()
    expect(essays).toMatch(/<h1[^>]*>Essays<\/h1>/)
    expect(essays).toContain('Loading your essays...')
    const analytics = await (await request.get('/analytics/')).text()
    expect(analytics).toMatch(/<h1[^>]*>Application analytics<\/h1>/)
    expect(analytics).toContain('Loading your list and plan...')
    // The quiz, the profile and the planner paint that view before their island's code runs: it is
    // imported once the browser is idle (ADR 0098).
    for (const html of [quiz, profile, planner])
      expect(html).toMatch(/<astro-island [^>]*\bclient="idle"/)
  })

  test('a student gets their own data in the hydrated pages, with no hydration error', async ({
    page,
  }) => {
    const errors = collectErrors(page)
    await registerStudent(page, 'Maya Firstview')
    await page.evaluate(async () => {
      const auth = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as {
        token: string
        record: { id: string }
      }
      const response = await fetch(`/api/collections/users/records/${auth.record.id}`, {
        method: 'PATCH',
        headers: { authorization: auth.token, 'content-type': 'application/json' },
        body: JSON.stringify({ quizAnswers: { academicInterest: 'business' } }),
      })
      if (!response.ok) throw new Error(`PATCH answered ${String(response.status)}`)
    })

    await page.goto('/quiz/')
    const business = page.getByRole('radio', { name: 'Business' })
    await expect(business).toBeChecked()
    await expect(business).toBeEnabled()
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0)

    await page.goto('/profile/')
    await expect(page.getByTestId('profile-name')).toHaveText('Maya Firstview')
    await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toHaveCount(1)
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0)

    for (const [path, loading] of [
      ['/planner/', 'Loading your plan...'],
      ['/essays/', 'Loading your essays...'],
      ['/analytics/', 'Loading your list and plan...'],
    ] as const) {
      await page.goto(path)
      await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
      await expect(page.getByText(loading)).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
    }
    expect(errors).toEqual([])
  })

  test('a signed-out visitor of the quiz is still sent to sign in', async ({ page }) => {
    await page.goto('/quiz/')
    await expect(page).toHaveURL(/\/login\/?\?next=%2Fquiz/)
  })
})

/** Errors the page reports: React reports a hydration mismatch as a console error. */
function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}
