import { expect, test } from './fixtures.ts'
import {
  MARKETING_JS_BUDGET,
  PUBLIC_PAGES,
  SITE_DIST,
  pageScripts,
} from '../../scripts/js-budget.ts'

// The JavaScript budget of the public pages (ADR 0040), on the site global setup just built: no
// React runtime, only the navbar's script (and /contact's form script).
for (const { path, file } of PUBLIC_PAGES) {
  test(`${path} loads at most 15 KB of JavaScript (gzip), none of it render-blocking`, async ({
    page,
  }) => {
    const expected = pageScripts(SITE_DIST, file)
    expect(expected.totalBytes).toBeLessThanOrEqual(MARKETING_JS_BUDGET)

    // The static count matches what Chromium actually fetches on load.
    const fetched = new Set<string>()
    page.on('response', (response) => {
      const url = new URL(response.url())
      if (url.pathname.endsWith('.js')) fetched.add(url.pathname)
    })
    await page.goto(path)
    await expect(page.getByRole('banner')).not.toHaveAttribute('data-state', 'loading')
    await page.waitForLoadState('networkidle')
    expect([...fetched].sort()).toEqual(expected.modules)

    // Module scripts are deferred by definition; no classic external script in the head.
    const blocking = await page.evaluate(
      () =>
        [...document.querySelectorAll('head script[src]')].filter(
          (s) => (s as HTMLScriptElement).type !== 'module' && !(s as HTMLScriptElement).defer,
        ).length,
    )
    expect(blocking).toBe(0)
  })
}
