// Issue 26's "Done when": a student goes from "submitted" to "enrolled" in the product, in real
// Chromium against the built site and a real PocketBase. One application first goes through its
// portal checklist (items ticked as the portal shows them, the weekly nudge in the agenda while
// any is missing) and an interview (date, time and the school's zone, then done, the thank-you
// reminder in the agenda until it is ticked); the same application is then deferred, gets its
// steps (mid-year grades by March 1, a letter of continued interest the school welcomes, started
// in /essays from the student's own drafts), then admits them; its offer is compared against a
// second admission's (net price from gift aid only, loans as debt with their repayment, the
// letter's bottom line flagged); a scholarship's essay reuses a draft, the name guard treats the
// sponsor as the school, and the award counts as outside aid; "I've decided" ends the cycle.
// What only the portal and interview walk checks (the feed, a second zone, the reminder mail, the
// recommender's packet) stays in portals-interviews.e2e.ts; both use planner-helpers.ts's steps.
import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { apiStudent, applyTo, essayOf, openEssaysAs, type ApiStudent } from './essays-helpers.ts'
import {
  agenda,
  applicationCard,
  dayIn,
  interviewDone,
  nudgedItems,
  portalNudge,
  savePortal,
  scheduleInterview,
  thankYouSent,
} from './planner-helpers.ts'
import { expectNoAxeViolations } from './public-helpers.ts'

const DUKE = 'Duke University'
const RICE = 'Rice University'
const SPONSOR = 'Rotary Club of Springfield'
/** Duke's zone, which is also hers (the planner's settings): one time, in New York's words. */
const DUKE_ZONE = 'America/New_York'

test.use({ locale: 'en-US', timezoneId: 'America/Chicago' })

async function openSection(page: Page, label: string, heading: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Planner sections' })
    .getByRole('button', { name: new RegExp(`^${label}`) })
    .click()
  await expect(page.getByRole('heading', { level: 2, name: heading })).toBeFocused()
}

async function recordDecision(page: Page, school: string, outcome: string): Promise<void> {
  await page.getByRole('button', { name: `Record the decision of ${school}` }).click()
  const form = page.getByRole('form', { name: `Decision from ${school}` })
  await form
    .getByRole('combobox', { name: "The school's decision" })
    .selectOption({ label: outcome })
  await form.getByRole('button', { name: 'Save decision' }).click()
  await expect(page.getByText(`Saved the decision from ${school}.`)).toBeVisible()
}

/** The analytics page with the decisions figure loaded (charts load as they near the screen). */
async function openOffers(page: Page) {
  await page.goto('/analytics')
  const figure = page.getByRole('figure', { name: 'Decisions: your offers side by side' })
  for (let y = 0; (await figure.count()) === 0; y += 600) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(100)
    expect(y, 'the decisions figure loads as the page is scrolled').toBeLessThan(40_000)
  }
  await figure.scrollIntoViewIfNeeded()
  return figure
}

/** Types an amount into the field named `name` inside `scope`. */
async function type(scope: ReturnType<Page['getByRole']>, name: string, value: string) {
  await scope.getByRole('textbox', { name, exact: true }).fill(value)
}

test('a student goes from submitted to enrolled', async ({ page, baseURL }) => {
  test.setTimeout(300_000)
  const student: ApiStudent = await apiStudent(baseURL!, 'Maya Johnson')
  const duke = await applyTo(baseURL!, student, DUKE, { plan: 'ea', status: 'submitted' })
  await applyTo(baseURL!, student, RICE, { plan: 'rd', status: 'submitted' })
  // Her own drafts for Duke: what the letter's pointers and the scholarship's reuse draw on.
  await essayOf(baseURL!, student, {
    title: 'Why Duke',
    prompt: 'Why Duke?',
    applications: [duke],
    category: 'why-us',
  })
  const community = [
    'Every Saturday I run the tool library in our neighborhood, lending ladders, drills and',
    'garden tools to neighbors who cannot buy them. I started it with two friends and a shed;',
    'now forty families borrow from it, and I keep the ledger, fix what breaks and teach younger',
    'volunteers to do the same. At Duke I want to bring that habit of sharing to the dorms and to',
    'the community around campus, where students could lend as much as they borrow.',
  ].join(' ')
  await essayOf(
    baseURL!,
    student,
    {
      title: 'Community',
      prompt: 'Describe a community you belong to and your place in it.',
      applications: [duke],
      category: 'community',
    },
    community,
  )

  await openEssaysAs(page, student, '/planner/#decisions')
  await expect(page.getByRole('heading', { level: 2, name: 'Decisions' })).toBeVisible()
  const board = page.getByRole('list', { name: 'Where each application stands' })
  await expect(page.getByText('2 waiting for a decision')).toBeVisible()

  // November: Duke's portal shows her application and transcript; until the rest is there, the
  // weekly nudge to check it stays in the agenda.
  await openSection(page, 'Applications', 'Applications')
  const missing = await nudgedItems(page, DUKE)
  await savePortal(page, DUKE, {
    address: 'https://applicant.duke.edu/status',
    email: 'maya.johnson@example.com',
    received: ['Application', 'Transcript'],
  })
  const card = applicationCard(page, DUKE)
  await expect(card).toContainText(`${String(missing - 2)} not shown yet`)
  await expect(agenda(page)).toContainText(
    `Check the ${DUKE} portal: ${String(missing - 2)} items not shown yet`,
  )
  // Later everything has arrived: with nothing missing the nudge is gone, though she has still
  // not ticked "I checked the portal today" (that alone would only move it a week on).
  await savePortal(page, DUKE, {
    received: ['Fee or fee waiver', 'CSS Profile / FAFSA', 'Supplements'],
    notNeeded: ['Test scores'],
  })
  await expect(card).toContainText('Portal: Nothing missing.')
  await expect(agenda(page).getByText(portalNudge(DUKE))).toHaveCount(0)

  // Duke offers an alumni interview: 4 pm in Durham's zone, then done, then thanked.
  const day = dayIn(DUKE_ZONE, 10)
  await scheduleInterview(page, DUKE, {
    schoolZone: /^The school's time zone \(Durham, North Carolina: Eastern Time\)/,
    date: day,
    time: '16:00',
    place: 'Joe Van Gogh coffee, Durham',
    withWhom: 'Sam Patel, alumni interviewer',
  })
  await expect(card).toContainText(
    /Interview: Scheduled: .*, 4:00 PM \(New York time\), with Sam Patel, alumni interviewer\. At Joe Van Gogh coffee, Durham\./,
  )
  const thanks = await interviewDone(page, DUKE, dayIn(DUKE_ZONE, -1))
  await expectNoAxeViolations(page, 'the application after its interview')
  await thankYouSent(page, DUKE, thanks)

  await openSection(page, 'Decisions', 'Decisions')

  // December: Duke defers her Early Action; it welcomes a letter of continued interest.
  await page.getByRole('button', { name: `Record the decision of ${DUKE}` }).click()
  const form = page.getByRole('form', { name: `Decision from ${DUKE}` })
  await form
    .getByRole('combobox', { name: "The school's decision" })
    .selectOption({ label: 'Deferred' })
  await form
    .getByRole('combobox', { name: 'Does the school take a letter of continued interest?' })
    .selectOption({ label: 'The school welcomes one' })
  await form.getByRole('button', { name: 'Save decision' }).click()
  await expect(page.getByText(`Saved the decision from ${DUKE}.`)).toBeVisible()

  const steps = page.getByRole('region', { name: `Steps for ${DUKE}` })
  await steps
    .getByRole('combobox', { name: 'Step' })
    .selectOption({ label: 'Send mid-year grades' })
  await expect(steps.getByLabel('Due')).toHaveValue('2027-02-01')
  await steps.getByRole('button', { name: 'Add step' }).click()
  await expect(page.getByText(`Added “Send mid-year grades: ${DUKE}” to your tasks.`)).toBeVisible()
  await steps
    .getByRole('combobox', { name: 'Step' })
    .selectOption({ label: 'Send a letter of continued interest' })
  await steps.getByLabel('Due').fill('2027-01-25')
  await steps.getByRole('button', { name: 'Add step' }).click()
  await expect(board.getByRole('listitem').filter({ hasText: DUKE })).toContainText(
    `Next: Send a letter of continued interest: ${DUKE}, by Mon, Jan 25, 2027`,
  )
  await expectNoAxeViolations(page, 'the decision board with a deferral')

  // The letter is hers to write: a structure and pointers to her own drafts, in /essays.
  await steps.getByRole('button', { name: 'Draft the letter in Essays' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Letter of continued interest' }),
  ).toBeVisible({ timeout: 20_000 })
  await expect(
    page.getByText(`Your own drafts for ${DUKE} to draw on: "Why Duke", "Community".`),
  ).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Your essay' })).toHaveValue('')

  // March: Duke admits her from regular decision; Rice admits her too.
  await page.goto('/planner/#decisions')
  await recordDecision(page, DUKE, 'Admitted')
  await recordDecision(page, RICE, 'Admitted')
  await expect(page.getByText('2 admitted')).toBeVisible()
  await expect(board.getByRole('listitem').filter({ hasText: RICE })).toContainText(
    'Next: Reply to the offer, by Sat, May 1, 2027',
  )

  // A scholarship, tracked with its deadline.
  await openSection(page, 'Scholarships', 'Scholarships')
  await page.getByRole('button', { name: 'Add a scholarship' }).click()
  const add = page.getByRole('form', { name: 'Add a scholarship' })
  await add.getByRole('textbox', { name: 'Sponsor' }).fill(SPONSOR)
  await add.getByRole('textbox', { name: 'Amount, dollars' }).fill('2500')
  await add.getByLabel('Deadline').fill('2027-04-01')
  await add.getByRole('checkbox', { name: 'Essays' }).check()
  await add.getByRole('button', { name: 'Save scholarship' }).click()
  await expect(page.getByText(`Added ${SPONSOR}.`)).toBeVisible()
  const listed = page.getByRole('listitem').filter({ hasText: SPONSOR })
  await expect(listed).toContainText('Due Thu, Apr 1, 2027, 11:59 PM')

  // Its essay reuses her community draft; the name guard treats the sponsor as the school.
  await listed.getByRole('link', { name: `Essays for ${SPONSOR}` }).click()
  await expect(page.getByRole('heading', { level: 1, name: `Essays for ${SPONSOR}` })).toBeVisible()
  await page.getByRole('button', { name: 'New scholarship essay' }).click()
  const create = page.getByRole('form', { name: 'New scholarship essay' })
  await create.getByRole('textbox', { name: 'Title' }).fill('Service')
  await create
    .getByLabel('Prompt', { exact: true })
    .fill('Tell us about your service to your community.')
  await create
    .getByRole('combobox', { name: 'Prompt category' })
    .selectOption({ label: 'Community' })
  await expect(create.getByRole('combobox', { name: 'For the scholarship' })).toHaveValue(/.+/)
  await create.getByRole('button', { name: 'Create essay' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Service' })).toBeVisible()
  await page.getByRole('button', { name: 'Drafts to adapt' }).click()
  const drafts = page.getByRole('region', { name: 'Drafts you could adapt' })
  await drafts.getByRole('button', { name: 'Adapt a copy of Community' }).click()
  await expect(page.getByRole('textbox', { name: 'Your essay' })).toHaveValue(community)
  await page.getByRole('button', { name: 'Check names and mark final' }).click()
  const guard = page.getByRole('region', { name: `Before marking final for ${SPONSOR}` })
  await expect(guard.getByRole('status')).toContainText(
    `Found 1 place naming something other than ${SPONSOR}.`,
    { timeout: 30_000 },
  )
  await expect(guard.getByRole('region', { name: /Likely left over/ })).toContainText(
    `A short name of ${DUKE}`,
  )

  // April: the scholarship is awarded.
  await page.goto('/planner/#scholarships')
  await page.getByRole('button', { name: `Edit ${SPONSOR}` }).click()
  const edit = page.getByRole('form', { name: `Edit ${SPONSOR}` })
  await edit.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Awarded' })
  await edit.getByRole('button', { name: 'Save scholarship' }).click()
  await expect(page.getByText(`Saved ${SPONSOR}.`)).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: SPONSOR })).toContainText(
    'Awarded · $2,500',
  )

  // The two offers, entered from their letters and compared.
  let figure = await openOffers(page)
  await figure.getByRole('button', { name: `Enter aid offer from ${DUKE}` }).click()
  let offer = page.getByRole('form', { name: `Aid offer from ${DUKE}` })
  await type(offer, 'Tuition and fees', '66000')
  await type(offer, 'Housing and food', '18000')
  await type(offer, 'Books and supplies', '1200')
  await type(offer, 'Transportation', '800')
  await type(offer, 'Personal expenses', '2000')
  await offer.getByRole('button', { name: 'Add a grant or scholarship' }).click()
  const grant = offer.getByRole('group', { name: 'Grant or scholarship 1' })
  await type(grant, 'Its name in the letter', 'Duke Grant')
  await type(grant, 'Amount, a year', '50000')
  await grant
    .getByRole('combobox', { name: 'Does it renew?' })
    .selectOption({ label: 'Renews every year' })
  await offer.getByRole('button', { name: 'Add a loan' }).click()
  const federal = offer.getByRole('group', { name: 'Loan 1' })
  await federal
    .getByRole('combobox', { name: 'Kind of loan' })
    .selectOption({ label: 'Federal Direct Subsidized Loan' })
  await type(federal, 'Amount, a year', '3500')
  await type(federal, 'Interest rate, % a year', '6.39')
  await offer.getByRole('button', { name: 'Add a loan' }).click()
  const plus = offer.getByRole('group', { name: 'Loan 2' })
  await plus
    .getByRole('combobox', { name: 'Kind of loan' })
    .selectOption({ label: 'Parent PLUS Loan' })
  await type(plus, 'Amount, a year', '22000')
  await type(plus, 'Interest rate, % a year', '8.94')
  await type(offer, 'Work-study, a year', '2500')
  // The letter says she pays $10,000: the cost minus grants, loans and work-study.
  await type(offer, "The letter's own bottom line (optional)", '10000')
  await offer.getByRole('button', { name: 'Save offer' }).click()
  await expect(page.getByText(`Saved the aid offer from ${DUKE}.`)).toBeVisible()

  await figure.getByRole('button', { name: `Enter aid offer from ${RICE}` }).click()
  offer = page.getByRole('form', { name: `Aid offer from ${RICE}` })
  await type(offer, 'Total cost of attendance', '80000')
  await offer.getByRole('button', { name: 'Add a grant or scholarship' }).click()
  const riceGrant = offer.getByRole('group', { name: 'Grant or scholarship 1' })
  await type(riceGrant, 'Its name in the letter', 'Rice Investment')
  await type(riceGrant, 'Amount, a year', '62000')
  await riceGrant
    .getByRole('combobox', { name: 'Does it renew?' })
    .selectOption({ label: 'Renews every year' })
  await offer.getByRole('button', { name: 'Save offer' }).click()
  await expect(page.getByText(`Saved the aid offer from ${RICE}.`)).toBeVisible()

  figure = await openOffers(page)
  const columns = figure.getByRole('list', { name: 'Offers by school' })
  const riceColumn = columns
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: RICE }) })
  const dukeColumn = columns
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: DUKE }) })
  // Net price from gift aid only; her award comes off both as outside aid.
  await expect(dukeColumn).toContainText('Net price (cost minus gift aid)$38,000')
  await expect(dukeColumn).toContainText(`Outside aid: your scholarships (${SPONSOR})- $2,500`)
  await expect(dukeColumn).toContainText('Net price after outside aid$35,500')
  await expect(riceColumn).toContainText('Net price (cost minus gift aid)$18,000')
  await expect(figure).toContainText(`Lowest net price: ${RICE}, $15,500 a year`)
  // Loans are debt: what is borrowed and what the ten-year plan repays.
  await expect(dukeColumn).toContainText(
    'Federal Direct Subsidized Loan: $3,500 borrowed at 6.39 percent a year: $39.55 a month for 10 years, $4,746 repaid in all',
  )
  const warnings = figure.getByRole('list', { name: `Warnings about ${DUKE}'s offer` })
  await expect(warnings).toContainText("The letter's own bottom line ($10,000) is $28,000 below")
  await expect(warnings).toContainText('above the $20,000 a year')
  await expect(dukeColumn).toContainText('$149,500 over four years')
  await expectNoAxeViolations(page, 'the offers compared')

  // May: she replies. Enrolling at Rice declines Duke and closes every task.
  await page.goto('/planner/#decisions')
  await page
    .getByRole('combobox', { name: "I've decided: I will enroll at" })
    .selectOption({ label: RICE })
  await page.getByRole('button', { name: `Enroll at ${RICE}` }).click()
  await expect(page.getByText(`Congratulations: you are enrolling at ${RICE}.`)).toBeVisible()
  await expect(
    page.getByText(
      `You are enrolling at ${RICE}. Your other offers are declined and your tasks closed.`,
    ),
  ).toBeVisible()
  await expect(board.getByRole('listitem').filter({ hasText: DUKE })).toContainText(
    'Withdrawn or declined · Declined',
  )
  await expect(board.getByRole('listitem').filter({ hasText: RICE })).toContainText(
    'Admitted · Enrolling',
  )
  await openSection(page, 'Tasks', 'Tasks')
  // Every task is closed: nothing left to do, all of it under "Done".
  const tasks = page.getByRole('region', { name: 'Tasks' })
  await expect(tasks.getByRole('list', { name: 'To do' })).toHaveCount(0)
  await expect(tasks.getByRole('group').filter({ hasText: /^Done \(\d+\)/ })).toBeVisible()
  await expectNoAxeViolations(page, 'the cycle ended')
})
