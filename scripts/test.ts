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
  } catch {
    tiers.push({ name, passed: 0, failed: 1, seconds })
  }
}

type PlaywrightReport = {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number }
}

function playwright(name: string): void {
  console.log(`\n=== ${name} ===`)
  const output = join(RESULTS, `${name}.json`)
  const { ok, seconds } = run('pnpm', ['exec', 'playwright', 'test'], { PW_JSON_OUTPUT: output })
  try {
    const { stats } = JSON.parse(readFileSync(output, 'utf8')) as PlaywrightReport
    const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected > 0 ? 0 : 1)
    tiers.push({ name, passed: stats.expected, failed, seconds })
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
console.log(`\n${passed} passed, ${failed} failed`)
process.exit(failed === 0 ? 0 : 1)
