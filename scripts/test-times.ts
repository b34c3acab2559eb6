// Where a `pnpm test` run spent its time, file by file (ADR 0094): reads the JSON reports the run
// left in .test-results/ (or the folder given) and prints, for each tier that has one, its tests,
// its files' summed durations and its slowest files, as Markdown for bench/results/test-time.md.
// `node scripts/test-times.ts [folder] [files per tier]`.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const folder = process.argv[2] ?? '.test-results'
const shown = Number(process.argv[3] ?? 8)

type FileTime = { file: string; tests: number; seconds: number }

type VitestReport = {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[]
}

type PlaywrightSuite = {
  file?: string
  specs?: { tests: { results: { duration: number }[] }[] }[]
  suites?: PlaywrightSuite[]
}

function vitestFiles(report: VitestReport): FileTime[] {
  return report.testResults.map((file) => ({
    file: file.name.replace(/^.*?\/(tests|ui|scripts|pocketbase)\//, '$1/'),
    tests: file.assertionResults.length,
    seconds: (file.endTime - file.startTime) / 1000,
  }))
}

function playwrightFiles(suites: PlaywrightSuite[]): FileTime[] {
  const byFile = new Map<string, FileTime>()
  const walk = (suite: PlaywrightSuite, file: string): void => {
    const here = suite.file ?? file
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests) {
        const entry = byFile.get(here) ?? { file: `tests/e2e/${here}`, tests: 0, seconds: 0 }
        entry.tests += 1
        entry.seconds += test.results.reduce((sum, r) => sum + r.duration, 0) / 1000
        byFile.set(here, entry)
      }
    for (const child of suite.suites ?? []) walk(child, here)
  }
  for (const suite of suites) walk(suite, suite.file ?? '')
  return [...byFile.values()]
}

const tiers = [
  'e2e',
  'reliability',
  'reliability-counts',
  'integration',
  'stories',
  'unit-and-components',
]
for (const tier of tiers) {
  const path = join(folder, `${tier}.json`)
  if (!existsSync(path)) continue
  const report = JSON.parse(readFileSync(path, 'utf8')) as VitestReport & {
    suites?: PlaywrightSuite[]
  }
  const files = (report.suites ? playwrightFiles(report.suites) : vitestFiles(report)).sort(
    (a, b) => b.seconds - a.seconds,
  )
  const total = files.reduce((sum, f) => sum + f.seconds, 0)
  const tests = files.reduce((sum, f) => sum + f.tests, 0)
  console.log(
    `\n${tier}: ${String(files.length)} files, ${String(tests)} tests, ${total.toFixed(0)} s in files\n`,
  )
  console.log('| file | tests | s |\n|---|---:|---:|')
  for (const f of files.slice(0, shown))
    console.log(`| ${f.file} | ${String(f.tests)} | ${f.seconds.toFixed(1)} |`)
}
