// `pnpm test`: every tier, in order, each counted; prints one combined `N passed, N failed` line
// last (CI reads it) and exits non-zero when anything failed.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

const RESULTS = '.test-results'
rmSync(RESULTS, { recursive: true, force: true })
mkdirSync(RESULTS, { recursive: true })

type Tier = { name: string; passed: number; failed: number; seconds: number }
const tiers: Tier[] = []
/** Every failed test, named, with the start of its message: repeated just above the last line so
 * that a CI log cut to its tail still says what failed. */
const failures: string[] = []

const firstLines = (message: string): string =>
  message
    // eslint-disable-next-line no-control-regex -- colour codes in reporter output
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .filter((line) => !line.includes('node_modules'))
    .slice(0, 8)
    .join('\n    ')

function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
): { ok: boolean; seconds: number } {
  const started = Date.now()
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } })
  return { ok: result.status === 0, seconds: (Date.now() - started) / 1000 }
}

/** A check with no test count of its own (lint, typecheck): one test, passed or failed. */
function check(name: string, command: string, args: string[]): void {
  console.log(`\n=== ${name} ===`)
  const { ok, seconds } = run(command, args)
  tiers.push({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds })
}

type VitestReport = {
  numPassedTests: number
  numFailedTests: number
  numTotalTests: number
  success: boolean
  testResults: {
    name: string
    message?: string
    status: string
    assertionResults: { fullName: string; status: string; failureMessages: string[] }[]
  }[]
}

function vitest(name: string, projects: string[]): void {
  console.log(`\n=== ${name} ===`)
  const output = join(RESULTS, `${name}.json`)
  const { ok, seconds } = run('pnpm', [
    'exec',
    'vitest',
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${output}`,
  ])
  try {
    const report = JSON.parse(readFileSync(output, 'utf8')) as VitestReport
    // A suite that failed to load counts as a failure even when no test in it ran.
    const failed = report.numFailedTests + (ok || report.numFailedTests > 0 ? 0 : 1)
    tiers.push({ name, passed: report.numPassedTests, failed, seconds })
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
  } catch {
    tiers.push({ name, passed: 0, failed: 1, seconds })
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

function playwright(name: string): void {
  console.log(`\n=== ${name} ===`)
  const output = join(RESULTS, `${name}.json`)
  const { ok, seconds } = run('pnpm', ['exec', 'playwright', 'test'], { PW_JSON_OUTPUT: output })
  try {
    const { stats, suites } = JSON.parse(readFileSync(output, 'utf8')) as PlaywrightReport
    const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected > 0 ? 0 : 1)
    tiers.push({ name, passed: stats.expected, failed, seconds })
    failures.push(...suites.flatMap((suite) => playwrightFailures(suite, suite.title)))
  } catch {
    tiers.push({ name, passed: 0, failed: 1, seconds })
  }
}

check('lint', 'pnpm', ['run', 'lint'])
check('typecheck', 'pnpm', ['run', 'typecheck'])
check('typegen-fresh', 'pnpm', ['run', 'typegen:check'])
vitest('unit-and-components', ['logic', 'components'])
vitest('stories', ['stories'])
vitest('integration', ['integration'])
vitest('reliability', ['reliability'])
playwright('e2e')

const passed = tiers.reduce((n, t) => n + t.passed, 0)
const failed = tiers.reduce((n, t) => n + t.failed, 0)
console.log('\n| tier | passed | failed | seconds |\n|---|---:|---:|---:|')
for (const t of tiers)
  console.log(`| ${t.name} | ${t.passed} | ${t.failed} | ${t.seconds.toFixed(1)} |`)
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `- ${f}`).join('\n')}`)
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
