// `pnpm bench:web`: builds the site, serves it from a real PocketBase (as in production), and
// runs Lighthouse (mobile, its default lab settings) on every public page. Prints per page the four
// category scores, LCP, CLS and the JavaScript the page loads (gzip), and writes
// bench/results/web.json. Budgets (ADR 0010): 100 everywhere, LCP <= 1.0 s, CLS 0, JS <= 75 KB.
import { mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { freePort } from '../pocketbase/scripts/pb.ts'
import { chromiumArgs, chromiumPath } from '../tests/chromium.ts'
import { buildSite, startProduct } from '../tests/e2e/server.ts'
import { MARKETING_JS_BUDGET, PUBLIC_PAGES, SITE_DIST, pageScripts } from './js-budget.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const RESULTS_DIR = join(import.meta.dirname, 'results')
// The 404 page is noindex by design, so it is measured by the JS budget only.
const PAGES = PUBLIC_PAGES.filter((page) => page.path !== '/404.html')

type Row = {
  page: string
  scores: Record<(typeof CATEGORIES)[number], number>
  lcpMs: number
  cls: number
  jsGzipBytes: number
  pass: boolean
  /** Lighthouse's CPU benchmark for this run: lab CPU metrics depend on it (and on machine load). */
  benchmarkIndex: number
}

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
// Canonical links and the sitemap name the origin being measured.
process.env.SITE_URL = origin
console.log('building the site...')
buildSite()
const server = await startProduct(port)
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: chromiumArgs.filter((flag) => flag !== '--headless').concat('--headless=new'),
})

const rows: Row[] = []
try {
  for (const { path, file } of PAGES) {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
    const { lhr } = result
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Row['scores']
    const lcpMs = lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN
    const cls = lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN
    const jsGzipBytes = pageScripts(SITE_DIST, file).totalBytes
    const failing = CATEGORIES.flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .map((ref) => lhr.audits[ref.id])
        .filter(
          (audit) =>
            audit &&
            audit.score !== null &&
            audit.score < 1 &&
            audit.scoreDisplayMode !== 'informative' &&
            audit.scoreDisplayMode !== 'manual',
        )
        .map((audit) => `${id}: ${audit?.id ?? ''}`),
    )
    if (failing.length > 0) console.log(`  ${path}: below 1 on ${failing.join(', ')}`)
    const pass =
      CATEGORIES.every((id) => scores[id] === 100) &&
      lcpMs <= 1000 &&
      cls === 0 &&
      jsGzipBytes <= MARKETING_JS_BUDGET
    rows.push({
      page: path,
      scores,
      lcpMs,
      cls,
      jsGzipBytes,
      pass,
      benchmarkIndex: lhr.environment.benchmarkIndex,
    })
    console.log(`  ${path} done`)
  }
} finally {
  chrome.kill()
  await server.cleanup()
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
console.log(
  `\nload average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(
      ' ',
    )}; Lighthouse benchmarkIndex ${rows.map((r) => Math.round(r.benchmarkIndex)).join(', ')}`,
)
console.log('\n| page | perf | a11y | best practices | SEO | LCP | CLS | JS (gzip) | budgets |')
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|')
for (const row of rows) {
  const s = row.scores
  console.log(
    `| ${row.page} | ${s.performance} | ${s.accessibility} | ${s['best-practices']} | ${s.seo} | ${(row.lcpMs / 1000).toFixed(2)} s | ${row.cls.toFixed(3)} | ${kb(row.jsGzipBytes)} | ${row.pass ? 'met' : 'MISSED'} |`,
  )
}
mkdirSync(RESULTS_DIR, { recursive: true })
writeFileSync(
  join(RESULTS_DIR, 'web.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), lighthouse: '13.5.0', formFactor: 'mobile', loadAverage: loadavg(), rows }, null, 2)}\n`,
)
console.log(`\nwritten ${join('bench', 'results', 'web.json')}`)
process.exit(rows.every((row) => row.pass) ? 0 : 1)
