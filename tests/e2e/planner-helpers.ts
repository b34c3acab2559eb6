// Steps the planner's end-to-end tests share (ADR 0063): a small catalogue to import, a student
// signed in through the API, a school put on My List through the dashboard's search, the planner's
// section buttons, the address confirmed by the mailed link (reminders go only to a confirmed
// address, ADR 0074), and the reminder job run on demand.
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { DEFAULT_CSV } from '../../pocketbase/scripts/import.ts'
import type { MailCatcher } from '../support/smtp.ts'
import { expect } from './fixtures.ts'
import { E2E_ADMIN } from './server.ts'

/** The catalogue's header, `schools` and three more rows: enough to search, quick to import. */
export function smallCatalogue(dir: string, schools: readonly string[]): string {
  const [header = '', ...rows] = readFileSync(DEFAULT_CSV, 'utf8').split('\n')
  const picked = rows
    .filter((row) => schools.some((school) => row.includes(`,${school},`)))
    .concat(rows.slice(0, 3))
  expect(picked.length).toBe(schools.length + 3)
  const file = join(dir, 'universities.csv')
  writeFileSync(file, `${[header, ...picked].join('\n')}\n`)
  return file
}

/** A date `days` from now, as <input type="date"> holds it. */
export const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** A new student on the server at `origin`, signed in in this browser; their e-mail address. */
export async function signUp(page: Page, origin: string, name = 'Maya Johnson'): Promise<string> {
  const email = `planner-${Date.now()}@example.test`
  const password = 'planner-password-123'
  const api = (path: string, data: object) =>
    page.request.post(`${origin}/api/collections/users/${path}`, { data })
  expect(
    (await api('records', { name, email, password, passwordConfirm: password })).status(),
  ).toBe(200)
  const auth = await api('auth-with-password', { identity: email, password })
  const { token, record } = (await auth.json()) as { token: string; record: object }
  await page.addInitScript((value) => {
    if (!localStorage.getItem('pocketbase_auth')) localStorage.setItem('pocketbase_auth', value)
  }, JSON.stringify({ token, record }))
  return email
}

/** My List gets each school, found by its query in the dashboard's university search. */
export async function addToMyList(
  page: Page,
  origin: string,
  ...picks: readonly (readonly [query: string, school: string])[]
): Promise<void> {
  await page.goto(`${origin}/dashboard/`)
  await page.getByRole('button', { name: /Select Universities/ }).click()
  await page.getByRole('button', { name: 'Browse Universities' }).click()
  for (const [query, school] of picks) {
    await page.getByLabel('Search universities').fill(query)
    const results = page.getByRole('list', { name: 'Search results' })
    await results.getByRole('button', { name: new RegExp(`^${school}`) }).click()
  }
  const count = picks.length
  await page.getByRole('button', { name: `Continue with Selected (${String(count)})` }).click()
  await expect(
    page.getByText(
      count === 1
        ? '1 university was added to your list.'
        : `${String(count)} universities were added to your list.`,
    ),
  ).toBeVisible()
}

export const sections = (page: Page) => page.getByRole('navigation', { name: 'Planner sections' })
export const section = (page: Page, label: string) =>
  sections(page).getByRole('button', { name: new RegExp(`^${label}`) })

/** Runs the hourly reminder job now, as the admin (it answers at once; mail follows). */
export async function runReminders(page: Page, origin: string): Promise<void> {
  const admin = await page.request.post(
    `${origin}/api/collections/_superusers/auth-with-password`,
    {
      data: { identity: E2E_ADMIN.email, password: E2E_ADMIN.password },
    },
  )
  const { token } = (await admin.json()) as { token: string }
  const run = await page.request.post(`${origin}/api/crons/planner_reminders`, {
    headers: { authorization: token },
  })
  expect(run.status()).toBe(204)
}

/**
 * Confirms `email` by the link of the confirmation mail ("Send the confirmation e-mail" in the
 * reminder settings): the product mails reminders only to a confirmed address.
 */
export async function confirmAddress(page: Page, mail: MailCatcher, email: string): Promise<void> {
  const confirmation = await mail.waitFor(
    (m) => m.to.includes(email) && m.subject.startsWith('Confirm your'),
  )
  await page.goto(confirmation.links.find((link) => link.includes('/verify-email/?token='))!)
  await expect(page.getByText('Your address is confirmed.', { exact: false })).toBeVisible()
}
