// `pnpm bench`: every benchmark in one run, one after the other on the same machine, each printing
// its own table; a summary (Markdown and JSON) goes to bench/results/. Exits non-zero when any
// benchmark is over its budget.
import { spawnSync } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { machine } from './machine.ts'

const BENCHES: { name: string; command: string[]; env?: Record<string, string> }[] = [
  { name: 'web (Lighthouse, JS bytes)', command: ['node', 'bench/web.ts'] },
  // The site web.ts just built.
  { name: 'interaction (lab INP, CPU 4x)', command: ['node', 'bench/inp.ts', '--no-build'] },
  { name: 'matching (score 1,963 schools)', command: ['node', 'bench/matching.ts'] },
  { name: 'quiz results on screen', command: ['node', 'bench/quiz-results.ts'] },
  { name: 'search results on screen', command: ['node', 'bench/search-results.ts', '--no-build'] },
  { name: 'API vs stock PocketBase', command: ['taskset', '-c', '1', 'node', 'bench/api.ts'] },
  // The reliability tier at the full size the README and ADRs quote; `pnpm test` runs it smaller
  // (tests/reliability/size.ts, ADR 0077).
  {
    name: 'reliability at full size',
    command: ['pnpm', 'exec', 'vitest', 'run', '--project', 'reliability'],
    env: { RELIABILITY_SIZE: 'full' },
  },
]

const sections: string[] = [
  `# Benchmarks\n\nMachine: ${JSON.stringify(machine())}; ${new Date().toISOString()}\n`,
]
const outcomes: { name: string; withinBudget: boolean; seconds: number }[] = []
for (const bench of BENCHES) {
  console.log(`\n=== ${bench.name} ===`)
  const started = Date.now()
  const [command, ...args] = bench.command
  const result = spawnSync(command!, args, {
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...bench.env },
  })
  process.stdout.write(result.stdout)
  process.stderr.write(result.stderr)
  const seconds = (Date.now() - started) / 1000
  outcomes.push({ name: bench.name, withinBudget: result.status === 0, seconds })
  sections.push(`## ${bench.name}\n\n${result.stdout.trim()}\n`)
}

const table = [
  '| benchmark | within budget | seconds |',
  '|---|---|---:|',
  ...outcomes.map(
    (o) => `| ${o.name} | ${o.withinBudget ? 'yes' : 'NO'} | ${o.seconds.toFixed(0)} |`,
  ),
].join('\n')
console.log(`\n${table}`)
mkdirSync('bench/results', { recursive: true })
writeFileSync('bench/results/summary.md', `${sections.join('\n')}\n## Summary\n\n${table}\n`)
writeFileSync(
  'bench/results/summary.json',
  JSON.stringify({ machine: machine(), outcomes }, null, 2),
)
process.exit(outcomes.every((o) => o.withinBudget) ? 0 : 1)
