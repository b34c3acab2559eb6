import { expect, test } from './fixtures.ts'
import { registerStudent } from './helpers.ts'

// The product's face (issue 17): the landing page shows the product, icons instead of emoji,
// honest contact details, real disclosures, and a danger button for a destructive action.

test('the landing page shows the matching itself: real match cards built from catalogue figures', async ({
  page,
}) => {
  await page.goto('/')
  const showcase = page.getByRole('region', { name: 'See where you fit' })
  const cards = showcase.getByRole('article')
  await expect(cards).toHaveCount(3)
  for (const card of await cards.all()) {
    await expect(card.getByRole('heading', { level: 3 })).toBeVisible()
    await expect(card).toContainText(/\d+% match/)
    await expect(card).toContainText(/Admission: (Reach|Target|Likely)/)
    await expect(card).toContainText('(fall 2022)')
    await expect(card.getByRole('button')).toHaveCount(0)
  }
  await expect(showcase).toContainText(
    'Data: U.S. Department of Education, College Scorecard; NCES IPEDS',
  )
  // The test policy as the product says it everywhere (ADR 0070): checked for this cycle with its
  // source and date, or the fall 2022 figure with "may have changed" and the school's page.
  const gatech = cards.filter({ hasText: 'Georgia Institute of Technology' })
  await expect(gatech).toContainText(/Fall 20\d\d entrants: test scores required/)
  await expect(gatech).toContainText(/the school's own page, checked [A-Z][a-z]{2} \d+, 20\d\d\./)
  const njit = cards.filter({ hasText: 'New Jersey Institute of Technology' })
  await expect(njit).toContainText(/\(fall 2022\); may have changed for fall 20\d\d entrants\./)
  await expect(njit.getByRole('link', { name: /^apply\.njit\.edu \(test policy/ })).toHaveAttribute(
    'href',
    'https://apply.njit.edu/',
  )
  // Drawn at build time: no island on the page.
  await expect(page.locator('astro-island')).toHaveCount(0)
  // The marketing figures, as the specification states them.
  const figures = page.getByRole('region', { name: 'College Compass in numbers' })
  for (const figure of ['50,000+', '1,000+', '94%', '95%', '$2M+'])
    await expect(figures.getByText(figure, { exact: true })).toBeVisible()
})

test("the landing page shows the planner itself: the sample student's week, worked back from each deadline", async ({
  page,
}) => {
  await page.goto('/')
  const showcase = page.getByRole('region', { name: 'Every deadline, worked back into a plan' })
  await expect(showcase).toContainText('with example deadlines')
  const week = showcase.getByRole('region', { name: 'Due in the next 7 days (3)' })
  const items = week.getByRole('listitem')
  await expect(items).toHaveCount(3)
  // The early-action school's last steps (fee five days, submit two days before) and its deadline.
  await expect(items.nth(0)).toContainText('application fee or request a waiver')
  await expect(items.nth(1)).toContainText('Submit your application to')
  await expect(items.nth(2)).toContainText('deadline')
  await expect(showcase.getByRole('region', { name: /^Late/ })).toHaveCount(0)
  await expect(showcase).toContainText(/more later, starting/)
  await expect(showcase.getByRole('button')).toHaveCount(0)
})

test('public pages draw icons, not emoji', async ({ page }) => {
  for (const path of ['/', '/features', '/about', '/contact', '/privacy', '/terms']) {
    await page.goto(path)
    await expect(page.getByRole('banner')).toHaveAttribute('data-state', 'signed-out')
    expect(await page.locator('body').innerText(), path).not.toMatch(
      /[\p{Emoji_Presentation}\uFE0F]/u,
    )
    const brand = page.getByRole('link', { name: 'College Compass' })
    await expect(brand.locator('svg')).toHaveAttribute('aria-hidden', 'true')
  }
})

test('the contact page offers the form first, the support hours and reply time, and no invented phone number', async ({
  page,
}) => {
  await page.goto('/contact')
  const details = page.getByRole('region', { name: 'Get in touch' })
  await expect(details.getByText('Mon-Fri 9am-6pm EST')).toBeVisible()
  await expect(details.getByText('We reply within 24 business hours')).toBeVisible()
  await expect(page.locator('a[href^="tel:"]')).toHaveCount(0)
  const text = await page.locator('main').innerText()
  expect(text).not.toMatch(/\(\d{3}\)\s*\d{3}-\d{4}/)
  expect(text).not.toContain('.example')
  await details.getByRole('link', { name: 'Write to us with the form on this page' }).click()
  await expect(page).toHaveURL(/#contact-form$/)
  await expect(page.getByRole('form', { name: 'Send us a message' })).toBeInViewport()
})

test('the FAQ answers are disclosures with a visible marker, by mouse and by keyboard', async ({
  page,
}) => {
  await page.goto('/contact')
  const faq = page.getByRole('region', { name: 'Frequently asked questions' })
  const question = faq.getByText('How fast will you reply?')
  const answer = faq.getByText(/replies within 24 business hours/)
  const marker = faq.locator('details').last().locator('summary svg')
  await expect(answer).toBeHidden()
  await expect(marker).toBeVisible()
  const closed = await marker.evaluate((svg) => getComputedStyle(svg).transform)
  await question.click()
  await expect(answer).toBeVisible()
  await expect
    .poll(() => marker.evaluate((svg) => getComputedStyle(svg).transform))
    .not.toBe(closed)
  await question.focus()
  await page.keyboard.press('Enter')
  await expect(answer).toBeHidden()
})

test('"Delete my account" is a danger button, not the main blue action', async ({ page }) => {
  await registerStudent(page)
  await page.goto('/profile')
  const remove = page.getByRole('button', { name: 'Delete my account' })
  await expect(remove).toHaveAttribute('data-variant', 'danger')
  await expect(remove).toHaveCSS('background-color', 'rgb(179, 38, 30)')
})
