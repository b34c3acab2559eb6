import type { Browser, Page } from '@playwright/test'
import { loadedScripts, MARKETING_JS_BUDGET } from '../../scripts/js-budget.ts'
import { expect, test } from './fixtures.ts'
import { openEssaysAs } from './essays-helpers.ts'
import { SCHOOL, shareOf, studentWithEssay } from './sharing-helpers.ts'

// Issue 27, "Done when": a student shares list and deadlines with a parent and essays (with
// comments) with a counselor, from their profile; the parent's link shows no essay and no money;
// the counselor comments on a passage; the student resolves it on /essays, revokes the
// counselor's link, and the counselor's open page stops answering at its next update.

const PASSAGE = 'patience is a skill'

/** Makes a link on /profile with the form, as the student does; returns the link shown once. */
async function makeLink(
  page: Page,
  label: string,
  scope: { untick?: string[]; tick?: string[]; comments?: boolean },
): Promise<string> {
  const section = page.getByRole('region', { name: 'Share with someone who helps' })
  await section.getByRole('button', { name: 'Share with someone who helps' }).click()
  const form = section.getByRole('form', { name: 'Share with someone who helps' })
  await form.getByLabel('Who is it for?').fill(label)
  for (const part of scope.untick ?? [])
    await form.getByRole('checkbox', { name: new RegExp(`^${part}:`) }).uncheck()
  for (const part of scope.tick ?? [])
    await form.getByRole('checkbox', { name: new RegExp(`^${part}:`) }).check()
  if (scope.comments)
    await form.getByRole('checkbox', { name: 'Let them comment on essays' }).check()
  await form.getByRole('button', { name: 'Make the link' }).click()
  const link = section.getByLabel(`Link for ${label}`, { exact: true })
  await expect(link).toHaveValue(/\/shared\/#[A-Za-z0-9]{32}$/)
  const value = await link.inputValue()
  await section.getByRole('button', { name: 'Done' }).click()
  await expect(section.getByRole('article', { name: label })).toBeVisible()
  return value
}

/** A fresh browser, with no session, on `link`; its clock is the test's to move. */
async function supporter(browser: Browser, link: string): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.clock.install()
  await page.goto(link)
  // The page script loads when the browser is idle (ADR 0040): let the idle time pass.
  await page.clock.runFor(1000)
  await expect(page.getByText(/^Shared by Maya, read-only$/)).toBeVisible()
  return page
}

test('a parent sees list and deadlines, a counselor comments on an essay, the student resolves it and revokes the link', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const student = await studentWithEssay(baseURL!)
  await openEssaysAs(page, student, '/profile/#sharing')
  await expect(page.getByRole('heading', { name: 'Share with someone who helps' })).toBeFocused()

  const parentLink = await makeLink(page, 'Mom', { untick: ['Readiness'] })
  const counselorLink = await makeLink(page, 'Ms. Lee, counselor', {
    untick: ['My List', 'Deadlines and tasks', 'Readiness'],
    tick: ['Essays'],
    comments: true,
  })
  expect(parentLink).not.toBe(counselorLink)

  // The parent: the list and the deadlines, read-only; no essay, no money.
  const parent = await supporter(browser, parentLink)
  await expect(parent.getByRole('heading', { name: 'Maya’s college applications' })).toBeVisible()
  await expect(parent.getByRole('region', { name: 'My List' })).toContainText(SCHOOL)
  const deadlines = parent.getByRole('region', { name: 'Deadlines and tasks' })
  await expect(deadlines).toContainText('Early Action')
  await expect(deadlines).toContainText('Fri, Jan 1, 2027, 11:59 PM (New York time)')
  await expect(parent.getByRole('region', { name: 'Essays' })).toHaveCount(0)
  await expect(parent.getByRole('region', { name: 'Costs and financial aid' })).toHaveCount(0)
  await expect(parent.getByRole('region', { name: 'Readiness' })).toHaveCount(0)
  expect(await parent.locator('body').innerText()).not.toContain('solder')
  expect(await parent.locator('body').innerText()).not.toContain('$75')
  await expect(parent.getByRole('button', { name: 'Post comment' })).toHaveCount(0)

  // The counselor: the essay, and a comment on a passage selected in it.
  const counselor = await supporter(browser, counselorLink)
  const essay = counselor.getByRole('article', { name: 'Why Tulane' })
  await expect(essay).toContainText('New Orleans taught me music')
  await essay.locator('[data-slot="text"]').evaluate((element, passage) => {
    const text = element.firstChild
    const start = element.textContent.indexOf(passage)
    if (!text || start < 0) throw new Error('the passage is not in the essay')
    const range = document.createRange()
    range.setStart(text, start)
    range.setEnd(text, start + passage.length)
    document.getSelection()?.removeAllRanges()
    document.getSelection()?.addRange(range)
  }, PASSAGE)
  const form = essay.getByRole('form', { name: 'Comment on this essay' })
  await expect(form.getByLabel('Words you are commenting on (optional)')).toHaveValue(PASSAGE)
  await form.getByLabel('Your comment').fill('This sentence is the heart of it: open with it.')
  await expect(form).toContainText('Signed as Ms. Lee, counselor.')
  await form.getByRole('button', { name: 'Post comment' }).click()
  await expect(form.getByRole('status')).toHaveText('Posted. Maya sees it beside the essay.')
  await expect(essay.getByRole('list', { name: 'Your comments' })).toContainText(
    'This sentence is the heart of it',
  )

  // The student sees it beside the essay, on the passage, and resolves it.
  await page.goto('/essays/')
  await page.getByRole('button', { name: 'Why Tulane' }).click()
  const comments = page.getByRole('complementary', { name: 'Comments (1 open)' })
  await expect(comments).toContainText('Ms. Lee, counselor')
  await expect(comments.getByRole('blockquote').or(comments.locator('blockquote'))).toHaveText(
    PASSAGE,
  )
  await comments.getByRole('button', { name: 'Show in text' }).click()
  const selected = await page
    .getByRole('textbox', { name: 'Your essay' })
    .evaluate((area: HTMLTextAreaElement) =>
      area.value.slice(area.selectionStart, area.selectionEnd),
    )
  expect(selected).toBe(PASSAGE)
  await comments.getByRole('button', { name: 'Resolve' }).click()
  await expect(page.getByRole('complementary', { name: 'Comments (0 open)' })).toBeVisible()

  // The counselor's open page follows at its next update.
  await counselor.clock.runFor(31_000)
  await expect(essay.getByRole('list', { name: 'Your comments' })).toContainText('Resolved by Maya')

  // The student revokes the counselor's link; the open page stops answering.
  await page.goto('/profile/#sharing')
  const item = page.getByRole('article', { name: 'Ms. Lee, counselor' })
  await item.getByRole('button', { name: 'Revoke' }).click()
  await item.getByRole('button', { name: 'Yes, revoke it now' }).click()
  await expect(page.getByText('The link for Ms. Lee, counselor no longer works.')).toBeVisible()
  await expect(item).toContainText('Revoked on')
  await counselor.clock.runFor(31_000)
  await expect(counselor.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()
  await expect(counselor.getByText('New Orleans taught me music')).toHaveCount(0)
  // The parent's link still works, and counted its one opening.
  await expect(page.getByRole('article', { name: 'Mom' })).toContainText('Opened 1 time')
  await parent.clock.runFor(31_000)
  await expect(parent.getByRole('region', { name: 'My List' })).toContainText(SCHOOL)
})

test('the shared page is not indexed, not stored, sends no referrer, and is not in the sitemap', async ({
  request,
}) => {
  for (const path of ['/shared/', '/shared']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers(), path).toMatchObject({
      'referrer-policy': 'no-referrer',
      'x-robots-tag': 'noindex, nofollow',
      'cache-control': 'no-store',
    })
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex">')
    expect(html).toContain('<meta name="referrer" content="no-referrer">')
  }
  const sitemap = await request.get('/sitemap-0.xml')
  expect(await sitemap.text()).not.toContain('/shared')
})

test('a mistyped or missing link says so, and the page loads at most 15 KB of JavaScript with or without comments', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await page.goto('/shared/#not-a-token')
  await expect(page.getByRole('heading', { name: 'This link no longer works' })).toBeVisible()

  const student = await studentWithEssay(baseURL!)
  const plain = await shareOf(baseURL!, student, { scope: ['list', 'deadlines', 'readiness'] })
  const withComments = await shareOf(baseURL!, student, { scope: ['essays'], comments: true })
  for (const [label, token] of [
    ['without comments', plain],
    ['with comments', withComments],
  ] as const) {
    const context = await browser.newContext()
    const fresh = await context.newPage()
    // The page runs under the site's CSP (computed from the build) with nothing refused.
    const violations: string[] = []
    fresh.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
        violations.push(message.text())
    })
    const loaded = await loadedScripts(fresh, `${baseURL!}/shared/#${token}`, async (shown) => {
      await expect(shown.getByText('Shared by Maya, read-only')).toBeVisible()
    })
    console.log(
      `/shared ${label}: ${loaded.totalGzipBytes} B of JavaScript (gzip)\n` +
        loaded.scripts.map((s) => `  ${s.gzipBytes} ${new URL(s.url).pathname}`).join('\n'),
    )
    expect(loaded.totalGzipBytes).toBeLessThanOrEqual(MARKETING_JS_BUDGET)
    // On paper: the plan and the essay, without the site's bar, forms or buttons.
    await fresh.emulateMedia({ media: 'print' })
    await expect(fresh.locator('body > header')).toBeHidden()
    await expect(fresh.locator('footer')).toBeHidden()
    const buttons = fresh.locator('main button')
    expect(await buttons.count()).toBeGreaterThan(0)
    for (const button of await buttons.all()) await expect(button).toBeHidden()
    await expect(fresh.getByText('Shared by Maya, read-only')).toBeVisible()
    expect(violations).toEqual([])
    await context.close()
  }
})
