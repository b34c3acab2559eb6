import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { submitLogin } from './auth-helpers.ts'
import { listedNames, registerStudent, storedStudent } from './helpers.ts'

// A valid 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** The record the page's session holds: what the navbar listens to. */
async function sessionRecord(page: Page): Promise<{ name: string; avatar: string }> {
  return page.evaluate(
    () =>
      (
        JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as {
          record: { name: string; avatar: string }
        }
      ).record,
  )
}

/** Puts universities on the signed-in student's list through the API, by exact name. */
async function addToList(page: Page, names: string[]): Promise<void> {
  await page.evaluate(async (wanted) => {
    const auth = JSON.parse(localStorage.getItem('pocketbase_auth') ?? '{}') as {
      token: string
      record: { id: string }
    }
    for (const name of wanted) {
      const found = (await (
        await fetch(
          `/api/collections/universities/records?filter=${encodeURIComponent(`name = "${name}"`)}`,
        )
      ).json()) as { items: { id: string }[] }
      const response = await fetch('/api/collections/saved_universities/records', {
        method: 'POST',
        headers: { authorization: auth.token, 'content-type': 'application/json' },
        body: JSON.stringify({ user: auth.record.id, university: found.items[0]?.id }),
      })
      if (!response.ok) throw new Error(`could not list ${name}`)
    }
  }, names)
}

test('a signed-out visitor of /profile goes to /login', async ({ page }) => {
  await page.goto('/profile')
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/login'))
})

test('change name and photo: the profile, the session record and the dashboard follow', async ({
  page,
}) => {
  await registerStudent(page, 'Maya Johnson')
  await page.goto('/profile')
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Maya Johnson has no photo' })).toHaveText('🎓')

  await page.getByRole('button', { name: 'Edit name' }).click()
  await page.getByLabel('Full name').fill('  Lena   Ortiz ')
  await page.getByRole('button', { name: 'Save name' }).click()
  await expect(page.getByTestId('profile-name')).toHaveText('Lena Ortiz')
  expect((await sessionRecord(page)).name).toBe('Lena Ortiz')
  // The navbar follows at once, without a reload.
  const navbarProfile = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Lena Ortiz' })
  await expect(navbarProfile).toBeVisible()
  await expect(navbarProfile).toContainText('🎓')

  await page
    .getByLabel('Upload photo')
    .setInputFiles({ name: 'my photo.png', mimeType: 'image/png', buffer: PNG })
  const photo = page.getByRole('img', { name: 'Lena Ortiz' })
  await expect(photo).toBeVisible()
  await expect
    .poll(() => photo.evaluate((img) => (img as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0)
  expect((await sessionRecord(page)).avatar).toMatch(/^avatar_\w+\.png$/)
  await expect(navbarProfile.locator('img')).toHaveAttribute(
    'src',
    /\/avatar_\w+\.png\?thumb=100x100$/,
  )
  await expect
    .poll(() =>
      navbarProfile.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0)

  // A file that is not an image gets a clear error and changes nothing.
  await page
    .getByLabel('Replace photo')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
  await expect(page.getByRole('alert')).toHaveText(/JPEG, PNG, GIF or WebP/)
  await expect(photo).toBeVisible()

  await page.reload()
  await expect(page.getByTestId('profile-name')).toHaveText('Lena Ortiz')
  await expect(page.getByRole('img', { name: 'Lena Ortiz' })).toBeVisible()

  await page.getByRole('button', { name: 'Remove photo' }).click()
  await expect(page.getByRole('img', { name: 'Lena Ortiz has no photo' })).toBeVisible()
  expect((await sessionRecord(page)).avatar).toBe('')
  await expect(navbarProfile.locator('img')).toHaveCount(0)
  await expect(navbarProfile).toContainText('🎓')

  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Welcome, Lena!' })).toBeVisible()
})

test('remove from the list, undo, remove again', async ({ page }) => {
  await registerStudent(page)
  await addToList(page, ['Harvard University', 'Williams College'])
  await page.goto('/profile')
  const harvard = page.getByRole('article', { name: 'Harvard University' })
  await expect(harvard).toContainText('Cambridge, MA')
  await expect(harvard).toContainText('Average net price (2020-21)$13,910')
  await expect(harvard.getByRole('link', { name: /Net price calculator/ })).toHaveAttribute(
    'href',
    /harvard\.edu/,
  )

  await harvard.getByRole('button', { name: 'Remove Harvard University' }).click()
  await expect(page.getByText('Removed Harvard University from your list.')).toBeVisible()
  await expect(harvard).toBeHidden()
  expect(await listedNames(page)).toEqual(['Williams College'])

  await page.getByRole('button', { name: 'Undo' }).click()
  await expect(page.getByRole('article', { name: 'Harvard University' })).toBeVisible()
  await expect.poll(() => listedNames(page)).toEqual(['Harvard University', 'Williams College'])

  await page.getByRole('button', { name: 'Remove Williams College' }).click()
  await page.getByRole('button', { name: 'Remove Harvard University' }).click()
  await expect(page.getByText(/Your list is empty/)).toBeVisible()
  await expect.poll(() => listedNames(page)).toEqual([])

  // The way to the picker.
  await page.getByRole('button', { name: 'Browse universities' }).click()
  await expect(page.getByRole('heading', { name: 'Browse Universities' })).toBeVisible()
})

test('export my data: the file parses and holds the student’s data', async ({ page }) => {
  const { email } = await registerStudent(page, 'Omar Haddad')
  await addToList(page, ['Berea College'])
  await page.goto('/profile')
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export my data' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^college-compass-data-\d{4}-\d{2}-\d{2}\.json$/)
  const exported = JSON.parse(readFileSync(await download.path(), 'utf8'))
  const stored = await storedStudent(page)
  expect(exported.account).toMatchObject({
    id: stored.id,
    name: 'Omar Haddad',
    email,
    state: 'new',
  })
  expect(exported.list.map((e: any) => e.university.name)).toEqual(['Berea College'])
  expect(exported.list[0].university.unitid).toBe(156295)
  await expect(page.getByText('Your data was downloaded.')).toBeVisible()
})

test('delete my account: a wrong password deletes nothing; then it is gone for good', async ({
  page,
}) => {
  const { email, password } = await registerStudent(page)
  await addToList(page, ['Harvard University'])
  await page.goto('/profile')
  await page.getByRole('button', { name: 'Delete my account' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' })
  await dialog.getByLabel('Your password').fill('not-my-password')
  await dialog.getByRole('button', { name: 'Delete my account forever' }).click()
  await expect(dialog.getByText(/Nothing was deleted/)).toBeVisible()
  expect(await listedNames(page)).toEqual(['Harvard University'])

  await dialog.getByLabel('Your password').fill(password)
  await dialog.getByRole('button', { name: 'Delete my account forever' }).click()
  // Static pages are served as /page/ (trailing slash), so compare the whole path.
  await expect(page).toHaveURL((url) => url.pathname === '/')
  expect(await page.evaluate(() => localStorage.getItem('pocketbase_auth'))).toBeNull()

  // Signing in with it fails.
  await page.goto('/login')
  await submitLogin(page, email, password)
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.')
  await page.goto('/profile')
  await expect(page).toHaveURL((url) => url.pathname.startsWith('/login'))
})
