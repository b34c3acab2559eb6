// After "Submit" (issue 26) as a student meets it in Chromium, walking one application: its portal
// (address and login e-mail, items ticked as the portal shows them) and the weekly nudge in the
// agenda and the calendar feed; an interview scheduled in the school's zone, then done, with the
// thank-you reminder on the page and by e-mail (to the confirmed address); and the recommender's
// packet with the earliest due date and what each portal shows of the letter, copied as text and
// printed alone. Axe checks the page in each state.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import ICAL from 'ical.js'
import type { MailCatcher } from '../support/smtp.ts'
import { expect, test } from './fixtures.ts'
import {
  addToMyList,
  agenda,
  applicationCard,
  confirmAddress,
  dayIn,
  inDays,
  interviewDone,
  nudgedItems,
  portalNudge,
  runReminders,
  savePortal,
  scheduleInterview,
  section,
  sections,
  signUp,
  smallCatalogue,
  thankYouSent,
} from './planner-helpers.ts'
import { expectNoAxeViolations } from './public-helpers.ts'
import { startProductWithMail } from './server.ts'

const SCHOOL = 'Tulane University of Louisiana'
/** A second school the recommender writes for, still being written. */
const OTHER = 'University of Michigan-Ann Arbor'

let server: Awaited<ReturnType<typeof startProductWithMail>>['server']
let mail: MailCatcher
let close: () => Promise<void>
let catalogueDir: string

test.beforeAll(async () => {
  catalogueDir = mkdtempSync(join(tmpdir(), 'portals-interviews-e2e-'))
  ;({ server, mail, close } = await startProductWithMail({
    catalogue: smallCatalogue(catalogueDir, [SCHOOL, OTHER]),
  }))
})
test.afterAll(async () => {
  await close()
  rmSync(catalogueDir, { recursive: true, force: true })
})

// The student is in New York; Tulane is in New Orleans, an hour behind.
const ZONE = 'America/New_York'
test.use({ locale: 'en-US', timezoneId: ZONE })

/** Plans an application for a school on My List from the applications section. */
async function planApplication(
  page: Page,
  school: string,
  values: { plan: string; date: string; status?: string },
): Promise<void> {
  await page.getByLabel('School from My List').selectOption({ label: school })
  await page.getByRole('button', { name: 'Plan this application' }).click()
  const form = page.getByRole('form', { name: `Application to ${school}` })
  await form.getByLabel('Plan').selectOption({ label: values.plan })
  await form.getByLabel('Date', { exact: true }).fill(values.date)
  if (values.status) await form.getByLabel('Status').selectOption({ label: values.status })
  await form.getByRole('button', { name: 'Save application' }).click()
  await expect(page.getByText(new RegExp(`^Planned your application to ${school}`))).toBeFocused()
}

/** The private feed's events, read with a real iCalendar parser. */
async function feedEvents(page: Page, url: string) {
  const feed = await page.request.get(url)
  expect(feed.status()).toBe(200)
  return new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents('vevent')
    .map((event) => new ICAL.Event(event))
}

const nudge = portalNudge(SCHOOL)

test("one application after Submit: its portal, an interview in the school's zone and its thank-you, the recommender's packet", async ({
  page,
  context,
}) => {
  test.setTimeout(300_000)
  const email = await signUp(page, server.url)
  await addToMyList(page, server.url, ['Tulane', SCHOOL], ['Michigan Ann Arbor', OTHER])

  // Tulane sent; Michigan due in 20 days; Ms. Rivera writes for both.
  await page.goto(`${server.url}/planner/`)
  await section(page, 'Applications').click()
  await planApplication(page, SCHOOL, {
    plan: 'Early Action I',
    date: inDays(5),
    status: 'Submitted',
  })
  await planApplication(page, OTHER, { plan: 'Regular Decision', date: dayIn(ZONE, 20) })
  await section(page, 'Recommenders').click()
  await page.getByRole('button', { name: 'Add a recommender' }).click()
  const person = page.getByRole('form', { name: 'Add a recommender' })
  await person.getByLabel('Name').fill('Ms. Rivera')
  await person.getByLabel('Status').selectOption({ label: 'Agreed' })
  await person.getByRole('checkbox', { name: SCHOOL }).check()
  await person.getByRole('checkbox', { name: OTHER }).check()
  await person.getByRole('button', { name: 'Save recommender' }).click()
  await expect(page.getByText('Added Ms. Rivera.')).toBeFocused()

  // Sent and never looked at: the portal nudge is in this week's agenda, counting her letter.
  const missing = await nudgedItems(page, SCHOOL)

  // The portal: its address, the login e-mail (never a password), the items the portal shows.
  await section(page, 'Applications').click()
  const card = applicationCard(page, SCHOOL)
  // Not looked at properly yet: the nudge stays due today.
  await savePortal(page, SCHOOL, {
    address: 'https://apply.tulane.edu/status',
    email: 'maya.johnson@example.com',
    received: ['Application', 'Transcript', 'Recommendation: Ms. Rivera'],
    notNeeded: ['Test scores'],
  })
  await expect(card).toContainText(`${String(missing - 4)} not shown yet`)
  await expect(card.getByRole('link', { name: /^Open the portal/ })).toHaveAttribute(
    'href',
    'https://apply.tulane.edu/status',
  )
  await expect(agenda(page)).toContainText(
    `Check the ${SCHOOL} portal: ${String(missing - 4)} items not shown yet`,
  )

  // The calendar feed carries the nudge as a day's event.
  await section(page, 'Calendar and reminders').click()
  await page.getByRole('button', { name: 'Make a calendar link' }).click()
  const feedUrl = await page.getByLabel('Your private calendar link').inputValue()
  let events = await feedEvents(page, feedUrl)
  const nudgeEvent = events.find((event) => nudge.test(event.summary))
  expect(nudgeEvent?.startDate.toString()).toBe(dayIn(ZONE))

  // "I checked it today": the next nudge is a week on, in the agenda and the feed alike.
  await section(page, 'Applications').click()
  await card.getByRole('button', { name: /^I checked it today/ }).click()
  await expect(card).toContainText('Last checked')
  await expect(agenda(page).getByText(nudge)).toHaveCount(0)
  events = await feedEvents(page, feedUrl)
  expect(events.find((event) => nudge.test(event.summary))?.startDate.toString()).toBe(
    dayIn(ZONE, 7),
  )

  // An interview at 4 pm in New Orleans: 5 pm for the student in New York.
  const day = dayIn('America/Chicago', 10)
  await scheduleInterview(page, SCHOOL, {
    schoolZone: /^The school's time zone \(New Orleans, Louisiana: Central Time\)/,
    date: day,
    time: '16:00',
    place: 'https://tulane.zoom.us/j/5551234',
    withWhom: 'Dana Lee',
  })
  await expect(card).toContainText(
    /Scheduled: .*, 4:00 PM \(Chicago time\) \(.*, 5:00 PM \(New York time\) for you\), with Dana Lee\./,
  )
  await expect(card.getByRole('link', { name: /Join the video call/ })).toHaveAttribute(
    'href',
    'https://tulane.zoom.us/j/5551234',
  )
  events = await feedEvents(page, feedUrl)
  const timed = events.find((event) => event.summary === `Interview with ${SCHOOL}`)
  expect(timed?.startDate.toJSDate().toLocaleString('sv-SE', { timeZone: 'America/Chicago' })).toBe(
    `${day} 16:00:00`,
  )
  expect(timed?.location).toBe('https://tulane.zoom.us/j/5551234')

  // Done yesterday: the thank-you note is due, on the page and by e-mail once reminders are on.
  const thanks = await interviewDone(page, SCHOOL, dayIn(ZONE, -1))
  await expectNoAxeViolations(page, 'application after submit')

  await section(page, 'Calendar and reminders').click()
  await page.getByRole('button', { name: 'Change settings' }).click()
  const settings = page.getByRole('form', { name: 'Time zone and reminders' })
  await settings.getByRole('checkbox', { name: /E-mail me reminders/ }).check()
  // Reminders go only to a confirmed address (ADR 0074): confirmed by the mailed link.
  await settings.getByRole('button', { name: 'Send the confirmation e-mail' }).click()
  await expect(settings.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible()
  await settings.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Saved your time zone and reminders.')).toBeFocused()
  await confirmAddress(page, mail, email)
  await page.goto(`${server.url}/planner/`)
  await runReminders(page, server.url)
  const reminder = await mail.waitFor((m) => m.to.includes(email) && m.subject === thanks, 60_000)
  expect(reminder.text).not.toContain('Dana Lee')

  await section(page, 'Applications').click()
  await thankYouSent(page, SCHOOL, thanks)

  // The packet: both schools, the earliest still waiting for her letter first, what arrived.
  await section(page, 'Recommenders').click()
  await page.getByRole('button', { name: 'Packet for Ms. Rivera' }).click()
  const packet = page.getByRole('article', { name: 'Recommendation packet for Ms. Rivera' })
  await expect(packet.getByRole('heading', { level: 3 })).toBeFocused()
  await expect(packet).toContainText(
    new RegExp(`Earliest due date: .*11:59 PM \\(New York time\\) \\(${OTHER}\\)\\.`),
  )
  await expect(packet).toContainText(`${OTHER} is due in 20 days`)
  await expect(packet).toContainText('less than the four weeks recommenders need at the least')
  const rows = packet.getByRole('table').getByRole('row')
  await expect(rows.filter({ hasText: SCHOOL })).toContainText('received')
  await expect(rows.filter({ hasText: OTHER })).toContainText('not shown in the portal yet')
  await expectNoAxeViolations(page, 'recommender packet')

  // Copied as text for an e-mail to her: the request, the earliest school, every school's line.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
  await packet.getByRole('button', { name: 'Copy as text' }).click()
  await expect(packet.getByRole('status')).toHaveText(
    'Copied: paste it into an e-mail to Ms. Rivera.',
  )
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toMatch(/^Recommendation request from Maya Johnson\n/)
  expect(copied).toContain(`(${OTHER}).`)
  expect(copied).toContain(`- ${SCHOOL}: Platform not chosen, Early Action I, due `)
  expect(copied).toContain('Letter: received.')

  // Printed: the packet alone on the page, without its buttons.
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes')
  })
  await packet.getByRole('button', { name: 'Print the packet' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')
  await page.emulateMedia({ media: 'print' })
  await expect(packet.getByRole('table')).toBeVisible()
  await expect(packet.getByRole('button', { name: 'Print the packet' })).toBeHidden()
  await expect(sections(page)).toBeHidden()
  await page.emulateMedia({ media: 'screen' })
})
