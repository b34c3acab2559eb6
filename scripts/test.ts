// `pnpm test`: every tier, each counted, side by side where they fit the machine's cores (ADR
// 0077); prints each tier's wall and CPU time, then one combined `N passed, N failed` line last
// (CI reads it), and exits non-zero when anything failed. `pnpm test <tier> ...` runs only those.
import { spawn } from 'node:child_process'
import { closeSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../pocketbase/scripts/pb.ts'
import { OrphanWatcher } from './cpu-time.ts'
import { startable, type Job } from './schedule.ts'

const RESULTS = '.test-results'

type Outcome = { passed: number; failed: number; failures: string[] }

type Tier = Job & {
  /** Tiers that must pass first; one that failed fails this one unrun. Asked for, they come along. */
  needs?: string[]
  command: string[]
  env?: Record<string, string>
  /** Counts the tier's tests once its command has ended (`ok`: it exited 0). */
  count: (ok: boolean) => Outcome
}

const firstLines = (message: string): string =>
  message
    // eslint-disable-next-line no-control-regex -- colour codes in reporter output
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => !line.includes('node_modules'))
    .slice(0, 8)
    .join('\n    ')

type Arrangement = Omit<Job, 'name'> & Pick<Tier, 'needs'>

/** A check with no test count of its own (lint, typecheck): one test, passed or failed. */
function check(name: string, command: string[], job: Arrangement): Tier {
  return {
    name,
    ...job,
    command,
    count: (ok) => ({ passed: ok ? 1 : 0, failed: ok ? 0 : 1, failures: [] }),
  }
}

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  testResults: {
    name: string
    message?: string
    status: string
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
  }[]
}

/** Which of the projects' files a tier runs: only these, or all but these. */
type Files = { only: string[] } | { except: string[] }

function vitest(name: string, projects: string[], job: Arrangement, files?: Files): Tier {
  const output = join(RESULTS, `${name}.json`)
  return {
    name,
    ...job,
    command: [
      'pnpm',
      'exec',
      'vitest',
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      ...(files === undefined
        ? []
        : 'only' in files
          ? files.only
          : files.except.flatMap((file) => ['--exclude', file])),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${output}`,
    ],
    count: (ok) => {
      const report = JSON.parse(readFileSync(output, 'utf8')) as VitestReport
      const failures: string[] = []
      for (const file of report.testResults) {
        const where = file.name.replace(`${process.cwd()}/`, '')
        if (file.status === 'failed' && file.assertionResults.length === 0)
          failures.push(`${name}: ${where} did not load\n    ${firstLines(file.message ?? '')}`)
        for (const test of file.assertionResults)
          if (test.status === 'failed')
            failures.push(
              `${name}: ${where} > ${test.fullName}\n    ${firstLines(test.failureMessages[0] ?? '')}`,
            )
      }
      // A suite that failed to load counts as a failure even when no test in it ran.
      const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1)
      return { passed: report.numPassedTests, failed, failures }
    },
  }
}

type PlaywrightSuite = {
  title: string
  file?: string
  specs?: {
    title: string
    ok: boolean
    tests: { results: { status: string; error?: { message?: string } }[] }[]
  }[]
  suites?: PlaywrightSuite[]
}
type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
  suites: PlaywrightSuite[]
}

function playwrightFailures(suite: PlaywrightSuite, file: string): string[] {
  const here = suite.file ?? file
  const own = (suite.specs ?? [])
    .filter((spec) => !spec.ok)
    .map((spec) => {
      const error = spec.tests.flatMap((t) => t.results).find((r) => r.error)?.error?.message
      return `e2e: ${here} > ${spec.title}\n    ${firstLines(error ?? '')}`
    })
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, here))]
}

function playwright(name: string, job: Arrangement, env: Record<string, string>): Tier {
  const output = join(RESULTS, `${name}.json`)
  return {
    name,
    ...job,
    command: ['pnpm', 'exec', 'playwright', 'test'],
    env: { ...env, PW_JSON_OUTPUT: output },
    count: (ok) => {
      const { stats, suites } = JSON.parse(readFileSync(output, 'utf8')) as PlaywrightReport
      const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected > 0 ? 0 : 1)
      return {
        passed: stats.expected,
        failed,
        failures: suites.flatMap((suite) => playwrightFailures(suite, suite.title)),
      }
    },
  }
}

// The tiers, in the order they start (ADR 0077). `cores` is a tier's CPU seconds over its wall
// seconds when it ran alone on the quiet 2-core machine: tiers start side by side while their
// cores fit the machine's, longest first, so the site build and e2e (the long pole) start at once
// and the one-core checks and the tiers that wait on PocketBase fill the other core. Reliability
// measures the machine and runs alone, last; its files whose figures are counts, not times, run
// beside the others as reliability-counts (ADR 0094), listed before integration so that it takes
// the core beside e2e and integration (which mostly waits on PocketBase) is what is left to pair
// with the stories (1.1 cores: never beside e2e) once e2e ends. Typecheck comes after lint: both write
// site/.astro (astro sync), which the site build has written before either starts. A new test joins
// its tier by its file name (a new reliability file runs alone unless listed in RELIABILITY_COUNTS);
// a new tier is one line here.
// e2e serves the site on this port, and the site is built for that address (PUBLIC_URL, ADR 0068).
const E2E_PORT = process.env.E2E_PORT ?? String(await freePort())
/**
 * The reliability files whose checks and figures are counts (payloads refused, rows stored, caps
 * held), not times or throughput: a loaded machine changes none of them, so they run beside other
 * tiers instead of in the reliability tier's time alone (ADR 0094).
 */
const RELIABILITY_COUNTS = ['access', 'account-abuse', 'bad-input'].map(
  (name) => `tests/reliability/${name}.test.ts`,
)
const TIERS: Tier[] = [
  {
    ...check('site-build', ['pnpm', 'build'], { cores: 1 }),
    env: { PUBLIC_URL: `http://127.0.0.1:${E2E_PORT}` },
  },
  playwright('e2e', { cores: 1, needs: ['site-build'] }, { E2E_SITE_BUILT: '1', E2E_PORT }),
  check('lint', ['pnpm', 'run', 'lint'], { cores: 0.9, after: ['site-build'] }),
  check('typecheck', ['pnpm', 'run', 'typecheck'], { cores: 0.9, after: ['lint'] }),
  check('typegen-fresh', ['pnpm', 'run', 'typegen:check'], { cores: 1 }),
  vitest('unit-and-components', ['logic', 'components'], { cores: 1 }),
  vitest('reliability-counts', ['reliability'], { cores: 1 }, { only: RELIABILITY_COUNTS }),
  vitest('integration', ['integration'], { cores: 0.7 }),
  vitest('stories', ['stories'], { cores: 1.1 }),
  vitest(
    'reliability',
    ['reliability'],
    { cores: 0.8, alone: true },
    { except: RELIABILITY_COUNTS },
  ),
]

const watcher = new OrphanWatcher()

/**
 * Runs `command` with its output in the file `log` (or 'inherit': this terminal). Its CPU time is the shell's
 * `times` for its children (every process of the tier that was waited for, PocketBase included)
 * plus the processes that outlived their parents (browsers, cpu-time.ts).
 */
function run(
  command: string[],
  env: Record<string, string>,
  log: string,
): Promise<{ ok: boolean; wall: number; cpu: number }> {
  const started = performance.now()
  const out = log === 'inherit' ? 'inherit' : openSync(log, 'w')
  const child = spawn(
    '/bin/sh',
    ['-c', '"$@"; status=$?; times >&3; exit $status', 'sh', ...command],
    { stdio: ['ignore', out, out, 'pipe'], env: { ...process.env, ...env } },
  )
  if (child.pid !== undefined) watcher.follow(child.pid)
  let times = ''
  child.stdio[3]?.on('data', (chunk: Buffer) => (times += chunk.toString()))
  return new Promise((resolve) => {
    child.on('close', (status) => {
      if (typeof out === 'number') closeSync(out)
      const wall = (performance.now() - started) / 1000
      // The second line: user and system time of the shell's children, as "1m2.5s 0m3.1s".
      const children = times.trim().split('\n').at(-1) ?? ''
      const waitedFor = [...children.matchAll(/(\d+)m([\d.]+)s/g)].reduce(
        (sum, [, minutes, seconds]) => sum + Number(minutes) * 60 + Number(seconds),
        0,
      )
      void watcher.orphanSeconds(child.pid ?? -1).then((orphans) => {
        resolve({ ok: status === 0, wall, cpu: waitedFor + orphans })
      })
    })
  })
}

const chosen = process.argv.slice(2)
const unknown = chosen.filter((name) => !TIERS.some((t) => t.name === name))
if (unknown.length > 0) {
  console.log(
    `Unknown tier ${unknown.join(', ')}; the tiers: ${TIERS.map((t) => t.name).join(', ')}`,
  )
  console.log('\n0 passed, 1 failed')
  process.exit(1)
}
// A tier asked for by name brings the tiers it needs, and does not wait for the others.
const wanted = new Set(chosen.length === 0 ? TIERS.map((t) => t.name) : chosen)
for (const tier of [...TIERS].reverse())
  if (wanted.has(tier.name)) for (const name of tier.needs ?? []) wanted.add(name)
const selected = TIERS.filter((t) => wanted.has(t.name)).map((t) => ({
  ...t,
  after: [...(t.after ?? []), ...(t.needs ?? [])].filter((name) => wanted.has(name)),
}))

// Only the chosen tiers' results are replaced: another run of other tiers may be writing its own.
mkdirSync(RESULTS, { recursive: true })
for (const tier of selected)
  for (const file of [`${tier.name}.log`, `${tier.name}.json`])
    rmSync(join(RESULTS, file), { force: true })

const capacity = availableParallelism()
const begun = performance.now()
const clock = () => `+${((performance.now() - begun) / 1000).toFixed(0)}s`
type Result = { tier: Tier; wall: number; cpu: number } & Outcome
const results: Result[] = []
const ended = new Set<string>()
let pending = selected
const running: Tier[] = []
// One tier alone writes to the terminal as it goes; side by side, each writes to its log, printed
// whole when it ends.
const live = selected.length === 1

console.log(`${selected.length} tiers on ${capacity} cores (ADR 0077)`)
/** Runs one tier to its end, prints its output and figures, and records its outcome. */
async function runTier(tier: Tier): Promise<void> {
  const log = join(RESULTS, `${tier.name}.log`)
  const { ok, wall, cpu } = await run(tier.command, tier.env ?? {}, live ? 'inherit' : log)
  let outcome: Outcome
  try {
    outcome = tier.count(ok)
  } catch {
    outcome = { passed: 0, failed: 1, failures: [`${tier.name}: no report (see its output)`] }
  }
  if (!live) {
    let output: string
    try {
      output = readFileSync(log, 'utf8').trimEnd()
    } catch {
      output = `(${log} is gone: another run of this tier replaced it)`
    }
    console.log(`\n=== ${tier.name} ===\n${output}`)
  }
  console.log(
    `${clock()} end ${tier.name}: ${outcome.passed} passed, ${outcome.failed} failed; ` +
      `${wall.toFixed(0)} s wall, ${cpu.toFixed(0)} s CPU`,
  )
  results.push({ tier, wall, cpu, ...outcome })
}

await new Promise<void>((done) => {
  const next = (): void => {
    if (pending.length === 0 && running.length === 0) {
      done()
      return
    }
    for (const tier of startable(pending, running, ended, capacity)) {
      pending = pending.filter((t) => t !== tier)
      const unmet = (tier.needs ?? []).filter((name) =>
        results.some((r) => r.tier.name === name && r.failed > 0),
      )
      if (unmet.length > 0) {
        const why = `${tier.name}: not run, as ${unmet.join(', ')} failed`
        console.log(`${clock()} ${why}`)
        results.push({ tier, wall: 0, cpu: 0, passed: 0, failed: 1, failures: [why] })
        ended.add(tier.name)
        next()
        return
      }
      running.push(tier)
      const beside = running.filter((t) => t !== tier).map((t) => t.name)
      console.log(
        `${clock()} start ${tier.name}${beside.length > 0 ? ` (beside ${beside.join(', ')})` : ''}`,
      )
      void runTier(tier).then(() => {
        running.splice(running.indexOf(tier), 1)
        ended.add(tier.name)
        next()
      })
    }
  }
  next()
})

const order = (r: Result) => TIERS.findIndex((t) => t.name === r.tier.name)
results.sort((a, b) => order(a) - order(b))
const passed = results.reduce((n, r) => n + r.passed, 0)
const failed = results.reduce((n, r) => n + r.failed, 0)
const cpu = results.reduce((n, r) => n + r.cpu, 0)
const wall = (performance.now() - begun) / 1000
console.log('\n| tier | passed | failed | wall s | CPU s |\n|---|---:|---:|---:|---:|')
for (const r of results)
  console.log(
    `| ${r.tier.name} | ${r.passed} | ${r.failed} | ${r.wall.toFixed(1)} | ${r.cpu.toFixed(1)} |`,
  )
console.log(
  `| all, side by side on ${capacity} cores | ${passed} | ${failed} | ${wall.toFixed(1)} | ${cpu.toFixed(1)} |`,
)
watcher.stop()
const failures = results.flatMap((r) => r.failures)
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
