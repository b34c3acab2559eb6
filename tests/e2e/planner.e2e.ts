// The planner (issue 14) as a student meets it in Chromium: a school added to My List on the
// dashboard becomes an application with a deadline, the plan works back from it, a ticked step
// stays ticked after a reload, a task of their own is added by keyboard alone; the calendar link
// serves the deadline as iCalendar; the address is confirmed by the mailed link, then the reminder
// job (run on demand) mails an alert whose stop link turns reminders off; the section the address
// names is fetched beside the plan (ADR 0090). Axe checks the page in each state.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import ICAL from 'ical.js'
import type { MailCatcher } from '../support/smtp.ts'
import { expect, test } from './fixtures.ts'
import { addDays, formatIsoDay } from '../../ui/src/logic/planner/calendar-date.ts'
import { cycleRules, tabTo } from './helpers.ts'
import {
  addToMyList,
  confirmAddress,
  inDays,
  runReminders,
  section,
  sections,
  signUp,
  smallCatalogue,
} from './planner-helpers.ts'
import { expectNoAxeViolations } from './public-helpers.ts'
import { startProductWithMail } from './server.ts'

const SCHOOL = 'Tulane University of Louisiana'
/** A school an hour ahead of the student (Eastern Time, the student in Central). */
const AHEAD = 'University of Michigan-Ann Arbor'

let server: Awaited<ReturnType<typeof startProductWithMail>>['server']
let mail: MailCatcher
let close: () => Promise<void>
let catalogueDir: string

test.beforeAll(async () => {
  catalogueDir = mkdtempSync(join(tmpdir(), 'planner-e2e-'))
  ;({ server, mail, close } = await startProductWithMail({
    catalogue: smallCatalogue(catalogueDir, [SCHOOL, AHEAD]),
  }))
})
test.afterAll(async () => {
  await close()
  rmSync(catalogueDir, { recursive: true, force: true })
})

// Typing a date by keyboard follows the browser's locale (month/day/year here); the student's
// device is in Louisiana's zone, so the school's deadline and their own read the same.
test.use({ locale: 'en-US', timezoneId: 'America/Chicago' })

test('a student plans an application, ticks its steps, sees it in their calendar and stops its reminders', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const email = await signUp(page, server.url)

  await addToMyList(page, server.url, ['Tulane', SCHOOL])

  // The planner, from the navbar: its overview first, no section open.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Planner' })
    .click()
  await expect(page).toHaveURL(/\/planner\/?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Your planner' })).toBeVisible()
  await expect(section(page, 'Applications')).toHaveAccessibleName('Applications none yet')
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Planner' }),
  ).toHaveAttribute('aria-current', 'page')
  await expectNoAxeViolations(page, 'overview')

  // An application for the school on My List, due in three days.
  const deadline = inDays(3)
  await section(page, 'Applications').click()
  await expect(page.getByRole('heading', { name: 'Applications' })).toBeFocused()
  await page.getByLabel('School from My List').selectOption({ label: SCHOOL })
  await page.getByRole('button', { name: 'Plan this application' }).click()
  const form = page.getByRole('form', { name: `Application to ${SCHOOL}` })
  await expect(form.getByRole('heading', { name: SCHOOL })).toBeFocused()
  // This cycle's Common App rules, each naming its source and cycle (reviewed data, ADR 0071):
  // Common App's plans, and a warning (not a refusal) for a deadline before its earliest.
  const rules = cycleRules()
  const principles = rules.sources.principles!
  await form.getByLabel('Platform').selectOption({ label: 'Common App' })
  await form.getByLabel('Plan').selectOption({ label: 'Early Action I' })
  await expect(form.getByLabel('Plan')).toHaveAccessibleDescription(
    new RegExp(
      `^Common App's decision plans for the ${rules.cycle} cycle, from ${principles.name}`,
    ),
  )
  const tooEarly = addDays(rules.earliestFirstYearDeadline.date, -1)
  await form.getByLabel('Date', { exact: true }).fill(tooEarly)
  const planRules = form.getByRole('region', { name: 'Plan rules' })
  await expect(planRules).toContainText(
    `Check: ${SCHOOL}'s deadline here is ${formatIsoDay(tooEarly)}, but Common App accepts no first-year fall deadline before ${formatIsoDay(rules.earliestFirstYearDeadline.date)} in the ${rules.cycle} cycle (${principles.name}, checked ${formatIsoDay(principles.checked)}).`,
  )
  await expect(
    planRules.getByRole('link', { name: new RegExp(`^${principles.name}`) }),
  ).toHaveAttribute('href', principles.url)
  await expectNoAxeViolations(page, 'application form with a Common App rule')
  await form.getByLabel('Date', { exact: true }).fill(deadline)
  await expect(planRules).toBeHidden()
  await expectNoAxeViolations(page, 'application form')
  await form.getByRole('button', { name: 'Save application' }).click()
  await expect(page.getByText(new RegExp(`^Planned your application to ${SCHOOL}`))).toBeFocused()
  await expect(page.getByRole('article', { name: SCHOOL })).toContainText('Early Action')
  await expectNoAxeViolations(page, 'applications')

  // The plan's steps: one ticked stays ticked after a reload (the address keeps the section).
  await section(page, 'Tasks').click()
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeFocused()
  const first = page.getByRole('list', { name: 'To do' }).getByRole('checkbox').first()
  const step = await first.evaluate(labelText)
  expect(step).not.toBe('')
  await first.check()
  await expect(first).toBeChecked()
  await expectNoAxeViolations(page, 'tasks')
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeVisible()
  // Done steps are folded away under their count.
  await page.getByText('Done (1)').click()
  await expect(
    page.getByRole('list', { name: 'Done' }).getByRole('checkbox', { name: step, exact: true }),
  ).toBeChecked()

  // This cycle's FAFSA dates from the reviewed aid calendar, each with its source.
  await section(page, 'Financial aid').click()
  await expect(page.getByRole('heading', { name: 'Financial aid dates' })).toBeFocused()
  const opens = page.getByRole('listitem').filter({ hasText: /The \d{4}-\d{2} FAFSA opens/ })
  await expect(opens).toContainText('Source: the FAFSA Deadline Act')
  await expect(
    page.getByRole('listitem').filter({ hasText: /FAFSA's federal deadline/ }),
  ).toContainText('state and college deadlines are often far earlier')
  await expectNoAxeViolations(page, 'financial aid')

  // The dashboard's "what's next" counts the plan, under the card, and leads back here.
  await page.goto(`${server.url}/dashboard/`)
  const next = page.getByRole('complementary', { name: "What's next" })
  await expect(next).toContainText('due this week')
  await expect(next.getByRole('link', { name: 'Open your planner' })).toHaveAttribute(
    'href',
    '/planner/',
  )
  await page.goto(`${server.url}/planner/`)

  // The calendar link serves the deadline as iCalendar.
  await section(page, 'Calendar and reminders').click()
  await page.getByRole('button', { name: 'Make a calendar link' }).click()
  const feedUrl = await page.getByLabel('Your private calendar link').inputValue()
  expect(feedUrl).toMatch(new RegExp(`^${server.url}/api/planner/calendar/\\w+\\.ics$`))
  await expectNoAxeViolations(page, 'calendar')
  const feed = await page.request.get(feedUrl)
  expect(feed.status()).toBe(200)
  const events = new ICAL.Component(ICAL.parse(await feed.text()))
    .getAllSubcomponents('vevent')
    .map((event) => new ICAL.Event(event))
  const due = events.find((event) => event.summary === `Deadline: ${SCHOOL} (Early Action I)`)
  // 11:59 PM on the day chosen, in the school's zone (Louisiana's, as is the student's here).
  expect(due?.startDate.toJSDate().toLocaleString('sv-SE', { timeZone: 'America/Chicago' })).toBe(
    `${deadline} 23:59:00`,
  )

  // Reminders on, for an address the student confirms by the mailed link (ADR 0074); then the
  // hourly job run now: an alert arrives, and its link stops them all.
  await page.getByRole('button', { name: 'Change settings' }).click()
  const settings = page.getByRole('form', { name: 'Time zone and reminders' })
  await expect(settings.getByRole('heading', { name: 'Time zone and reminders' })).toBeFocused()
  await settings.getByRole('checkbox', { name: /E-mail me reminders/ }).check()
  await settings.getByRole('button', { name: 'Send the confirmation e-mail' }).click()
  await expect(settings.getByText(`We sent a link to ${email}.`, { exact: false })).toBeVisible()
  await expectNoAxeViolations(page, 'reminder settings')
  await settings.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Saved your time zone and reminders.')).toBeFocused()
  await expect(section(page, 'Calendar and reminders')).toHaveAccessibleName(
    'Calendar and reminders reminders on',
  )
  await confirmAddress(page, mail, email)

  await runReminders(page, server.url)
  const alert = await mail.waitFor(
    (m) => m.to.includes(email) && m.subject.startsWith(`${SCHOOL} is due`),
    60_000,
  )
  const stop = alert.links.find((link) => link.includes('/api/planner/reminders/stop?token='))
  expect(stop).toMatch(new RegExp(`^${server.url}/`))
  await page.goto(stop!)
  await expect(page.getByRole('heading', { name: 'Stop reminder e-mails?' })).toBeVisible()
  await page.getByRole('button', { name: 'Stop all reminders' }).click()
  await expect(page.getByRole('heading', { name: 'Reminders stopped' })).toBeVisible()

  await page.goto(`${server.url}/planner/`)
  await expect(section(page, 'Calendar and reminders')).toHaveAccessibleName(
    'Calendar and reminders reminders off',
  )
})

/** The text of the label around a checkbox: the task's title. */
function labelText(element: HTMLElement | SVGElement): string {
  return element.closest('label')?.innerText.trim() ?? ''
}

test('by keyboard alone: open a section, add a task of their own, tick it off', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUp(page, server.url)
  await page.goto(`${server.url}/planner/`)
  await expect(sections(page)).toBeVisible()

  await tabTo(page, section(page, 'Tasks'))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: 'Tasks' })).toBeFocused()
  await expect(page).toHaveURL(/#tasks$/)

  const add = page.getByRole('form', { name: 'Add a task' })
  await tabTo(page, add.getByLabel('Task'))
  await page.keyboard.type('Visit campus')
  await tabTo(page, add.getByLabel('Due'))
  const [year, month, day] = inDays(20).split('-')
  await page.keyboard.type(`${month ?? ''}${day ?? ''}${year ?? ''}`)
  await expect(add.getByLabel('Due')).toHaveValue(inDays(20))
  await tabTo(page, add.getByRole('button', { name: 'Add task' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Added “Visit campus” to your tasks.')).toBeFocused()
  await expect(add.getByLabel('Task')).toHaveValue('')

  const task = page.getByRole('checkbox', { name: 'Visit campus' })
  await tabTo(page, task)
  await page.keyboard.press('Space')
  await expect(task).toBeChecked()
  await expect(task).toBeFocused()
  await expectNoAxeViolations(page, 'own task ticked')
})

test("an application for a school in another zone says the school's zone in words and keeps its deadline there", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUp(page, server.url)
  await addToMyList(page, server.url, ['Michigan Ann Arbor', AHEAD])

  await page.goto(`${server.url}/planner/`)
  await section(page, 'Applications').click()
  await page.getByLabel('School from My List').selectOption({ label: AHEAD })
  await page.getByRole('button', { name: 'Plan this application' }).click()
  const form = page.getByRole('form', { name: `Application to ${AHEAD}` })
  await form.getByLabel('Plan').selectOption({ label: 'Early Action I' })
  await form.getByLabel('Date', { exact: true }).fill('2027-11-01')

  // The student's clock in words, and the school's, found from the campus's location.
  await expect(form.getByRole('radio', { name: 'My time zone (Central Time)' })).toBeChecked()
  await form
    .getByRole('radio', { name: "The school's time zone (Ann Arbor, Michigan: Eastern Time)" })
    .check()
  const zone = form.getByRole('combobox', { name: "School's time zone" })
  await expect(zone).toHaveValue('America/Detroit')
  await expect(zone.locator('option:checked')).toHaveText('Eastern Time (Ann Arbor, Michigan)')
  await expect(form.getByText(/timezone-boundary-builder 2026d/)).toBeVisible()
  await expectNoAxeViolations(page, "application form with the school's zone")

  await form.getByRole('button', { name: 'Save application' }).click()
  await expect(page.getByText(new RegExp(`^Planned your application to ${AHEAD}`))).toBeFocused()
  // 11:59 pm in Ann Arbor is 10:59 pm on the student's clock in Chicago.
  const card = page.getByRole('article', { name: AHEAD })
  await expect(card).toContainText('11:59 PM (Detroit time)')
  await expect(card).toContainText('10:59 PM (Chicago time) for you')

  // Editing it again keeps the stored zone, chosen.
  await card.getByRole('button', { name: /Edit/ }).click()
  const again = page.getByRole('form', { name: `Application to ${AHEAD}` })
  await expect(
    again.getByRole('radio', { name: /^The school's time zone \(Ann Arbor/ }),
  ).toBeChecked()
  await expect(again.getByRole('combobox', { name: "School's time zone" })).toHaveValue(
    'America/Detroit',
  )
})

test("the student's time zone: taken from this device and said in words, set from U.S. zones in words", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await signUp(page, server.url)
  await page.goto(`${server.url}/planner/`)

  // The first visit keeps this device's zone (Chicago here) and says so, in words.
  const notice = page.getByText(
    'Your time zone is Central Time (Chicago), as this device is set: deadlines are 11:59 pm there unless the school says otherwise.',
  )
  await expect(notice).toBeVisible()
  await expectNoAxeViolations(page, 'first visit')
  await page.getByRole('button', { name: 'Change time zone' }).click()
  await expect(page.getByRole('heading', { name: 'Time zone and reminders' })).toBeFocused()
  await expect(
    page.getByText(/^Central Time \(Chicago\): deadlines are 11:59 pm here/),
  ).toBeVisible()

  // The field: U.S. zones in words, this device's chosen, every zone one step away.
  await page.getByRole('button', { name: 'Change settings' }).click()
  const form = page.getByRole('form', { name: 'Time zone and reminders' })
  const zone = form.getByRole('combobox', { name: 'Your time zone' })
  await expect(zone.locator('option:checked')).toHaveText('Central Time (Chicago)')
  await expect(zone.locator('option')).toHaveCount(11)
  await expect(zone.locator('option').first()).toHaveText('Eastern Time')
  await expect(zone.locator('option').last()).toHaveText('Other time zone...')
  await expect(zone.locator('option', { hasText: 'Pacific Time' })).toHaveAttribute(
    'value',
    'America/Los_Angeles',
  )
  await expectNoAxeViolations(page, 'time zone field')

  // A student spending the year in London sets it from the full list.
  await zone.selectOption({ label: 'Other time zone...' })
  const other = form.getByRole('combobox', { name: 'Other time zone' })
  await expect(other).toHaveValue('America/Chicago')
  await other.selectOption('Europe/London')
  await form.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Saved your time zone and reminders.')).toBeFocused()
  await expect(page.getByText(/^London time: deadlines are 11:59 pm here/)).toBeVisible()

  // Back on the device's clock, chosen in words; the device's zone is offered by name.
  await page.getByRole('button', { name: 'Change settings' }).click()
  await expect(form.getByRole('combobox', { name: 'Your time zone' })).toHaveAccessibleDescription(
    'Deadlines are 11:59 pm here unless the school says otherwise. This device is on Central Time (Chicago).',
  )
  await form.getByRole('combobox', { name: 'Your time zone' }).selectOption({
    label: 'Central Time (Chicago)',
  })
  await form.getByRole('button', { name: 'Save settings' }).click()
  await expect(page.getByText('Saved your time zone and reminders.')).toBeFocused()
  await expect(
    page.getByText(/^Central Time \(Chicago\): deadlines are 11:59 pm here/),
  ).toBeVisible()

  // Said once: a later visit has its zone.
  await page.reload()
  await expect(page.getByRole('navigation', { name: 'Planner sections' })).toBeVisible()
  await expect(page.getByText(/as this device is set/)).toHaveCount(0)
})

test('the section the address names is asked for beside the plan, not after it (ADR 0090)', async ({
  page,
}) => {
  await signUp(page, server.url)
  const seen: { what: 'section file' | 'tasks answered'; at: number }[] = []
  page.on('request', (request) => {
    if (/\/_astro\/TasksPanel\.[\w-]+\.js$/.test(new URL(request.url()).pathname))
      seen.push({ what: 'section file', at: Date.now() })
  })
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/collections/plan_tasks/records'))
      seen.push({ what: 'tasks answered', at: Date.now() })
  })
  // The student's records arrive a second late, as over a slow connection: a section fetched
  // only once the plan has drawn would be asked for after them.
  await page.route(/\/api\/collections\/[^/]+\/records/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_000))
    await route.continue()
  })
  await page.goto(`${server.url}/planner/#tasks`)
  await expect(page.getByText(/^No tasks yet/)).toBeVisible()
  expect(seen.map((event) => event.what)).toEqual(['section file', 'tasks answered'])
})
