import type { RestClient } from '../rest.ts'
import type { Student } from '../../logic/domain.ts'
import { DataError } from '../errors.ts'
import type { UsersRecord } from '../pocketbase-types.ts'
import { studentOf, usersRecordOf } from '../records.ts'

/** Writes that must not be lost get a deadline and are never auto-cancelled (TOOLCHAIN.md). */
const WRITE_TIMEOUT_MS = 10_000
const READ_TIMEOUT_MS = 10_000

export const reading = (): { requestKey: null; signal: AbortSignal } => ({
  requestKey: null,
  signal: AbortSignal.timeout(READ_TIMEOUT_MS),
})
export const writing = (): { requestKey: null; signal: AbortSignal } => ({
  requestKey: null,
  signal: AbortSignal.timeout(WRITE_TIMEOUT_MS),
})

/** What every domain's verbs share: the client and the signed-in student. */
export type VerbContext = {
  pb: RestClient
  /** The API's origin, for file URLs. */
  origin: string
  /** The signed-in student, from the session; null when signed out or expired. */
  current(): Student | null
  /** The signed-in student's id; rejects as `unauthorized` when signed out. */
  userId(): string
  /**
   * The student of a fresh `users` record, saved in the session when it is the signed-in
   * student's, so the navbar and the next page's first paint show it.
   */
  remember(record: UsersRecord): Student
}

export function verbContext(pb: RestClient): VerbContext {
  const origin = pb.baseURL.replace(/\/+$/, '')
  const current = (): Student | null => {
    const record = usersRecordOf(pb.authStore.record)
    return pb.authStore.isValid && record ? studentOf(record, origin) : null
  }
  return {
    pb,
    origin,
    current,
    userId() {
      const id = current()?.id
      if (!id) throw new DataError('unauthorized', 'Please sign in.')
      return id
    },
    remember(record) {
      if (usersRecordOf(pb.authStore.record)?.id === record.id)
        pb.authStore.save(pb.authStore.token, record)
      return studentOf(record, origin)
    },
  }
}
