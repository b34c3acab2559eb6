import { expect, test } from './fixtures.ts'

async function fill(
  page: import('@playwright/test').Page,
  values: { name: string; email: string; password: string; confirm: string; agree: boolean },
) {
  await page.getByLabel('Full name').fill(values.name)
  await page.getByLabel('Email').fill(values.email)
  await page.getByLabel('Password', { exact: true }).fill(values.password)
  await page.getByLabel('Confirm password').fill(values.confirm)
  if (values.agree) await page.getByRole('checkbox', { name: /I agree/ }).check()
}

test('differing passwords and an unticked terms box are refused with the specification’s messages', async ({
  page,
}) => {
  await page.goto('/register')
  await fill(page, {
    name: 'Maya Johnson',
    email: `maya-${Date.now()}@example.test`,
    password: 'correct-horse-battery',
    confirm: 'different-horse-battery',
    agree: false,
  })
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()
  await expect(page.getByText('Please agree to the terms and conditions')).toBeVisible()
  await expect(page).toHaveURL(/\/register\/?$/)
})

test('every field is required and the email must be an email', async ({ page }) => {
  await page.goto('/register')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByLabel('Full name')).toHaveAccessibleDescription('This field is required')
  await expect(page.getByLabel('Email')).toHaveAttribute('type', 'email')
  await page.getByLabel('Email').fill('not-an-email')
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
    'Please enter a valid email address',
  )
})

test('the password rule is stated next to the field', async ({ page }) => {
  await page.goto('/register')
  await expect(page.getByLabel('Password', { exact: true })).toHaveAccessibleDescription(
    /At least 8 characters/,
  )
})

test('a server refusal is a sentence in a banner, never JSON or a status code', async ({
  page,
  student: existing,
}) => {
  await page.goto('/register')
  await fill(page, {
    name: 'Maya Johnson',
    email: existing.email,
    password: 'correct-horse-battery',
    confirm: 'correct-horse-battery',
    agree: true,
  })
  await page.getByRole('button', { name: 'Create Account' }).click()
  const banner = page.getByRole('alert')
  await expect(banner).toBeVisible()
  await expect(banner).toHaveText('An account with this email already exists.')
  await expect(page.getByLabel('Full name')).toHaveValue('Maya Johnson')
})
