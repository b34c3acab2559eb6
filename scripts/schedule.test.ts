// The rules by which `pnpm test` starts its tiers side by side (scripts/schedule.ts, ADR 0077).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { startable, type Job } from './schedule.ts'

const job = (name: string, cores: number, more: Partial<Job> = {}): Job => ({
  name,
  cores,
  ...more,
})
const names = (jobs: Job[]) => jobs.map((j) => j.name)

describe('startable', () => {
  it.each<[string, Job[], Job[], string[], number, string[]]>([
    ['an idle machine starts the first job', [job('a', 1)], [], [], 2, ['a']],
    ['jobs that fit start together', [job('a', 1), job('b', 1)], [], [], 2, ['a', 'b']],
    ['a job that would not fit waits', [job('a', 1), job('b', 1.5)], [], [], 2, ['a']],
    [
      'a later job that fits starts past one that does not',
      [job('a', 1.5), job('b', 1), job('c', 0.5)],
      [],
      [],
      2,
      ['a', 'c'],
    ],
    ['nothing starts while the machine is full', [job('b', 0.5)], [job('a', 2)], [], 2, []],
    ['a job larger than the machine starts when it is idle', [job('a', 3)], [], [], 2, ['a']],
    [
      'a job larger than the machine waits for the running ones',
      [job('b', 3)],
      [job('a', 0.5)],
      [],
      2,
      [],
    ],
    [
      'a job waits for the jobs it comes after',
      [job('e2e', 1, { after: ['build'] }), job('unit', 1)],
      [job('build', 1)],
      [],
      2,
      ['unit'],
    ],
    [
      'a failed or passed job counts as ended for the ones after it',
      [job('e2e', 1, { after: ['build'] })],
      [],
      ['build'],
      2,
      ['e2e'],
    ],
    [
      'a job that must run alone waits for the machine to drain',
      [job('solo', 1, { alone: true }), job('b', 0.5)],
      [job('a', 1)],
      [],
      2,
      [],
    ],
    [
      'a job that must run alone starts alone on an idle machine',
      [job('solo', 1, { alone: true }), job('b', 0.5)],
      [],
      [],
      2,
      ['solo'],
    ],
    [
      'jobs before a solo job start, the solo job and those after it wait',
      [job('a', 1), job('solo', 1, { alone: true }), job('b', 0.5)],
      [],
      [],
      2,
      ['a'],
    ],
    [
      'nothing starts beside a job running alone',
      [job('b', 0.5)],
      [job('solo', 1, { alone: true })],
      [],
      2,
      [],
    ],
    [
      'a solo job still waiting for its dependency lets later jobs start',
      [job('solo', 1, { alone: true, after: ['a'] }), job('b', 0.5)],
      [job('a', 1)],
      [],
      2,
      ['b'],
    ],
  ])('%s', (_what, pending, running, ended, capacity, expected) => {
    expect(names(startable(pending, running, new Set(ended), capacity))).toEqual(expected)
  })

  const jobs = fc.uniqueArray(
    fc.record({
      name: fc.constantFrom('a', 'b', 'c', 'd', 'e', 'f'),
      cores: fc.constantFrom(0.5, 1, 1.5, 2, 3),
      alone: fc.boolean(),
    }),
    { selector: (j) => j.name, maxLength: 6 },
  )

  it('runs every job exactly once, in a finite number of rounds, never over the machine beside another', () => {
    fc.assert(
      fc.property(jobs, fc.constantFrom(1, 2, 4), (all, capacity) => {
        // Each job takes one round; a round starts what may start, then ends what ran.
        let pending: Job[] = all
        const ended = new Set<string>()
        for (let round = 0; pending.length > 0; round++) {
          expect(round).toBeLessThan(all.length + 1)
          const started = startable(pending, [], ended, capacity)
          expect(started.length).toBeGreaterThan(0)
          const cores = started.reduce((n, j) => n + j.cores, 0)
          if (started.length > 1) expect(cores).toBeLessThanOrEqual(capacity)
          if (started.some((j) => j.alone)) expect(started).toHaveLength(1)
          for (const j of started) ended.add(j.name)
          pending = pending.filter((j) => !ended.has(j.name))
        }
        expect(ended.size).toBe(all.length)
      }),
    )
  })
})
