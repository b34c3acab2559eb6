// Which test tiers may start now (ADR 0077): `pnpm test` runs its tiers side by side as long as
// the cores they keep busy fit the machine's, in the order they are listed. Pure, so its rules
// are tested as a table (schedule.test.ts).

export type Job = {
  name: string
  /** The cores the job keeps busy on its own (its CPU seconds over its wall seconds, measured). */
  cores: number
  /** Jobs that must have ended (passed or failed) before this one starts. */
  after?: string[]
  /**
   * The job measures the machine (its figures are times or throughput): it starts when nothing
   * else runs, and nothing starts beside it.
   */
  alone?: boolean
}

/**
 * The pending jobs to start now, in list order. A job waits for the jobs it comes `after`; one
 * that would not fit beside the running ones waits too, and a later one that fits may start first,
 * except past a job that must run `alone`, which the others drain for. A job larger than the
 * machine starts when nothing runs.
 */
export function startable<T extends Job>(
  pending: readonly T[],
  running: readonly Job[],
  ended: ReadonlySet<string>,
  capacity: number,
): T[] {
  if (running.some((job) => job.alone)) return []
  let busy = running.reduce((sum, job) => sum + job.cores, 0)
  let idle = running.length === 0
  const chosen: T[] = []
  for (const job of pending) {
    const ready = (job.after ?? []).every((name) => ended.has(name))
    if (job.alone) {
      if (ready && idle) return [job]
      // Nothing listed after a waiting solo job starts before it.
      if (ready) break
      continue
    }
    if (!ready) continue
    if (idle || busy + job.cores <= capacity) {
      chosen.push(job)
      busy += job.cores
      idle = false
    }
  }
  return chosen
}
