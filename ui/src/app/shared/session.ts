import { useCallback, useEffect, useRef, useState } from 'react'
import type { SessionCheck } from '../../data/data-client.ts'
import type { PageDataClient } from '../../data/lazy.ts'
import { isSigningOut, SIGN_OUT_REQUEST } from '../../data/session-store.ts'
import { loginPathFor, LOGIN_PATH } from '../../logic/auth/return-to.ts'
import type { Student } from '../../logic/domain.ts'
import { redirectTo } from './navigation.ts'
import type { SignOutOutcome } from './sign-out.ts'
import { signOutCode } from './storage.ts'

/**
 * Where the signed-in student's record came from: this device (drawn at once, before the server
 * answers), the server (checked), or this device because the server could not be reached.
 */
export type SessionSource = 'device' | 'server' | 'unreachable'

/** The sign-in state as an island sees it. */
export type Session =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; student: Student; source: SessionSource }

const checks = new WeakMap<PageDataClient, Promise<SessionCheck>>()

/** One server check of the stored session per page, however many islands ask. */
function checkOnce(data: PageDataClient): Promise<SessionCheck> {
  let check = checks.get(data)
  if (!check) {
    check = data.auth.refresh().catch(() => null)
    checks.set(data, check)
  }
  return check
}

function signedIn(student: Student | null, source: SessionSource): Session {
  return student ? { status: 'signed-in', student, source } : { status: 'signed-out' }
}

/**
 * The page's sign-in state. It checks the stored session with the server once per page (an
 * expired or revoked token signs out cleanly), then follows every change: signing in or out in
 * this tab, in another island, or in another tab. With `fromDevice`, a device holding a session
 * starts signed in with the record stored on it (source 'device'), so a signed-in page draws at
 * once and the server's answer replaces it; without, it starts 'loading' (what a server render
 * shows).
 */
export function useSession(data: PageDataClient, options: { fromDevice?: boolean } = {}): Session {
  const [session, setSession] = useState<Session>(() => {
    const stored = options.fromDevice ? data.auth.current() : null
    return stored ? signedIn(stored, 'device') : { status: 'loading' }
  })
  useEffect(() => {
    let active = true
    const unsubscribe = data.auth.onChange((student) => {
      if (!active) return
      setSession((current) =>
        signedIn(student, current.status === 'signed-in' ? current.source : 'server'),
      )
    })
    void checkOnce(data).then((check) => {
      if (!active) return
      setSession(
        check
          ? signedIn(check.student, check.confirmed ? 'server' : 'unreachable')
          : signedIn(null, 'server'),
      )
    })
    return () => {
      active = false
      unsubscribe()
    }
  }, [data])
  return session
}

let signingOut: Promise<SignOutOutcome> | null = null

/**
 * Signs out of this page's session (ADR 0076): asks first when the device holds work the account
 * has not got, then clears the device. One at a time, however many buttons ask. When its code
 * cannot be downloaded (offline), the session still ends.
 */
export function signOutOfPage(data: PageDataClient): Promise<SignOutOutcome> {
  signingOut ??= signOutCode()
    .then(
      (module) => module.signOut({ auth: data.auth }),
      (): SignOutOutcome => {
        data.auth.signOut()
        return 'signed-out'
      },
    )
    .finally(() => {
      signingOut = null
    })
  return signingOut
}

/** A signed-in page's student, and how to take in the student a write returned. */
export type ProtectedSession = {
  student: Student
  source: SessionSource
  /** Shows the student a write (or a reload) returned. */
  update: (student: Student) => void
  /**
   * Set before the island signs the student out and goes elsewhere itself (deleting the account
   * goes home), so the sign-out does not also send them to /login; cleared if that fails.
   */
  leaving: (leaving: boolean) => void
  /** Signs out (asking first about unsent work); the caller goes to /login when signed out. */
  signOut: () => Promise<SignOutOutcome>
}

export type ProtectedSessionOptions = {
  /** Replaces the page (tests pass their own). */
  redirect?: (path: string) => void
}

/**
 * For every signed-in page: the student (drawn from this device at once, then from the server), or
 * null while there is none to show. A signed-out visitor is sent to /login (which brings them back
 * here after sign-in); signing out later, here or in another tab, goes to /login. Render nothing
 * protected while this is null.
 */
export function useProtectedSession(
  data: PageDataClient,
  { redirect = redirectTo }: ProtectedSessionOptions = {},
): ProtectedSession | null {
  const session = useSession(data, { fromDevice: true })
  const signedInId = session.status === 'signed-in' ? session.student.id : null
  /** The student this page last showed: their copies go when the server refuses the session. */
  const [lastStudent, setLastStudent] = useState(signedInId)
  const [written, setWritten] = useState<Student | null>(null)
  const isLeaving = useRef(false)
  if (signedInId !== null && signedInId !== lastStudent) setLastStudent(signedInId)

  useEffect(() => {
    if (session.status !== 'signed-out' || isLeaving.current || isSigningOut()) return
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`
    if (!lastStudent) {
      redirect(loginPathFor(here))
      return
    }
    // Ended elsewhere (refused, expired, another tab): what the device keeps of that student goes,
    // except what their account has not got, which waits for them to sign in again.
    void signOutCode()
      .then((module) => module.clearDevice({ type: 'refused', userId: lastStudent }))
      .catch(() => undefined)
      .finally(() => redirect(LOGIN_PATH))
  }, [session.status, lastStudent, redirect])

  // The navbar's Sign Out (a page script, not an island) asks the page to sign out.
  useEffect(() => {
    const requested = (event: Event) => {
      event.preventDefault()
      void signOutOfPage(data).then((outcome) => {
        if (outcome === 'signed-out') redirect(LOGIN_PATH)
      })
    }
    window.addEventListener(SIGN_OUT_REQUEST, requested)
    return () => window.removeEventListener(SIGN_OUT_REQUEST, requested)
  }, [data, redirect])

  // The newest of what the session says and what the island's own writes returned.
  const fromSession = session.status === 'signed-in' ? session.student : null
  const student =
    fromSession && written?.id === fromSession.id && written.updated > fromSession.updated
      ? written
      : fromSession
  const update = useCallback((next: Student) => setWritten(next), [])
  const leaving = useCallback((yes: boolean) => {
    isLeaving.current = yes
  }, [])
  const signOut = useCallback(() => signOutOfPage(data), [data])
  if (session.status !== 'signed-in' || !student) return null
  return { student, source: session.source, update, leaving, signOut }
}
