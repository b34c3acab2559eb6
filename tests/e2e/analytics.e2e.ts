import type { Locator, Page } from '@playwright/test'
import { SCHOOLS, scrollTo, studentWithList, studentWithPlan } from './analytics-helpers.ts'
import {
  POLICY_ISSUE_LIST,
  SCORES_REQUIRED_AGAIN,
} from '../../ui/src/testing/analytics-fixtures.ts'
import { expect, test } from './fixtures.ts'
import { collectErrors, expectNoAxeViolations } from './public-helpers.ts'

// /analytics in Chromium, as a student meets it: signed up, quiz answered, three schools picked
// on the dashboard, applications planned, then the balance (rule and data year beside each count),
// readiness and the cost of applying read, and an admitted school's aid offer entered by keyboard.
// Axe on every state. The student is made in analytics-helpers.ts.

/** Presses Tab until `target` has the focus (as a keyboard user moves through the page). */
async function tabTo(page: Page, target: Locator, most = 120): Promise<void> {
  for (let i = 0; i < most; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return
    await page.keyboard.press('Tab')
  }
  throw new Error(`Tab never reached ${target.toString()}`)
}

test('a student reads their balance, readiness and cost, and enters an aid offer by keyboard', async ({
  page,
}) => {
  test.setTimeout(240_000)
  const errors = collectErrors(page)
  await studentWithPlan(page)

  // Linked from the navbar and from the dashboard, as a student finds it.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { name: 'Welcome, Maya!' })).toBeVisible()
  // The navbar links it beside Planner and Essays.
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Analytics' }),
  ).toHaveAttribute('href', '/analytics')
  // The dashboard's tool links, in the navbar's order.
  const tools = page.getByRole('navigation', { name: 'Your tools' })
  expect(await tools.getByRole('link').allInnerTexts()).toEqual(['Planner', 'Essays', 'Analytics'])
  await tools.getByRole('link', { name: 'Analytics' }).click()
  await expect(page).toHaveURL(/\/analytics\/?$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Application analytics' })).toBeVisible()

  // The balance: every school counted once, each count beside its rule and the data year.
  const balance = page.getByRole('figure', { name: 'List balance' })
  await expect(balance).toBeVisible()
  await expect(balance.getByRole('img')).toHaveAccessibleName(/^Schools by band: /)
  const bands = await balance.getByRole('img').getAttribute('aria-label')
  const counts = [...(bands ?? '').matchAll(/(\d+)/g)].map((m) => Number(m[1]))
  expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3)
  // Harvard admits fewer than 1 in 5: a reach for everyone, and the rule beside the count says so.
  await expect(balance.getByRole('term').filter({ hasText: 'Reach: 1' })).toBeVisible()
  await expect(balance.getByText(/fewer than 1 in 5 applicants is a reach/)).toBeVisible()
  for (const term of await balance.getByRole('definition').all()) {
    await expect(term).toContainText('Admission rates and score ranges: fall 2022')
  }
  await expect(balance.getByText(/Data: U\.S\. Department of Education/)).toBeVisible()

  // Readiness: one line per application, the most urgent first (Texas's deadline is nearest
  // among those still open).
  await scrollTo(page, 'Readiness per application')
  const readiness = page.getByRole('list', { name: 'Applications, most urgent first' })
  await expect(readiness.getByRole('listitem')).toHaveCount(3)
  await expect(readiness.getByRole('listitem').first()).toContainText(SCHOOLS.texas)
  await expect(readiness.getByRole('listitem').filter({ hasText: SCHOOLS.harvard })).toContainText(
    /0 of 1 essay/,
  )
  // The workload: the supplement's 250 words spread over the weeks before Harvard's deadline.
  const workload = await scrollTo(page, 'Workload by week')
  await expect(workload.getByText(/^250 words to write/)).toBeVisible()

  // The cost of applying: Harvard's own $85, the catalogue's 2021-22 fee for the others, and the
  // running total in deadline order.
  const cost = await scrollTo(page, 'Cost of applying')
  const fees = cost.getByRole('list', { name: 'Running total, in deadline order' })
  await expect(fees.getByRole('listitem').last()).toContainText(SCHOOLS.harvard)
  await expect(fees.getByRole('listitem').last()).toContainText('Fee: $85 (your figure)')
  await expect(fees.getByText(/\(catalogue, 2021-22\)/).first()).toBeVisible()
  await expect(cost.getByText(/^Applying to 3 schools costs \$/)).toBeVisible()

  // Nowhere a chance percentage.
  expect(await page.locator('main').innerText()).not.toMatch(/\d\s?%/)
  await expectNoAxeViolations(page, 'analytics loaded')

  // The table alternative opens from the keyboard.
  const table = balance.getByText('Show the figures as a table')
  await tabTo(page, table)
  await page.keyboard.press('Enter')
  await expect(balance.getByRole('table')).toBeVisible()
  await expectNoAxeViolations(page, 'balance table open')

  // Berea admitted the student: enter its aid offer by keyboard only.
  const enter = page.getByRole('button', { name: `Enter aid offer from ${SCHOOLS.berea}` })
  await tabTo(page, enter)
  await page.keyboard.press('Enter')
  const form = page.getByRole('form', { name: `Aid offer from ${SCHOOLS.berea}` })
  await expect(page.getByRole('heading', { name: `Aid offer from ${SCHOOLS.berea}` })).toBeFocused()
  await expectNoAxeViolations(page, 'aid offer form')
  const total = form.getByRole('textbox', { name: 'Total cost of attendance' })
  await tabTo(page, total)
  await page.keyboard.type('30000')
  await tabTo(page, form.getByRole('button', { name: 'Add a grant or scholarship' }))
  await page.keyboard.press('Enter')
  await tabTo(page, form.getByRole('textbox', { name: 'Its name in the letter' }))
  await page.keyboard.type('Work College Grant')
  const grant = form.getByRole('textbox', { name: 'Amount, a year' })
  await tabTo(page, grant)
  await page.keyboard.type('36000')
  await tabTo(page, form.getByRole('button', { name: 'Save offer' }))
  await page.keyboard.press('Enter')
  // Gift aid above the cost is refused before sending, the field named and focused, nothing lost.
  await expect(grant).toBeFocused()
  await expect(grant).toHaveAccessibleDescription(/more than the cost/)
  await expect(total).toHaveValue('30000')
  await expectNoAxeViolations(page, 'aid offer refused')

  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type('26000')
  await tabTo(page, form.getByRole('button', { name: 'Save offer' }))
  await page.keyboard.press('Enter')
  await expect(page.getByRole('status').filter({ hasText: 'Saved the aid offer' })).toHaveText(
    `Saved the aid offer from ${SCHOOLS.berea}.`,
  )
  await expect(form).toHaveCount(0)
  const edit = page.getByRole('button', { name: `Edit aid offer from ${SCHOOLS.berea}` })
  await expect(edit).toBeFocused()
  // Net price: $30,000 less $26,000 in grants.
  await expect(
    page
      .getByRole('figure', { name: /^Decisions/ })
      .getByText(/\$4,000/)
      .first(),
  ).toBeVisible()
  await expectNoAxeViolations(page, 'aid offer saved')

  // It is kept: a reload shows the same offer.
  await page.reload()
  const decisions = await scrollTo(page, 'Decisions: your offers side by side')
  await expect(decisions.getByText(/\$4,000/).first()).toBeVisible()
  expect(errors).toEqual([])
})

test('test-score advice reads each school\'s policy for this cycle: no "consider withholding" where scores are required', async ({
  page,
}) => {
  // Issue 29: eight schools, four of which were test optional in fall 2022 and require scores
  // again. The student's SAT (1200-1400) is below the middle half at all the selective ones.
  test.setTimeout(180_000)
  const errors = collectErrors(page)
  await studentWithList(page, POLICY_ISSUE_LIST)
  await page.goto('/analytics')
  const tests = await scrollTo(page, 'Test scores: send or not')
  const rows = tests.getByRole('list', { name: 'Advice by school' }).getByRole('listitem')
  await expect(rows).toHaveCount(8)
  for (const name of SCORES_REQUIRED_AGAIN) {
    const row = rows.filter({ hasText: name })
    await expect(row).toContainText(`${name}Submit`)
    await expect(row).not.toContainText('Consider withholding')
    // The policy, the entry year it applies to, its source and the date it was checked.
    await expect(row).toContainText(/Fall 20\d\d entrants: test scores required/)
    await expect(row).toContainText(/checked [A-Z][a-z]{2} \d+, 20\d\d\./)
  }
  const harvard = rows.filter({ hasText: 'Harvard University' })
  await expect(harvard).toContainText(/Scores are required for fall 20\d\d entrants\./)
  await expect(
    harvard.getByRole('link', { name: 'college.harvard.edu (test policy, opens in a new tab)' }),
  ).toHaveAttribute('href', /^https:\/\/college\.harvard\.edu\//)
  // Test optional for this cycle and checked: withholding a score below the range is advised.
  await expect(rows.filter({ hasText: 'University of Michigan-Ann Arbor' })).toContainText(
    'University of Michigan-Ann ArborConsider withholding',
  )
  await expect(rows.filter({ hasText: 'University of California-Berkeley' })).toContainText(
    'University of California-BerkeleyNot considered',
  )
  await expect(tests).toContainText('6 submit, 1 consider withholding, 1 not considered')
  await expectNoAxeViolations(page, 'test advice')
  expect(errors).toEqual([])
})
