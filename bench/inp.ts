// `pnpm bench:inp`: lab INP of two interactions in Chromium with the CPU throttled 4x (CDP
// Emulation.setCPUThrottlingRate), against the built site served by a real PocketBase:
// - answering a quiz question: on the signed-in /quiz, clicking an option of question 1 (it
//   auto-advances to question 2; Previous, not measured, goes back for the next repeat);
// - opening the modal: on /register, clicking the link that opens the terms in a modal (Escape,
//   not measured, closes it);
// - typing in an essay: on the signed-in /essays/ of a student with a full year's data (20 essays,
//   scripts/student-with-data.ts), one key pressed at the end of the 650-word personal statement
//   in the editor (the counter follows the portal's rule, every keystroke is kept on the device);
//   budget 50 ms (issue 15).
// Each interaction is measured in the page with the Event Timing API (PerformanceObserver type
// 'event', durationThreshold 16): the largest duration among the entries with an interactionId
// that started inside the interaction's window. WARMUP interactions first (reported, not counted),
// then RUNS measured ones: median and spread. Budget (issue 9): median <= 100 ms (typing in an
// essay: 50 ms, issue 15). An interaction
// whose entries all stayed under the 16 ms threshold has no entry; it counts as 16 ms (an upper
// bound). Writes bench/results/inp.json; exits non-zero over budget. Flags: `--runs N` (default
// 10), `--no-build`.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { chromium, type Page } from 'playwright'
import { freePort } from '../pocketbase/scripts/pb.ts'
import { chromiumArgs, chromiumPath } from '../scripts/chromium.ts'
import { buildSite, SITE_DIST, startProduct } from './product.ts'
import { machine, median, spread } from './machine.ts'
import { signInPage, student } from './quiz-results.ts'
import {
  PERSONAL_STATEMENT_TEXT,
  studentWithData,
  type SignedInStudent,
} from '../scripts/student-with-data.ts'

const BUDGET_MS = 100
const CPU_THROTTLING = 4
const DURATION_THRESHOLD_MS = 16
const WARMUP = 2
const runsFlag = process.argv.indexOf('--runs')
const RUNS = runsFlag > 0 ? Number(process.argv[runsFlag + 1]) : 10
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number >= 1')
const RESULTS_DIR = join(import.meta.dirname, 'results')

type Scenario = {
  name: string
  path: string
  signedIn: boolean
  /** The median it must stay under; BUDGET_MS unless said. */
  budgetMs?: number
  /** Waits until the page can take the interaction. */
  ready: (page: Page) => Promise<void>
  /** The measured interaction (repeat `n`), and its visible outcome. */
  interact: (page: Page, n: number) => Promise<void>
  /** Back to where the interaction can be repeated (not measured). */
  reset: (page: Page) => Promise<void>
}

const SCENARIOS: Scenario[] = [
  {
    name: 'answer a quiz question',
    path: '/quiz/',
    signedIn: true,
    ready: (page) => page.getByText('Question 1 of 8').waitFor(),
    interact: async (page, n) => {
      // Alternate between two options, so every click changes the answer.
      const option = n % 2 === 0 ? 'Business' : 'Health & Medicine'
      await page.getByRole('radio', { name: option }).click()
      await page.getByText('Question 2 of 8').waitFor()
    },
    reset: async (page) => {
      await page.getByRole('button', { name: 'Previous' }).click()
      await page.getByText('Question 1 of 8').waitFor()
    },
  },
  {
    name: 'open the terms modal',
    path: '/register/',
    signedIn: false,
    // The form is server-rendered (client:load): wait until Astro hydrated every island.
    ready: async (page) => {
      await page.waitForFunction(() => document.querySelector('astro-island[ssr]') === null)
    },
    interact: async (page) => {
      // A real link (ADR 0028) that the hydrated island opens as a modal.
      await page
        .getByRole('form', { name: 'Create your account' })
        .getByRole('link', { name: 'Terms of Service' })
        .click()
      await page.getByRole('dialog').waitFor({ state: 'visible' })
    },
    reset: async (page) => {
      await page.keyboard.press('Escape')
      await page.getByRole('dialog').waitFor({ state: 'hidden' })
    },
  },
]

type EventTiming = { name: string; interactionId: number; duration: number; startTime: number }
type Measured = {
  /** The interaction's INP: its largest event duration, or null when all stayed under 16 ms. */
  ms: number | null
  /** Interactions seen in the window (1 expected). */
  interactions: number
  events: string[]
}

/** Records every Event Timing entry of the page, from before its first script. */
function observeEvents(threshold: number): void {
  const store = window as unknown as { __eventTimings: EventTiming[] }
  store.__eventTimings = []
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      store.__eventTimings.push({
        name: entry.name,
        interactionId: entry.interactionId,
        duration: entry.duration,
        startTime: entry.startTime,
      })
  }).observe({
    type: 'event',
    durationThreshold: threshold,
    buffered: true,
  } as PerformanceObserverInit)
}

const now = (page: Page) => page.evaluate(() => performance.now())

async function runScenario(
  page: Page,
  origin: string,
  scenario: Scenario,
): Promise<{ warmup: Measured[]; measured: Measured[] }> {
  await page.goto(`${origin}${scenario.path}`)
  await scenario.ready(page)
  if (new URL(page.url()).pathname !== new URL(scenario.path, origin).pathname)
    throw new Error(`${scenario.path} went to ${page.url()}: did the sign-in take?`)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING })
  await page.waitForTimeout(500)
  const windows: [number, number][] = []
  for (let n = 0; n < WARMUP + RUNS; n++) {
    const start = await now(page)
    await scenario.interact(page, n)
    windows.push([start, await now(page)])
    await scenario.reset(page)
    await page.waitForTimeout(200)
  }
  // Entries are delivered after the next paint; the resets and pauses leave time for that.
  await page.waitForTimeout(500)
  const entries = await page.evaluate(
    () => (window as unknown as { __eventTimings: EventTiming[] }).__eventTimings,
  )
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
  await cdp.detach()
  const measured = windows.map(([start, end]): Measured => {
    const inside = entries.filter(
      (e) => e.interactionId > 0 && e.startTime >= start && e.startTime < end,
    )
    return {
      ms: inside.length > 0 ? Math.max(...inside.map((e) => e.duration)) : null,
      interactions: new Set(inside.map((e) => e.interactionId)).size,
      events: [...new Set(inside.map((e) => e.name))],
    }
  })
  return { warmup: measured.slice(0, WARMUP), measured: measured.slice(WARMUP) }
}

const ESSAY_BUDGET_MS = 50

/**
 * The essay scenario: the 650-word personal statement of the student with a full year's data
 * (scripts/student-with-data.ts: 20 essays in the library, 15 applications), opened in the editor.
 */
async function essayScenario(origin: string): Promise<Scenario & { auth: SignedInStudent }> {
  const auth = await studentWithData(origin)
  const text = PERSONAL_STATEMENT_TEXT
  const box = (page: Page) => page.getByRole('textbox', { name: 'Your essay' })
  let typed = 0
  return {
    auth,
    name: 'type in a 650-word essay (a student with a full year of data)',
    path: `/essays/?essay=${auth.personalStatement}`,
    signedIn: true,
    budgetMs: ESSAY_BUDGET_MS,
    ready: async (page) => {
      await box(page).waitFor()
      // The device's draft and the server's text agree and the editor is writable (this tab
      // holds the essay's lock).
      await page.waitForFunction((length) => {
        const area = document.querySelector<HTMLTextAreaElement>('textarea')
        return area?.value.length === length && !area.readOnly
      }, text.length)
      await box(page).focus()
      await page.keyboard.press('End')
      await page.keyboard.press('Control+End')
    },
    interact: async (page, n) => {
      // A letter, or a space that starts a new word: both change the count.
      await page.keyboard.press(n % 2 === 0 ? 'a' : ' ')
      typed += 1
      await page.waitForFunction(
        (length) =>
          document.querySelector<HTMLTextAreaElement>('textarea')?.value.length === length,
        text.length + typed,
      )
    },
    reset: () => Promise.resolve(),
  }
}

if (!process.argv.includes('--no-build') || !existsSync(SITE_DIST)) buildSite()
const server = await startProduct(await freePort())
const browser = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs })
const results = []
try {
  const auth = await student(server.url)
  const essays = await essayScenario(server.url)
  for (const scenario of [...SCENARIOS, essays]) {
    const context = await browser.newContext()
    await context.addInitScript(observeEvents, DURATION_THRESHOLD_MS)
    const page = await context.newPage()
    if (scenario.signedIn)
      await signInPage(page, server.url, scenario === essays ? essays.auth : auth)
    const { warmup, measured } = await runScenario(page, server.url, scenario)
    await context.close()
    // Under the threshold: no entry, counted as the threshold (an upper bound).
    const values = measured.map((m) => m.ms ?? DURATION_THRESHOLD_MS)
    const mid = median(values)
    results.push({
      interaction: scenario.name,
      page: scenario.path,
      signedIn: scenario.signedIn,
      medianMs: mid,
      spread: spread(values),
      minMs: Math.min(...values),
      maxMs: Math.max(...values),
      belowThreshold: measured.filter((m) => m.ms === null).length,
      runsMs: measured.map((m) => m.ms),
      warmupMs: warmup.map((m) => m.ms),
      interactionsPerWindow: [...warmup, ...measured].map((m) => m.interactions),
      events: [...new Set([...warmup, ...measured].flatMap((m) => m.events))].sort(),
      budgetMs: scenario.budgetMs ?? BUDGET_MS,
      pass: mid <= (scenario.budgetMs ?? BUDGET_MS),
    })
  }
} finally {
  await browser.close()
  await server.close()
}

const ms = (value: number | null) =>
  value === null ? `<${DURATION_THRESHOLD_MS}` : value.toFixed(0)
console.log(
  `Lab INP, Chromium, CPU throttled ${CPU_THROTTLING}x, Event Timing (durationThreshold ${DURATION_THRESHOLD_MS} ms); ${WARMUP} warm-up then ${RUNS} measured interactions each; load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
)
console.log('\n| interaction | page | INP median | spread | min-max | warm-up | budget | budgets |')
console.log('|---|---|---:|---:|---:|---:|---:|---|')
for (const r of results)
  console.log(
    `| ${r.interaction} | ${r.page}${r.signedIn ? ' (signed in)' : ''} | ${r.medianMs.toFixed(0)} ms | ${(r.spread * 100).toFixed(0)}% | ${ms(r.minMs)}-${ms(r.maxMs)} ms | ${r.warmupMs.map(ms).join(', ')} ms | ${r.budgetMs} ms | ${r.pass ? 'met' : 'MISSED'} |`,
  )
console.log(
  `\nSpread: (max - min) / median. Runs under the ${DURATION_THRESHOLD_MS} ms threshold (no Event Timing entry) count as ${DURATION_THRESHOLD_MS} ms: ${results.map((r) => `${r.interaction} ${r.belowThreshold}`).join(', ')}.`,
)
mkdirSync(RESULTS_DIR, { recursive: true })
writeFileSync(
  join(RESULTS_DIR, 'inp.json'),
  `${JSON.stringify(
    {
      measuredAt: new Date().toISOString(),
      machine: machine(),
      loadAverage: loadavg(),
      cpuThrottling: CPU_THROTTLING,
      durationThresholdMs: DURATION_THRESHOLD_MS,
      warmup: WARMUP,
      runs: RUNS,
      results,
    },
    null,
    2,
  )}\n`,
)
console.log(`\nwritten ${join('bench', 'results', 'inp.json')}`)
process.exit(results.every((r) => r.pass) ? 0 : 1)
