import type { Student } from '../../logic/domain.ts'
import { toDataError } from '../errors.ts'
import type { UsersRecord } from '../pocketbase-types.ts'
import { reading, type VerbContext } from './context.ts'

/** The outcome of checking the stored session with the server. */
export type SessionCheck = {
  student: Student
  /** False when the server could not be reached: the student is the one stored on this device. */
  confirmed: boolean
} | null

/** The session's verbs: all a signed-in page needs of auth. */
export function sessionVerbs(ctx: VerbContext) {
  const { pb } = ctx
  const users = () => pb.collection<UsersRecord>('users')
  return {
    /** The student signed in on this device (from the stored session), or null. */
    current: (): Student | null => ctx.current(),
    /** Whether this device holds a session, before any check with the server (no request). */
    hasSession: (): boolean => pb.authStore.token !== '',
    /** Called whenever the session changes, in this tab or another. */
    onChange(listener: (student: Student | null) => void): () => void {
      return pb.authStore.onChange(() => {
        listener(ctx.current())
      })
    },
    /**
     * Checks the stored session with the server and returns the student's fresh record; a revoked
     * or expired session signs out cleanly, and being offline keeps the stored student.
     */
    async refresh(): Promise<SessionCheck> {
      if (!pb.authStore.token) return null
      try {
        const auth = await users().authRefresh({ ...reading() })
        return { student: ctx.remember(auth.record), confirmed: true }
      } catch (raw) {
        const error = toDataError(raw)
        if (['unauthorized', 'not-found', 'forbidden'].includes(error.kind)) {
          pb.authStore.clear()
          return null
        }
        const student = ctx.current()
        return student && { student, confirmed: false }
      }
    },
    /** Ends the session in this tab and every other tab; a failure is only logged. */
    signOut(): void {
      try {
        pb.authStore.clear()
      } catch (error) {
        // The specification: a sign-out failure is only logged.
        console.error('Sign out failed', error)
      }
    },
  }
}
