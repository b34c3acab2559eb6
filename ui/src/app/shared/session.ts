import { useEffect, useState } from 'react'
import type { DataClient, Student } from '../../data/types.ts'
import { loginPathFor, LOGIN_PATH } from '../../logic/auth/return-to.ts'
import { goTo, redirectTo } from './navigation.ts'

/** The sign-in state as an island sees it: loading until the stored session was checked. */
export type Session =
  { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; student: Student }

function sessionOf(student: Student | null): Session {
  return student ? { status: 'signed-in', student } : { status: 'signed-out' }
}

const checks = new WeakMap<DataClient, Promise<unknown>>()

/** One server check of the stored session per page, however many islands ask. */
function checkOnce(data: DataClient): Promise<unknown> {
  let check = checks.get(data)
  if (!check) {
    check = data.auth.refresh().catch(() => null)
    checks.set(data, check)
  }
  return check
}

/**
 * The page's one sign-in state. It starts as `loading`, checks the stored session with the
 * server (an expired or revoked token signs out cleanly), then follows every change: signing in
 * or out in this tab, in another island, or in another tab (the SDK's store listens to the
 * `storage` event).
 */
export function useSession(data: DataClient): Session {
  const [session, setSession] = useState<Session>({ status: 'loading' })
  useEffect(() => {
    let active = true
    const unsubscribe = data.auth.onChange((student) => {
      if (active) setSession(sessionOf(student))
    })
    void checkOnce(data).then(() => {
      if (active) setSession(sessionOf(data.auth.current()))
    })
    return () => {
      active = false
      unsubscribe()
    }
  }, [data])
  return session
}

/**
 * For /dashboard, /quiz and /profile: the signed-in student, or null while the session is
 * checked. A signed-out visitor is sent to /login (which brings them back here after sign-in);
 * signing out later, here or in another tab, goes to /login. Render nothing protected while this
 * is null.
 */
export function useProtectedSession(data: DataClient): Student | null {
  const session = useSession(data)
  const [wasSignedIn, setWasSignedIn] = useState(false)
  if (session.status === 'signed-in' && !wasSignedIn) setWasSignedIn(true)

  useEffect(() => {
    if (session.status !== 'signed-out') return
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
    redirectTo(wasSignedIn ? LOGIN_PATH : loginPathFor(here))
  }, [session.status, wasSignedIn])

  return session.status === 'signed-in' ? session.student : null
}

/** What the navbar's Sign Out does: end the session (a failure is only logged) and go to /login. */
export function signOutAndLeave(data: DataClient): void {
  data.auth.signOut()
  goTo(LOGIN_PATH)
}
