import { useCallback, useEffect, useRef, useState } from 'react'
import { isTransient } from '../../data/errors.ts'
import type { DataClient } from '../../data/data-client.ts'
import {
  acknowledge,
  emptyOutbox,
  enqueue,
  parseOutbox,
  type Outbox,
  type PendingWrite,
} from '../../logic/outbox/outbox.ts'
import type { KeyValueStore } from './storage.ts'

const RETRY_MS = 15_000

export type OutboxStatus = {
  /** Writes kept on the device, not yet confirmed by the server. */
  pending: number
  /** Whether the last attempt reached the server. */
  serverReachable: boolean
  /** ISO time of the last confirmed write. */
  lastSave: string | null
  /** A write the server refused for good (not a connection problem), as a sentence. */
  rejected: string | null
}

/** Where a student's outbox is kept (the sign-out finds it by this key, ADR 0076). */
export function outboxKey(userId: string): string {
  return `college-compass:outbox:${userId}`
}

async function send(data: DataClient, write: PendingWrite): Promise<void> {
  switch (write.kind) {
    case 'state':
      await data.profile.setState(write.state)
      return
    case 'quiz':
      await data.quiz.submit(write.answers, write.state ? { state: write.state } : undefined)
      return
    case 'list-add':
      await data.list.add(write.universityId)
      return
  }
}

/**
 * Sends writes to the server in order, keeping them on the device (so a reload or a dropped
 * connection loses nothing) until the server confirms each one. Retries when the browser comes
 * back online, every 15 s while writes wait, and on demand.
 */
export function useOutbox(data: DataClient, userId: string | null, store: KeyValueStore) {
  const outbox = useRef<Outbox | null>(null)
  const flushing = useRef<Promise<boolean> | null>(null)
  const [status, setStatus] = useState<OutboxStatus>({
    pending: 0,
    serverReachable: true,
    lastSave: null,
    rejected: null,
  })

  const save = useCallback(
    (next: Outbox) => {
      outbox.current = next
      if (next.writes.length === 0) store.remove(outboxKey(next.userId))
      else store.set(outboxKey(next.userId), JSON.stringify(next))
      setStatus((s) => ({ ...s, pending: next.writes.length }))
    },
    [store],
  )

  useEffect(() => {
    if (!userId) return
    const stored = parseOutbox(store.get(outboxKey(userId)), userId)
    outbox.current = stored
    setStatus((s) => ({ ...s, pending: stored.writes.length }))
  }, [userId, store])

  /** Sends what waits; resolves true when nothing is left waiting. */
  const flush = useCallback((): Promise<boolean> => {
    if (flushing.current) return flushing.current
    const run = async (): Promise<boolean> => {
      // Starts after `flushing` is set, and clears it in the same step as its last look at the
      // queue: a write pushed at any moment is either seen by this run or starts the next one.
      await Promise.resolve()
      try {
        for (;;) {
          const current = outbox.current
          const write = current?.writes[0]
          if (!current || !write) return true
          try {
            await send(data, write)
            save(acknowledge(current, 1))
            setStatus((s) => ({ ...s, serverReachable: true, lastSave: new Date().toISOString() }))
          } catch (error) {
            if (isTransient(error)) {
              setStatus((s) => ({ ...s, serverReachable: false }))
              return false
            }
            // Refused for good (invalid, not found, signed out): drop it so the rest can go.
            save(acknowledge(current, 1))
            setStatus((s) => ({
              ...s,
              serverReachable: true,
              rejected: 'One change could not be saved because the server refused it.',
            }))
          }
        }
      } finally {
        flushing.current = null
      }
    }
    const promise = run()
    flushing.current = promise
    return promise
  }, [data, save])

  const push = useCallback(
    (write: PendingWrite): Promise<boolean> => {
      if (!userId) return Promise.resolve(false)
      save(enqueue(outbox.current ?? emptyOutbox(userId), write))
      return flush()
    },
    [userId, save, flush],
  )

  useEffect(() => {
    if (!userId) return
    const online = () => void flush()
    window.addEventListener('online', online)
    const timer = window.setInterval(() => {
      if ((outbox.current?.writes.length ?? 0) > 0) void flush()
    }, RETRY_MS)
    void flush()
    return () => {
      window.removeEventListener('online', online)
      window.clearInterval(timer)
    }
  }, [userId, flush])

  return { status, push, flush }
}
