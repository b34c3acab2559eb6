// Which day a deadline falls on (ADR 0078), as a student in Chicago reads it on every page:
// Pomona (11:59 pm Los Angeles time), Michigan (Detroit), Hawaii (Honolulu) and Harvard on their
// own clock. The browser's clock is set an hour before Pomona's deadline, which is 12:59 am on
// the next day in Chicago: every page must still say Pomona's own date, and that it is not late.
import { scrollTo } from './analytics-helpers.ts'
import { expect, test } from './fixtures.ts'
import { apiStudent, applyTo, essayOf, openEssaysAs, plannerZone } from './essays-helpers.ts'
import { addDays, formatIsoDate, isoWeekday } from '../../ui/src/logic/planner/calendar-date.ts'
import { intlOffsetAt } from '../../ui/src/logic/planner/intl-zone.ts'
import { dateInZone, zonedInstant } from '../../ui/src/logic/planner/zone.ts'

const CHICAGO = 'America/Chicago'

test.use({ timezoneId: CHICAGO, locale: 'en-US' })

test("a Chicago student reads each deadline's own date on the planner, /essays and /analytics", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const student = await apiStudent(baseURL!)
  await plannerZone(baseURL!, student, CHICAGO)
  // Deadlines a few days out, so the browser's clock can stand just before one while the session
  // is still valid.
  const today = dateInZone(Date.now(), CHICAGO, intlOffsetAt)
  const due = { pomona: addDays(today, 3), hawaii: addDays(today, 5), michigan: addDays(today, 10) }
  const school = (zone: string) => ({ deadline_zone_rule: 'school', deadline_zone: zone })
  const pomona = await applyTo(baseURL!, student, 'Pomona College', {
    plan: 'rd',
    deadline_date: due.pomona,
    deadline_time: '23:59',
    ...school('America/Los_Angeles'),
  })
  const michigan = await applyTo(baseURL!, student, 'University of Michigan-Ann Arbor', {
    plan: 'rd',
    deadline_date: due.michigan,
    deadline_time: '23:59',
    ...school('America/Detroit'),
  })
  await applyTo(baseURL!, student, 'Harvard University', {
    plan: 'rd',
    deadline_date: addDays(today, 20),
    deadline_zone_rule: 'student',
  })
  const hawaii = await applyTo(baseURL!, student, 'University of Hawaii at Manoa', {
    platform: 'school',
    plan: 'rd',
    deadline_date: due.hawaii,
    deadline_time: '23:59',
    ...school('Pacific/Honolulu'),
  })
  await essayOf(baseURL!, student, {
    title: 'Why Pomona',
    prompt: 'Why Pomona?',
    applications: [pomona],
    limit_unit: 'words',
    limit_max: 250,
  })
  await essayOf(baseURL!, student, {
    title: 'A community',
    prompt: 'Describe a community you belong to.',
    applications: [michigan],
    limit_unit: 'characters',
    limit_max: 1500,
  })
  await essayOf(baseURL!, student, {
    platform: 'school_portal',
    title: 'Why Hawaii',
    prompt: 'Why Hawaii?',
    applications: [hawaii],
    limit_unit: 'words',
    limit_max: 300,
  })

  // An hour before Pomona's 11:59 pm in Los Angeles: 12:59 am the next day in Chicago.
  const pomonaAt = zonedInstant(due.pomona, '23:59', 'America/Los_Angeles', intlOffsetAt)
  await page.clock.setFixedTime(new Date(pomonaAt - 3_600_000))
  const nextDay = formatIsoDate(addDays(due.pomona, 1))
  const POMONA = `${formatIsoDate(due.pomona)}, 11:59 PM (Los Angeles time)`
  const HAWAII = `${formatIsoDate(due.hawaii)}, 11:59 PM (Honolulu time)`

  // The planner: the card, and the week's agenda, where it is due now, not late.
  await openEssaysAs(page, student, '/planner/')
  const thisWeek = page.getByRole('region', { name: /^Due in the next 7 days/ })
  await expect(
    thisWeek.getByRole('listitem').filter({ hasText: 'Pomona College deadline' }),
  ).toHaveText(`DeadlinePomona College deadline${POMONA}`)
  await expect(page.getByRole('region', { name: /^Late/ })).not.toContainText(
    'Pomona College deadline',
  )
  await expect(
    thisWeek.getByRole('listitem').filter({ hasText: 'Hawaii at Manoa deadline' }),
  ).toContainText(HAWAII)
  await page
    .getByRole('navigation', { name: 'Planner sections' })
    .getByRole('button', { name: /^Applications/ })
    .click()
  const card = page.getByRole('article', { name: 'Pomona College' })
  await expect(card).toContainText(`Due ${POMONA}`)
  await expect(card).toContainText(`${nextDay}, 1:59 AM (Chicago time) for you`)
  await expect(card).toContainText('1 hour, 0 minutes left')

  // The dashboard's "what's next" counts it as due this week, not late.
  await page.goto('/dashboard/')
  const next = page.getByRole('complementary', { name: "What's next" })
  await expect(next).toContainText(/\d+ due this week/)

  // /essays: due on Pomona's date and clock; the next day is nowhere.
  await page.goto('/essays/')
  const row = (title: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('button', { name: title }) })
  await expect(row('Why Pomona')).toContainText(`Due ${POMONA}`)
  await expect(row('Why Hawaii')).toContainText(`Due ${HAWAII}`)
  expect(await page.locator('main').innerText()).not.toContain(nextDay)

  // /analytics: readiness dates it that day with an hour left; the workload puts Pomona's deadline
  // and Hawaii's in the weeks of their own dates.
  await page.goto('/analytics/')
  const readiness = (await scrollTo(page, 'Readiness per application')).getByRole('list', {
    name: 'Applications, most urgent first',
  })
  await expect(readiness.getByRole('listitem').first()).toContainText(
    `due ${formatIsoDate(due.pomona)} · 1 hour, 0 minutes left`,
  )
  await expect(readiness.getByRole('listitem').first()).toContainText('Due within a week')
  const workload = await scrollTo(page, 'Workload by week')
  await workload.getByText('Show the figures as a table').click()
  const weekOf = (date: string) => formatIsoDate(addDays(date, -isoWeekday(date)))
  await expect(
    workload.getByRole('row', { name: new RegExp(`^${weekOf(due.pomona)}`) }),
  ).toContainText('Pomona College')
  await expect(
    workload.getByRole('row', { name: new RegExp(`^${weekOf(due.hawaii)}`) }),
  ).toContainText('University of Hawaii at Manoa')
})
