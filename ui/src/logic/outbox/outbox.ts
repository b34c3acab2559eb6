import type { DashboardState } from '../dashboard/dashboard-machine.ts'
import type { QuizAnswers } from '../quiz/questions.ts'

/**
 * Writes waiting for the server: kept on the device while the server cannot be reached and sent
 * when it is back, so nothing a student entered is lost. Pure: the island persists it.
 */
export type PendingWrite =
  | { kind: 'state'; state: DashboardState }
  | { kind: 'quiz'; answers: QuizAnswers; state?: DashboardState }
  | { kind: 'list-add'; universityId: string }

export type Outbox = { userId: string; writes: PendingWrite[] }

export function emptyOutbox(userId: string): Outbox {
  return { userId, writes: [] }
}

/**
 * Adds a write, folding it into what is already waiting: only the latest card and the latest
 * answers matter, and a university is added once. A quiz submit that moves the card supersedes an
 * older pending card change.
 */
export function enqueue(outbox: Outbox, write: PendingWrite): Outbox {
  let writes = outbox.writes
  switch (write.kind) {
    case 'state':
      writes = writes.filter((w) => w.kind !== 'state')
      break
    case 'quiz':
      writes = writes.filter((w) => w.kind !== 'quiz' && !(write.state && w.kind === 'state'))
      break
    case 'list-add':
      if (writes.some((w) => w.kind === 'list-add' && w.universityId === write.universityId))
        return outbox
      break
  }
  return { ...outbox, writes: [...writes, write] }
}

/** The outbox after the first `count` writes were confirmed by the server. */
export function acknowledge(outbox: Outbox, count: number): Outbox {
  return { ...outbox, writes: outbox.writes.slice(count) }
}

/** Reads a stored outbox, discarding anything malformed or belonging to another student. */
export function parseOutbox(text: string | null, userId: string): Outbox {
  if (!text) return emptyOutbox(userId)
  try {
    const value = JSON.parse(text) as unknown
    if (
      typeof value === 'object' &&
      value !== null &&
      (value as Outbox).userId === userId &&
      Array.isArray((value as Outbox).writes)
    ) {
      const writes = (value as Outbox).writes.filter(isPendingWrite)
      return { userId, writes }
    }
  } catch {
    // fall through: a corrupt entry is dropped rather than crashing the dashboard
  }
  return emptyOutbox(userId)
}

function isPendingWrite(value: unknown): value is PendingWrite {
  if (typeof value !== 'object' || value === null) return false
  const w = value as Record<string, unknown>
  switch (w.kind) {
    case 'state':
      return typeof w.state === 'string'
    case 'quiz':
      return typeof w.answers === 'object' && w.answers !== null
    case 'list-add':
      return typeof w.universityId === 'string'
    default:
      return false
  }
}
