import { expect, test } from './fixtures.ts'
import { createStudent, signIn, submitLogin } from './auth-helpers.ts'

test('email and password are required', async ({ page }) => {
  await page.goto('/login')
  await page.getByRole('button', { name: 'Sign In', exact: true }).click()
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription('This field is required')
  await expect(page.getByLabel('Password')).toHaveAccessibleDescription('This field is required')
  await expect(page).toHaveURL(/\/login\/?$/)
})

test('an unknown email and a wrong password get the same human sentence', async ({
  page,
  student,
}) => {
  await page.goto('/login')
  await submitLogin(page, 'nobody-here@example.test', 'whatever-password')
  const banner = page.getByRole('alert')
  await expect(banner).toHaveText('Incorrect email or password.')

  await submitLogin(page, student.email, 'not-the-password')
  await expect(banner).toHaveText('Incorrect email or password.')
  // What was typed stays.
  await expect(page.getByLabel('Email')).toHaveValue(student.email)
})

test('signing in goes to the dashboard, and /login and /register then redirect there', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'Ada Lovelace')
  await signIn(page, student.email, student.password)
  await expect(page).toHaveURL(/\/dashboard\/?$/)
  await expect(page.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible()

  for (const path of ['/login', '/register']) {
    await page.goto(path)
    await expect(page).toHaveURL(/\/dashboard\/?$/)
    await expect(page.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible()
  }
})

test('a signed-out visitor of a protected page goes to /login, never seeing it, and comes back after signing in', async ({
  page,
  request,
}) => {
  const student = await createStudent(request, 'Ada Lovelace')
  // Records whether protected content was ever on the page before the redirect.
  await page.addInitScript(() => {
    const seen = () => {
      if (document.body.textContent.includes('Welcome,')) sessionStorage.setItem('leaked', '1')
    }
    new MutationObserver(seen).observe(document, { childList: true, subtree: true })
  })
  await page.goto('/dashboard/?from=e2e')
  await expect(page).toHaveURL(/\/login\/\?next=%2Fdashboard%2F%3Ffrom%3De2e$/)
  expect(await page.evaluate(() => sessionStorage.getItem('leaked'))).toBeNull()

  await submitLogin(page, student.email, student.password)
  await expect(page).toHaveURL(/\/dashboard\/\?from=e2e$/)
  await expect(page.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible()
})

test('a link cannot send a student off the site after sign-in', async ({ page, student }) => {
  await page.goto('/login/?next=//evil.example/')
  await submitLogin(page, student.email, student.password)
  await expect(page).toHaveURL(/\/dashboard\/?$/)
})

test('a loading indicator shows until the sign-in state is known', async ({ page, student }) => {
  await signIn(page, student.email, student.password)
  // Hold the session check so the in-between state can be seen.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/collections/users/auth-refresh', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/login')
  await expect(page.getByRole('status')).toHaveText('Loading...')
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toHaveCount(0)
  release()
  await expect(page).toHaveURL(/\/dashboard\/?$/)
})

test('an expired or revoked token signs the student out cleanly on the next load', async ({
  page,
  student,
}) => {
  await signIn(page, student.email, student.password)
  // Corrupt the stored token, as if it expired or was revoked.
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as { token: string }
    const [header, payload] = stored.token.split('.')
    localStorage.setItem(
      'pocketbase_auth',
      JSON.stringify({ ...stored, token: `${header}.${payload}.forged-signature` }),
    )
  })
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/login/)
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull()
})

test('signing out in one tab signs out the others', async ({ context, request }) => {
  const student = await createStudent(request, 'Ada Lovelace')
  const first = await context.newPage()
  await signIn(first, student.email, student.password)
  const second = await context.newPage()
  await second.goto('/dashboard')
  await expect(second.getByRole('heading', { name: 'Welcome, Ada!' })).toBeVisible()

  // The SDK's sign-out removes the stored session; the other tab hears it through `storage`.
  await second.evaluate(() => {
    localStorage.removeItem('pocketbase_auth')
  })
  await expect(first).toHaveURL(/\/login\/?$/)
  await expect(first.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible()
})

test('the terms and privacy policy are reachable from both screens', async ({ page }) => {
  for (const path of ['/login', '/register']) {
    await page.goto(path)
    const form = page.getByRole('main')
    await expect(form.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    )
    await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    )
  }
})
