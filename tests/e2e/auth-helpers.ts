// Shared steps for the auth end-to-end tests.
import { expect, type APIRequestContext, type Page } from '@playwright/test'

let counter = 0

/** A student account made through the public sign-up API (as the register form does). */
export async function createStudent(
  request: APIRequestContext,
  name = 'Lee Park',
  baseURL = '',
): Promise<{ email: string; password: string; name: string }> {
  counter += 1
  const email = `e2e-${counter}-${Date.now()}@example.test`
  const password = 'correct-horse-battery'
  const response = await request.post(`${baseURL}/api/collections/users/records`, {
    data: { name, email, password, passwordConfirm: password },
  })
  expect(response.status()).toBe(200)
  return { email, password, name }
}

/** Fills and submits the /login form on the current page. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
}

/** Signs in through /login and waits for the dashboard's greeting. */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login')
  await submitLogin(page, email, password)
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible()
}
