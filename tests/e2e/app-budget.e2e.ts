import { expect, test } from './fixtures.ts'
import { APP_JS_BUDGET, loadedScripts, pageScripts, SITE_DIST } from '../../scripts/js-budget.ts'
import { isAsset, startProxy, visitTwice } from './repeat-visit.ts'

// The JavaScript budget of the sign-in and sign-up pages (90 KB gzip, ADRs 0027 and 0028), as
// Chromium loads them for a visitor with no session: the data client waits for the first touch of
// the form; a visitor coming back a day later asks for none of its scripts again (ADR 0068). The
// signed-in pages' budgets are checked in signed-in-budget.e2e.ts.
for (const { path, file } of [
  { path: '/login/', file: 'login/index.html' },
  { path: '/register/', file: 'register/index.html' },
]) {
  test(`${path} loads at most 90 KB of JavaScript (gzip), and the data client only once the form is touched`, async ({
    page,
  }) => {
    const loaded = await loadedScripts(page, path)
    expect(new URL(loaded.finalUrl).pathname).toBe(path)
    expect(loaded.totalGzipBytes).toBeLessThanOrEqual(APP_JS_BUDGET)
    // Nothing but the page's own static imports loads before the visitor does anything.
    const expected = pageScripts(SITE_DIST, file)
    expect(loaded.scripts.map((s) => new URL(s.url).pathname).sort()).toEqual(expected.modules)

    const later: string[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) later.push(response.url())
    })
    await page.getByLabel('Email').focus()
    await expect.poll(() => later.length).toBeGreaterThan(0)
  })
}

test('a visitor back on /login a day later asks the server for no script', async ({ baseURL }) => {
  const proxy = await startProxy(baseURL!)
  try {
    const { cold, repeat } = await visitTwice(proxy, null, {
      path: '/login/',
      drawn: async (page) => {
        await expect(page.getByRole('heading', { name: 'Welcome back', level: 1 })).toBeVisible()
      },
    })
    console.log(
      `/login/: ${cold.totalGzipBytes} B of JavaScript (gzip) in ${cold.requests} requests`,
    )
    expect(cold.requests).toBeGreaterThan(0)
    expect(repeat.filter(isAsset)).toEqual([])
    // The page itself is asked about again (no-cache), and answered from the kept copy.
    expect(repeat.filter((r) => r.path === '/login/')).toEqual([
      expect.objectContaining({ conditional: true, status: 304 }),
    ])
  } finally {
    await proxy.close()
  }
})
