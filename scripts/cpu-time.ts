// The CPU time of a test tier's processes that its own process tree never accounts for (ADR
// 0077). A tier's shell reports, with `times`, the CPU of every process it and its descendants
// waited for; a browser that Vitest or Playwright leaves to exit after they do is reparented to
// init, and its time (most of the stories tier's) is lost to them. This watcher reads /proc twice
// a second, follows every process a tier starts, and adds those that outlive their parent, at the
// last time it saw them. On a system without /proc it adds nothing.
import { readdirSync, readFileSync } from 'node:fs'

/** Clock ticks per second of /proc/<pid>/stat's times (USER_HZ: 100 on Linux). */
const TICKS = 100

type Seen = {
  ppid: number
  /** The process's start (in ticks since boot): a reused pid is another process. */
  start: number
  /** Its own CPU and that of the children it waited for, in seconds. */
  cpu: number
  /** Its parent exited first: no one in the tier will wait for it. */
  orphan: boolean
}

function readProcesses(): Map<number, Omit<Seen, 'orphan'>> {
  const processes = new Map<number, Omit<Seen, 'orphan'>>()
  let entries: string[]
  try {
    entries = readdirSync('/proc')
  } catch {
    return processes
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      // After the command name (which may hold spaces), fields from the third (state) on.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      const field = (n: number) => Number(fields[n - 3])
      processes.set(Number(entry), {
        ppid: field(4),
        start: field(22),
        cpu: (field(14) + field(15) + field(16) + field(17)) / TICKS,
      })
    } catch {
      // it exited while we read
    }
  }
  return processes
}

/** Watches the processes of the tiers whose root pids it is given. */
export class OrphanWatcher {
  /** Per root: every process seen under it, by pid and start (pids are reused). */
  private readonly roots = new Map<number, Map<string, Seen & { pid: number }>>()
  private readonly timer = setInterval(() => {
    this.poll()
  }, 500)

  /** Starts following the processes under `root` (a tier's shell). */
  follow(root: number): void {
    this.roots.set(root, new Map())
    this.poll()
  }

  /**
   * The CPU seconds of `root`'s processes that outlived their parents, after waiting (up to 10 s)
   * for them to exit; stops following `root`.
   */
  async orphanSeconds(root: number): Promise<number> {
    const seen = this.roots.get(root)
    if (!seen) return 0
    const deadline = Date.now() + 10_000
    for (;;) {
      const alive = readProcesses()
      const left = [...seen.values()].some((p) => p.orphan && alive.get(p.pid)?.start === p.start)
      if (!left || Date.now() > deadline) break
      this.poll()
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    this.roots.delete(root)
    return [...seen.values()].filter((p) => p.orphan).reduce((sum, p) => sum + p.cpu, 0)
  }

  stop(): void {
    clearInterval(this.timer)
  }

  private poll(): void {
    if (this.roots.size === 0) return
    const alive = readProcesses()
    const key = (pid: number) => `${pid}:${alive.get(pid)?.start}`
    for (const [root, seen] of this.roots) {
      const rootProcess = alive.get(root)
      if (rootProcess && seen.size === 0)
        seen.set(key(root), { pid: root, ...rootProcess, orphan: false })
      // New descendants, parents before children (a parent may be listed after its child).
      let grew = true
      while (grew) {
        grew = false
        for (const [pid, p] of alive)
          if (!seen.has(key(pid)) && seen.has(key(p.ppid))) {
            seen.set(key(pid), { pid, ...p, orphan: false })
            grew = true
          }
      }
      for (const known of seen.values()) {
        const now = alive.get(known.pid)
        if (now?.start !== known.start) continue
        known.cpu = now.cpu
        // Reparented: its parent exited before it (the root's own parent is this script).
        if (known.pid !== root && now.ppid !== known.ppid) known.orphan = true
      }
    }
  }
}
