// `pnpm bench:web`: builds the site, serves it from a real PocketBase (as in production), and
// measures every public page, /login, /register and every signed-in page twice: for a new student
// and for a student with a full year's data (scripts/student-with-data.ts: 15 schools, 15
// applications with plans, 20 essays, an admission), /essays with an essay open:
// - Lighthouse (mobile, its default lab settings), RUNS times per page in rounds (each round visits
//   every page once), reporting the median of each metric and the spread of LCP and TBT. Before
//   each run the browser is signed in as the page's student or signed out (localStorage) and its
//   cache emptied; signed-in pages run with `disableStorageReset`. A run fails loudly unless the
//   report's final URL is the page itself (a signed-in page whose sign-in did not take would show
//   /login);
// - the JavaScript each page really loads in Chromium, drawn and scrolled to the end
//   (loadedScripts: every script response, gzipped here, plus inline scripts), and how many
//   requests, which the budget tests judge.
// Budgets, each printed beside its figure (ADR 0068): public pages, /login and /register score 100
// in all four categories with LCP <= 1.0 s; signed-in pages score >= 95 in performance and 100 in
// the others, with blocking time <= 150 ms and LCP <= 1.5 s (the dashboard judged from the end of
// the specification's 1 s loading spinner, its plain LCP reported beside it); CLS 0 everywhere; JS
// <= 15 KB gzip on public pages, <= 90 KB on /login and /register, <= 130 KB in <= 12 requests on
// signed-in pages. Exits non-zero when any page misses. Writes bench/results/web.json
// (web-some-pages.json with --pages). Flags: `--runs N` (default 3), `--no-build`, `--pages /a/,/b/`
// (only those pages), `--reports DIR` (each run's Lighthouse report).
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium, type Page } from 'playwright'
import { freePort } from '../pocketbase/scripts/pb.ts'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts'
import { buildSite, startProduct } from './product.ts'
import { DASHBOARD_LOADING_ENDED_MARK } from '../ui/src/logic/dashboard/marks.ts'
import {
  APP_JS_BUDGET,
  APP_PAGES,
  MARKETING_JS_BUDGET,
  SIGNED_IN_JS_BUDGET,
  SIGNED_IN_JS_REQUESTS,
  PUBLIC_PAGES,
  SITE_DIST,
  loadedScripts,
  pageScripts,
} from '../scripts/js-budget.ts'
import { machine, median, spread } from './machine.ts'
import { signInPage, student } from './quiz-results.ts'
import { studentWithData, type SignedInStudent } from '../scripts/student-with-data.ts'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
type Category = (typeof CATEGORIES)[number]
const RESULTS_DIR = join(import.meta.dirname, 'results')
const LCP_BUDGET_MS = 1000
const SIGNED_IN_LCP_BUDGET_MS = 1500
/** Signed-in pages: Lighthouse performance at least this, blocking time at most (ADR 0068). */
const SIGNED_IN_PERFORMANCE = 95
const SIGNED_IN_TBT_BUDGET_MS = 150
const pagesFlag = process.argv.indexOf('--pages')
const ONLY = pagesFlag > 0 ? new Set((process.argv[pagesFlag + 1] ?? '').split(',')) : null
// A run over some pages does not replace the full table.
const RESULTS_FILE = ONLY ? 'web-some-pages.json' : 'web.json'
// Where each run's whole Lighthouse report goes, to see why a page is slow (not kept by default).
const reportsFlag = process.argv.indexOf('--reports')
const REPORTS_DIR = reportsFlag > 0 ? process.argv[reportsFlag + 1] : undefined
const runsFlag = process.argv.indexOf('--runs')
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 3
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number >= 1')

/** Whose page it is: signed out, a new student, or the student with a full year's data. */
type Who = 'signed out' | 'new student' | 'full data'

type PageSpec = {
  /** The page's address (a query for /essays with an essay open). */
  path: string
  /** The built file, for the static count kept beside the measured one. */
  file: string
  who: Who
  /** The 404 page is noindex by design, so it is judged by its JavaScript only. */
  lighthouse: boolean
  jsBudget: number
  /** Signed-in pages: at most this many JavaScript requests; null elsewhere. */
  requestBudget: number | null
  /** The least performance score; the other categories must be 100. */
  performanceBudget: number
  /** The most blocking time; null where a performance of 100 already bounds it. */
  tbtBudgetMs: number | null
  lcpBudget: number
}

const signedIn = (spec: PageSpec) => spec.who !== 'signed out'

const port = await freePort()
const origin = `http://127.0.0.1:${port}`
// Canonical links and the sitemap name the origin being measured (with --no-build, an earlier
// build's origin, which only the SEO audit of canonical links could notice).
if (!process.argv.includes('--no-build') || !existsSync(SITE_DIST)) {
  console.error('building the site...')
  buildSite({ PUBLIC_URL: origin })
}
const server = await startProduct(port)
const students: Record<Exclude<Who, 'signed out'>, SignedInStudent> = {
  'new student': (await student(origin)) as SignedInStudent,
  'full data': await studentWithData(origin),
}
const fullData = students['full data'] as Awaited<ReturnType<typeof studentWithData>>

const signedInSpec = (path: string, who: Exclude<Who, 'signed out'>): PageSpec => ({
  path,
  file: `${new URL(path, origin).pathname.slice(1)}index.html`,
  who,
  lighthouse: true,
  jsBudget: SIGNED_IN_JS_BUDGET,
  requestBudget: SIGNED_IN_JS_REQUESTS,
  performanceBudget: SIGNED_IN_PERFORMANCE,
  tbtBudgetMs: SIGNED_IN_TBT_BUDGET_MS,
  lcpBudget: SIGNED_IN_LCP_BUDGET_MS,
})

const PAGES: PageSpec[] = [
  ...PUBLIC_PAGES.map((page) => ({
    path: page.path,
    file: page.file,
    who: 'signed out' as const,
    lighthouse: page.path !== '/404.html',
    jsBudget: MARKETING_JS_BUDGET,
    requestBudget: null,
    performanceBudget: 100,
    tbtBudgetMs: null,
    lcpBudget: LCP_BUDGET_MS,
  })),
  ...APP_PAGES.filter((page) => !page.signedIn).map((page) => ({
    path: page.path,
    file: `${page.path.slice(1)}index.html`,
    who: 'signed out' as const,
    lighthouse: true,
    jsBudget: APP_JS_BUDGET,
    requestBudget: null,
    performanceBudget: 100,
    tbtBudgetMs: null,
    lcpBudget: LCP_BUDGET_MS,
  })),
  ...(['new student', 'full data'] as const).flatMap((who) =>
    APP_PAGES.filter((page) => page.signedIn).map((page) =>
      signedInSpec(
        who === 'full data' && page.path === '/essays/'
          ? `/essays/?essay=${fullData.personalStatement}`
          : page.path,
        who,
      ),
    ),
  ),
].filter((page) => ONLY === null || ONLY.has(new URL(page.path, origin).pathname))

type LighthouseRun = {
  scores: Record<Category, number>
  lcpMs: number
  /** The observed largest paint after the dashboard's loading mark, or null without the mark. */
  lcpAfterLoadingMs: number | null
  tbtMs: number
  cls: number
  benchmarkIndex: number
  finalUrl: string
  /** Audits below 1 that weigh in a category score. */
  failing: string[]
  /** What the largest paint was (Lighthouse's selector and snippet), to know what to speed up. */
  lcpElement: string
}

type Distribution = { median: number; min: number; max: number; spread: number; runs: number[] }

type Row = {
  page: string
  who: Who
  lighthouse: {
    runs: number
    scores: Record<Category, number>
    lcpMs: Distribution
    lcpAfterLoadingMs: Distribution | null
    lcpBudgetMs: number
    performanceBudget: number
    tbtBudgetMs: number | null
    tbtMs: Distribution
    cls: Distribution
    failingAudits: string[]
    lcpElements: string[]
    benchmarkIndex: number[]
  } | null
  js: {
    gzipBytes: number
    requests: number
    requestBudget: number | null
    inlineGzipBytes: number
    scripts: { url: string; bytes: number; gzipBytes: number }[]
    /** The older count from static imports of the built HTML (scripts/js-budget.ts pageScripts). */
    staticGzipBytes: number
    budgetBytes: number
  }
  missed: string[]
  pass: boolean
}

const distribution = (values: number[]): Distribution => ({
  median: median(values),
  min: Math.min(...values),
  max: Math.max(...values),
  spread: median(values) === 0 ? 0 : spread(values),
  runs: values,
})

const samePage = (url: string, origin: string, path: string): boolean => {
  const parsed = new URL(url)
  const trim = (p: string) => p.replace(/\/+$/, '')
  return parsed.origin === origin && trim(parsed.pathname) === trim(new URL(path, origin).pathname)
}

/** A page's row: the same address is measured once per student. */
const keyOf = (spec: PageSpec) => `${spec.who} ${spec.path}`

/** The page drew its view: a heading is there and no "Loading ..." status is left on screen. */
async function drawn(page: Page): Promise<void> {
  await page.locator('h1, h2').first().waitFor()
  await page.waitForFunction(
    () =>
      ![...document.querySelectorAll('[role="status"]')].some(
        (s) => s.checkVisibility() && s.textContent.trim().startsWith('Loading'),
      ),
  )
}

// 1. The JavaScript each page loads, in Playwright's Chromium: a fresh context per page.
const jsByPage = new Map<string, Row['js']>()
{
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
  try {
    for (const spec of PAGES) {
      const context = await browser.newContext()
      const page = await context.newPage()
      if (spec.who !== 'signed out') await signInPage(page, origin, students[spec.who])
      const loaded = await loadedScripts(page, `${origin}${spec.path}`, drawn)
      if (!samePage(loaded.finalUrl, origin, spec.path))
        throw new Error(
          `JS count of ${spec.path} ended on ${loaded.finalUrl}: ${signedIn(spec) ? 'the sign-in did not take' : 'a redirect'}`,
        )
      jsByPage.set(keyOf(spec), {
        gzipBytes: loaded.totalGzipBytes,
        requests: loaded.requests,
        requestBudget: spec.requestBudget,
        inlineGzipBytes: loaded.inlineGzipBytes,
        scripts: loaded.scripts.map((s) => ({ ...s, url: new URL(s.url).pathname })),
        staticGzipBytes: pageScripts(SITE_DIST, spec.file).totalBytes,
        budgetBytes: spec.jsBudget,
      })
      await context.close()
    }
  } finally {
    await browser.close()
  }
}

// 2. Lighthouse, RUNS rounds over every page.
/**
 * The launched Chrome's session on the origin before each run: signed in (localStorage) or signed
 * out, with an empty HTTP cache. Lighthouse 13's storage reset leaves localStorage alone (its
 * default clearStorageTypes), and signed-in runs skip that reset (disableStorageReset), cache
 * clearing included.
 */
async function setSession(cdpPort: number, who: Who): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`)
  try {
    const context = browser.contexts()[0]
    if (!context) throw new Error('no default context in the launched Chrome')
    const page = await context.newPage()
    if (who !== 'signed out') await signInPage(page, origin, students[who])
    else {
      await page.goto(`${origin}/robots.txt`)
      await page.evaluate(() => {
        localStorage.clear()
      })
    }
    const cdp = await context.newCDPSession(page)
    await cdp.send('Network.clearBrowserCache')
    await cdp.detach()
    await page.close()
  } finally {
    // Disconnects; the launched Chrome and its default context stay.
    await browser.close()
  }
}

/** Lighthouse's transient trace errors happen here now and then; tries a run up to 3 times. */
const TRIES = 3
let retried = 0

async function lighthouseRun(spec: PageSpec, cdpPort: number) {
  for (let attempt = 1; ; attempt++) {
    await setSession(cdpPort, spec.who)
    const result = await lighthouse(`${origin}${spec.path}`, {
      port: cdpPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: signedIn(spec),
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${spec.path}`)
    const { lhr } = result
    if (!lhr.runtimeError) return lhr
    if (attempt === TRIES)
      throw new Error(
        `Lighthouse failed ${TRIES} times on ${spec.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      )
    retried += 1
    console.error(`  ${spec.path}: ${lhr.runtimeError.code}, trying again`)
  }
}

type Lhr = Awaited<ReturnType<typeof lighthouseRun>>

/**
 * The observed largest paint measured from a User Timing mark (both as the page saw them, not
 * Lighthouse's simulated throttling), 0 when the largest paint came before it; null without it.
 */
function lcpAfterMark(lhr: Lhr, mark: string): number | null {
  const timings = lhr.audits['user-timings']?.details
  const items =
    timings && 'items' in timings ? (timings.items as { name?: string; startTime?: number }[]) : []
  const start = items.find((item) => item.name === mark)?.startTime
  const metrics = lhr.audits.metrics?.details
  const observed =
    metrics && 'items' in metrics
      ? (metrics.items[0] as
          { observedLargestContentfulPaint?: number; observedNavigationStart?: number } | undefined)
      : undefined
  if (start === undefined || observed?.observedLargestContentfulPaint === undefined) return null
  const lcp = observed.observedLargestContentfulPaint - (observed.observedNavigationStart ?? 0)
  return Math.max(0, lcp - start)
}

function lcpElementOf(lhr: Lhr): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details
  const text = JSON.stringify(details ?? {})
  const selector = /"selector":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1] ?? ''
  const snippet = /"snippet":"((?:[^"\\]|\\.)*)"/.exec(text)?.[1] ?? ''
  return `${selector} ${snippet}`.trim()
}

const runsByPage = new Map<string, LighthouseRun[]>()
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: chromiumArgs.filter((flag) => flag !== '--headless').concat('--headless=new'),
})
try {
  for (let round = 1; round <= RUNS; round++) {
    for (const spec of PAGES.filter((p) => p.lighthouse)) {
      const lhr = await lighthouseRun(spec, chrome.port)
      if (REPORTS_DIR) {
        mkdirSync(REPORTS_DIR, { recursive: true })
        const name = `${spec.who}${spec.path}`.replaceAll(/[^\w-]+/g, '_')
        writeFileSync(join(REPORTS_DIR, `${name}-${String(round)}.json`), JSON.stringify(lhr))
      }
      for (const url of [lhr.finalDisplayedUrl, lhr.mainDocumentUrl ?? lhr.finalDisplayedUrl])
        if (!samePage(url, origin, spec.path))
          throw new Error(
            `Lighthouse measured ${url}, not ${spec.path}${signedIn(spec) ? ': the signed-in page sent the browser elsewhere (did the sign-in take?)' : ''}`,
          )
      const scores = Object.fromEntries(
        CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
      ) as Record<Category, number>
      const failing = CATEGORIES.flatMap((id) =>
        (lhr.categories[id]?.auditRefs ?? [])
          // Weightless audits (the performance insights) do not move the score.
          .filter((ref) => ref.weight > 0)
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
      const runs = runsByPage.get(keyOf(spec)) ?? []
      runs.push({
        scores,
        lcpMs: lhr.audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
        lcpAfterLoadingMs: lcpAfterMark(lhr, DASHBOARD_LOADING_ENDED_MARK),
        tbtMs: lhr.audits['total-blocking-time']?.numericValue ?? Number.NaN,
        cls: lhr.audits['cumulative-layout-shift']?.numericValue ?? Number.NaN,
        benchmarkIndex: lhr.environment.benchmarkIndex,
        finalUrl: lhr.finalDisplayedUrl,
        failing,
        lcpElement: lcpElementOf(lhr),
      })
      runsByPage.set(keyOf(spec), runs)
      console.error(`  round ${round}/${RUNS} ${keyOf(spec)} done`)
    }
  }
} finally {
  chrome.kill()
  await server.close()
}

// 3. Medians, budgets, table.
const rows: Row[] = PAGES.map((spec) => {
  const js = jsByPage.get(keyOf(spec))!
  const runs = runsByPage.get(keyOf(spec))
  const lh: Row['lighthouse'] = runs
    ? {
        runs: runs.length,
        scores: Object.fromEntries(
          CATEGORIES.map((id) => [id, median(runs.map((r) => r.scores[id]))]),
        ) as Record<Category, number>,
        lcpMs: distribution(runs.map((r) => r.lcpMs)),
        lcpAfterLoadingMs: runs.every((r) => r.lcpAfterLoadingMs !== null)
          ? distribution(runs.map((r) => r.lcpAfterLoadingMs ?? Number.NaN))
          : null,
        lcpBudgetMs: spec.lcpBudget,
        performanceBudget: spec.performanceBudget,
        tbtBudgetMs: spec.tbtBudgetMs,
        tbtMs: distribution(runs.map((r) => r.tbtMs)),
        cls: distribution(runs.map((r) => r.cls)),
        failingAudits: [...new Set(runs.flatMap((r) => r.failing))].sort(),
        lcpElements: [...new Set(runs.map((r) => r.lcpElement))],
        benchmarkIndex: runs.map((r) => Math.round(r.benchmarkIndex)),
      }
    : null
  const missed: string[] = []
  if (lh) {
    for (const id of CATEGORIES) {
      const least = id === 'performance' ? spec.performanceBudget : 100
      if (lh.scores[id] < least) missed.push(`${id} ${lh.scores[id]}`)
    }
    if (spec.tbtBudgetMs !== null && !(lh.tbtMs.median <= spec.tbtBudgetMs)) missed.push('TBT')
    const judged = lh.lcpAfterLoadingMs ?? lh.lcpMs
    if (!(judged.median <= spec.lcpBudget)) missed.push('LCP')
    if (lh.cls.median !== 0) missed.push('CLS')
  }
  if (js.gzipBytes > js.budgetBytes) missed.push('JS')
  if (js.requestBudget !== null && js.requests > js.requestBudget) missed.push('JS requests')
  return {
    page: spec.path,
    who: spec.who,
    lighthouse: lh,
    js,
    missed,
    pass: missed.length === 0,
  }
})

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const pct = (share: number) => `spread ${(share * 100).toFixed(0)}%`
const benchmarkIndexes = rows.flatMap((r) => r.lighthouse?.benchmarkIndex ?? [])
console.log(
  `Lighthouse 13.5 mobile, median of ${RUNS} run(s) per page; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(
      ' ',
    )}; benchmarkIndex ${Math.min(...benchmarkIndexes)}-${Math.max(...benchmarkIndexes)}${retried > 0 ? `; ${retried} run(s) retried after a Lighthouse runtime error` : ''}`,
)
for (const row of rows)
  if (row.who !== 'signed out' && row.lighthouse)
    console.log(
      `  ${row.page} (${row.who}): largest paint ${row.lighthouse.lcpElements.join(' | ')}`,
    )
for (const row of rows)
  if (row.lighthouse && row.lighthouse.failingAudits.length > 0)
    console.log(
      `  ${row.page} (${row.who}): below 1 in some run on ${row.lighthouse.failingAudits.join(', ')}`,
    )
console.log(
  '\n| page | who | perf (budget) | a11y | best practices | SEO | LCP (median, spread; budget) | TBT (median, min-max; budget) | CLS | JS (gzip; budget) | JS requests (budget) | budgets |',
)
console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|')
for (const row of rows) {
  const lh = row.lighthouse
  const s = lh?.scores
  const cells = lh
    ? [
        `${s?.performance} (${lh.performanceBudget})`,
        s?.accessibility,
        s?.['best-practices'],
        s?.seo,
        `${(lh.lcpMs.median / 1000).toFixed(2)} s (${pct(lh.lcpMs.spread)})${lh.lcpAfterLoadingMs ? `; ${(lh.lcpAfterLoadingMs.median / 1000).toFixed(2)} s after loading` : ''} of ${(lh.lcpBudgetMs / 1000).toFixed(1)} s`,
        `${lh.tbtMs.median.toFixed(0)} ms (${lh.tbtMs.min.toFixed(0)}-${lh.tbtMs.max.toFixed(0)})${lh.tbtBudgetMs === null ? '' : ` of ${lh.tbtBudgetMs} ms`}`,
        lh.cls.median.toFixed(3),
      ]
    : ['-', '-', '-', '-', '-', '-', '-']
  const verdict = row.pass ? 'met' : `MISSED (${row.missed.join(', ')})`
  const requests = `${row.js.requests}${row.js.requestBudget === null ? '' : ` (${row.js.requestBudget})`}`
  console.log(
    `| ${row.page} | ${row.who} | ${cells.join(' | ')} | ${kb(row.js.gzipBytes)} (${kb(row.js.budgetBytes)}) | ${requests} | ${verdict} |`,
  )
}
console.log(
  '\nLCP spread: (max - min) / median over the runs. JS: every script response gzipped plus inline scripts, loaded in Chromium until the page is drawn, scrolled to its end and the network quiet; /404.html (noindex by design) is judged by its JS only.',
)
mkdirSync(RESULTS_DIR, { recursive: true })
writeFileSync(
  join(RESULTS_DIR, RESULTS_FILE),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: machine(),
      lighthouse: '13.5.0',
      formFactor: 'mobile',
      runsPerPage: RUNS,
      retriedRuns: retried,
      loadAverage: loadavg(),
      budgets: {
        scores: 100,
        lcpMs: LCP_BUDGET_MS,
        signedInLcpMs: SIGNED_IN_LCP_BUDGET_MS,
        signedInPerformance: SIGNED_IN_PERFORMANCE,
        signedInTbtMs: SIGNED_IN_TBT_BUDGET_MS,
        cls: 0,
        marketingJsGzipBytes: MARKETING_JS_BUDGET,
        appJsGzipBytes: APP_JS_BUDGET,
        signedInJsGzipBytes: SIGNED_IN_JS_BUDGET,
        signedInJsRequests: SIGNED_IN_JS_REQUESTS,
      },
      rows,
    },
    null,
    2,
  )}\n`,
)
console.log(`\nwritten ${join('bench', 'results', RESULTS_FILE)}`)
process.exit(rows.every((row) => row.pass) ? 0 : 1)
