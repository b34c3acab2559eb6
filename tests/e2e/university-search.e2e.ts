// The dashboard's university picker in Chromium, as a student types schools' names: for each of the
// issue's names and spellings the school meant is the first result, with its city and state, and
// picking the first "Ohio State" result adds the main campus (issue 18: it used to add Lima).
import { ISSUE_QUERIES } from '../../ui/src/testing/search-queries.ts'
import { expect, test } from './fixtures.ts'
import { listedNames, registerStudent } from './helpers.ts'

test('search finds the school a student means first, and the first hit is what gets added', async ({
  page,
}) => {
  await registerStudent(page)
  await page.getByRole('button', { name: /Select Universities/ }).click()
  await page.getByRole('button', { name: 'Browse Universities' }).click()
  const box = page.getByLabel('Search universities')
  const results = page.getByRole('list', { name: 'Search results' })

  for (const [query, name] of ISSUE_QUERIES) {
    await box.fill(query)
    const first = results.getByRole('button').first()
    // The tile's name is the school's name, then its city and state.
    await expect(first, `"${query}" should find ${name} first`).toHaveAccessibleName(
      new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} [^,]+, [A-Z]{2}$`),
    )
  }

  await box.fill('Ohio State')
  await expect(results.getByRole('button').first()).toHaveAccessibleName(
    'Ohio State University-Main Campus Columbus, OH',
  )
  await expect(
    results.getByRole('button', { name: 'Ohio State University-Lima Campus Lima, OH' }),
  ).toBeVisible()
  await results.getByRole('button').first().click()
  await page.getByRole('button', { name: 'Continue with Selected (1)' }).click()
  await expect(page.getByText('1 university was added to your list.')).toBeVisible()
  expect(await listedNames(page)).toEqual(['Ohio State University-Main Campus'])
})
