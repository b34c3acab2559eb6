import { expect, test } from './fixtures.ts'
import { APP_PAGES, loadedScripts, SIGNED_IN_JS_BUDGET } from '../../scripts/js-budget.ts'
import { essayOf, type ApiStudent } from './essays-helpers.ts'
import { registerStudent } from './helpers.ts'
import { essayText } from '../../ui/src/testing/essay-fixtures.ts'

// The signed-in pages' JavaScript budget (100 KB gzip): everything Chromium loads, up to the
// network being idle, for a signed-in student with essays opening the page with an empty cache.
test('every signed-in page loads at most 100 KB of JavaScript (gzip)', async ({
  page,
  browser,
  baseURL,
}) => {
  await registerStudent(page)
  const session = await page.evaluate(() => localStorage.getItem('pocketbase_auth'))
  expect(session).not.toBeNull()
  // /essays draws its library: a personal statement and a supplement.
  const student = { ...(JSON.parse(session ?? '{}') as ApiStudent), email: '' }
  const personal = { kind: 'personal', title: 'Personal statement' }
  await essayOf(baseURL!, student, personal, essayText(600))
  await essayOf(baseURL!, student, { title: 'Why Northwestern', prompt: 'Why us?' }, essayText(250))
  const origin = new URL(page.url()).origin
  for (const { path } of APP_PAGES.filter((p) => p.signedIn)) {
    const context = await browser.newContext()
    await context.addInitScript((value) => {
      localStorage.setItem('pocketbase_auth', value)
    }, session ?? '')
    const fresh = await context.newPage()
    const loaded = await loadedScripts(fresh, `${origin}${path}`)
    expect(new URL(loaded.finalUrl).pathname, `${path} stays (signed in)`).toBe(path)
    // The figure, for the notes and the README (the budget is what the test holds).
    console.log(`${path} signed in: ${loaded.totalGzipBytes} B of JavaScript (gzip)`)
    expect(loaded.totalGzipBytes, `${path}: ${loaded.totalGzipBytes} bytes`).toBeLessThanOrEqual(
      SIGNED_IN_JS_BUDGET,
    )
    await context.close()
  }
})
