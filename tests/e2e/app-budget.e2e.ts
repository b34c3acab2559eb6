import { expect, test } from './fixtures.ts'
import {
  APP_JS_BUDGET,
  APP_JS_REQUESTS,
  loadedScripts,
  pageScripts,
  SITE_DIST,
} from '../../scripts/js-budget.ts'
import { isAsset, startProxy, visitTwice } from './repeat-visit.ts'

// The JavaScript budget of the sign-in and sign-up pages (130 KB gzip in 12 requests, ADR 0088), as
// Chromium loads them for a visitor with no session: only the page's own static imports (the legal
// texts' dialog waits for a visitor to open one); a visitor coming back a day later asks for none
// of its scripts again (ADR 0068). The signed-in pages' budgets are checked in
// signed-in-budget.e2e.ts.
for (const { path, file } of [
  { path: '/login/', file: 'login/index.html' },
  { path: '/register/', file: 'register/index.html' },
]) {
  test(`${path} loads at most 130 KB of JavaScript (gzip) in 12 requests, its static imports only`, async ({
    page,
  }) => {
    const loaded = await loadedScripts(page, path)
    expect(new URL(loaded.finalUrl).pathname).toBe(path)
    expect(loaded.totalGzipBytes).toBeLessThanOrEqual(APP_JS_BUDGET)
    expect(loaded.requests).toBeLessThanOrEqual(APP_JS_REQUESTS)
    // Nothing but the page's own static imports loads before the visitor does anything.
    const expected = pageScripts(SITE_DIST, file)
    expect(loaded.scripts.map((s) => new URL(s.url).pathname).sort()).toEqual(expected.modules)

    const later: string[] = []
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.endsWith('.js')) later.push(response.url())
    })
    // The legal texts' dialog loads when a visitor opens one (ADR 0088).
    await page.getByRole('form').getByRole('link', { name: 'Terms of Service' }).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    expect(later.length).toBeGreaterThan(0)
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
