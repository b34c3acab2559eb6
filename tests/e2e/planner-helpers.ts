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
import { expectNoAxeViolations } from './public-helpers.ts'
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

/** The date in `zone` `days` from now, as the planner and <input type="date"> write it. */
export const dayIn = (zone: string, days = 0) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: zone })

/** The planner's agenda of the week. */
export const agenda = (page: Page) => page.getByRole('region', { name: 'This week' })

/** The weekly nudge to check `school`'s portal; its count of items not shown yet is group 1. */
export const portalNudge = (school: string) =>
  new RegExp(`^Check the ${school} portal: (\\d+) items? not shown yet$`)

/** How many items the agenda's portal nudge for `school` counts, once the nudge is visible. */
export async function nudgedItems(page: Page, school: string): Promise<number> {
  const nudge = agenda(page).getByText(portalNudge(school))
  await expect(nudge).toBeVisible()
  return Number(portalNudge(school).exec((await nudge.textContent()) ?? '')?.[1])
}

/** An application's card in the planner's applications section. */
export const applicationCard = (page: Page, school: string) =>
  page.getByRole('article', { name: school })

/**
 * Adds or updates `school`'s portal from its application card: the address and login e-mail (the
 * form says never a password and asks for none), the items the portal shows as received or not
 * needed, and whether the student looked at it today (not by default: the nudge stays due today).
 * Axe checks the form before it is saved.
 */
export async function savePortal(
  page: Page,
  school: string,
  seen: {
    address?: string
    email?: string
    received?: readonly string[]
    notNeeded?: readonly string[]
    checkedToday?: boolean
  },
): Promise<void> {
  const card = applicationCard(page, school)
  await expect(card.getByRole('heading', { name: 'After you submit' })).toBeVisible()
  await card.getByRole('button', { name: /^(Add the portal|Update the checklist)/ }).click()
  const portal = page.getByRole('form', { name: `Portal for ${school}` })
  await expect(
    portal.getByRole('heading', { name: `${school}: the applicant portal` }),
  ).toBeFocused()
  await expect(portal.getByText(/never your\s+password/)).toBeVisible()
  await expect(portal.getByLabel(/password/i)).toHaveCount(0)
  if (seen.address !== undefined) await portal.getByLabel('Portal address').fill(seen.address)
  if (seen.email !== undefined) await portal.getByLabel('Login e-mail').fill(seen.email)
  const tick = (item: string, state: string) =>
    portal.getByRole('group', { name: item }).getByRole('radio', { name: state }).check()
  for (const item of seen.received ?? []) await tick(item, 'Received')
  for (const item of seen.notNeeded ?? []) await tick(item, 'Not needed')
  await portal
    .getByRole('checkbox', { name: 'I checked the portal today' })
    .setChecked(seen.checkedToday ?? false)
  await expectNoAxeViolations(page, 'portal form')
  await portal.getByRole('button', { name: 'Save the portal checklist' }).click()
  await expect(page.getByText(`Saved the ${school} portal checklist.`)).toBeFocused()
}

/**
 * Schedules an interview with `school` from its application card, in the school's time zone, which
 * the form chooses first (`schoolZone` matches that choice's name, e.g. /^The school's time zone
 * \(New Orleans, Louisiana: Central Time\)/). Axe checks the form before it is saved.
 */
export async function scheduleInterview(
  page: Page,
  school: string,
  at: { schoolZone: RegExp; date: string; time: string; place: string; withWhom: string },
): Promise<void> {
  await applicationCard(page, school)
    .getByRole('button', { name: /^Add an interview/ })
    .click()
  const interview = page.getByRole('form', { name: `Interview with ${school}` })
  await expect(interview.getByRole('radio', { name: at.schoolZone })).toBeChecked()
  await interview.getByLabel('Date', { exact: true }).fill(at.date)
  await interview.getByLabel('Time', { exact: true }).fill(at.time)
  await interview.getByLabel('Place or video link').fill(at.place)
  await interview.getByLabel('With whom').fill(at.withWhom)
  await expectNoAxeViolations(page, 'interview form')
  await interview.getByRole('button', { name: 'Save the interview' }).click()
  await expect(page.getByText(`Saved the ${school} interview.`)).toBeFocused()
}

/**
 * Marks `school`'s interview done on `date` (yesterday in the tests): the thank-you note is then
 * due, in the agenda and on the card, not yet ticked. Returns the agenda's words for it.
 */
export async function interviewDone(page: Page, school: string, date: string): Promise<string> {
  const card = applicationCard(page, school)
  await card.getByRole('button', { name: /^Edit the interview/ }).click()
  const interview = page.getByRole('form', { name: `Interview with ${school}` })
  await interview.getByLabel('Interview', { exact: true }).selectOption({ label: 'Done' })
  await interview.getByLabel('Date', { exact: true }).fill(date)
  await interview.getByRole('button', { name: 'Save the interview' }).click()
  await expect(page.getByText(`Saved the ${school} interview.`)).toBeFocused()
  const thanks = `Send a thank-you note for your ${school} interview`
  await expect(agenda(page)).toContainText(thanks)
  await expect(card.getByRole('checkbox', { name: /^Thank-you note sent/ })).not.toBeChecked()
  return thanks
}

/** Ticks the thank-you note for `school`'s interview as sent: it leaves the agenda. */
export async function thankYouSent(page: Page, school: string, thanks: string): Promise<void> {
  const sent = applicationCard(page, school).getByRole('checkbox', { name: /^Thank-you note sent/ })
  await sent.click()
  await expect(sent).toBeChecked()
  await expect(agenda(page)).not.toContainText(thanks)
}
