// `pnpm bench:cards` (ADR 0059): the JavaScript /dashboard loads for a returning student on each
// saved card, drawn. For each card the student's saved state is set (with quiz answers saved),
// and /dashboard opens in a fresh browser context with an empty cache; scripts/js-budget.ts counts
// every script until a heading is drawn and no "Loading ..." status is left, then until the
// network is quiet. The new student's row is the one tests/e2e/signed-in-budget.e2e.ts holds to
// the budget; this bench holds every card to it and exits non-zero when a card is over.
// `--no-build` reuses site/dist.
import type { Page } from 'playwright'
import { SIGNED_IN_JS_BUDGET, loadedScripts } from '../scripts/js-budget.ts'
import { DASHBOARD_STATES } from '../ui/src/logic/dashboard/dashboard-machine.ts'
import { withSignedInPage } from './quiz-results.ts'

/** The page drew a card: a heading is there and no "Loading ..." status is left. */
async function drawn(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 2 }).first().waitFor()
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"]')].some((s) =>
        s.textContent.trim().startsWith('Loading'),
      ),
  )
}

if (import.meta.main) {
  await withSignedInPage(async (page, origin) => {
    const session = await page.evaluate(() => localStorage.getItem('pocketbase_auth') ?? '')
    const { token, record } = JSON.parse(session) as { token: string; record: { id: string } }
    const browser = page.context().browser()
    if (!browser) throw new Error('no browser behind the page')
    const rows: string[] = []
    let over = 0
    for (const state of DASHBOARD_STATES) {
      const saved = await fetch(`${origin}/api/collections/users/records/${record.id}`, {
        method: 'PATCH',
        headers: { authorization: token, 'content-type': 'application/json' },
        body: JSON.stringify({ state }),
      })
      if (!saved.ok) throw new Error(`could not save state ${state}: ${saved.status}`)
      const context = await browser.newContext()
      try {
        await context.addInitScript((value) => {
          localStorage.setItem('pocketbase_auth', value)
        }, session)
        const loaded = await loadedScripts(await context.newPage(), `${origin}/dashboard/`, drawn)
        const within = loaded.totalGzipBytes <= SIGNED_IN_JS_BUDGET ? 'yes' : 'no'
        if (within === 'no') over += 1
        rows.push(`| ${state} | ${loaded.totalGzipBytes.toLocaleString('en-US')} B | ${within} |`)
      } finally {
        await context.close()
      }
    }
    console.log(
      [
        `/dashboard, drawn, per saved card (budget ${SIGNED_IN_JS_BUDGET.toLocaleString('en-US')} B)`,
        '',
        '| saved card | JS (gzip) | within |',
        '|---|---:|---|',
        ...rows,
      ].join('\n'),
    )
    if (over > 0) process.exitCode = 1
  })
}
