// A second product server with the production rate limits and no Google configuration: the
// limiter's 429 and the "not configured" Google buttons, as a student sees them.
import { expect, test } from './fixtures.ts'
import { startProduct } from './server.ts'

let server: Awaited<ReturnType<typeof startProduct>>

test.beforeAll(async () => {
  server = await startProduct(undefined, { rateLimits: 'production', catalogue: false })
})
test.afterAll(async () => {
  await server.cleanup()
})

test('without Google credentials the buttons say Google sign-in is not configured', async ({
  page,
}) => {
  for (const path of ['/login', '/register']) {
    await page.goto(`${server.url}${path}`)
    await expect(
      page.getByRole('button', { name: 'Google sign-in is not configured' }),
    ).toBeDisabled()
  }
})

test('rapid failed sign-ins get 429, shown as a clear message', async ({ page, request }) => {
  // The limit is 5 sign-in attempts a minute per client; use them up quickly.
  for (let i = 0; i < 5; i++) {
    const response = await request.post(`${server.url}/api/collections/users/auth-with-password`, {
      data: { identity: 'nobody@example.test', password: `guess-${i}` },
    })
    expect(response.status()).toBe(400)
  }
  await page.goto(`${server.url}/login`)
  await page.getByLabel('Email').fill('nobody@example.test')
  await page.getByLabel('Password').fill('one-more-guess')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Too many attempts to sign in. Please wait a minute and try again.',
  )
})
