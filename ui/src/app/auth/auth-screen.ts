import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { GoogleButtonStatus } from '../../components/GoogleButton/GoogleButton.tsx'
import type { LegalPage } from '../../components/LegalNotice/LegalNotice.tsx'
import type { DeviceChoice } from '../../components/LoginForm/LoginForm.tsx'
import { describeAuthError } from '../../data/auth-errors.ts'
import { isDataError } from '../../data/errors.ts'
import type { DataClient } from '../../data/data-client.ts'
import {
  onSharedComputer,
  SHARED_COMPUTER_KEY,
  SIGN_OUT_REQUEST,
} from '../../data/session-store.ts'
import { returnPath } from '../../logic/auth/return-to.ts'
import { warmUp } from '../shared/data.ts'
import { redirectTo } from '../shared/navigation.ts'
import { signOutOfPage, useSession, type Session } from '../shared/session.ts'
import { signOutCode } from '../shared/storage.ts'

/** What the sign-in and the sign-up island take (AuthPageIsland mounts one or the other). */
export type AuthIslandProps = {
  data?: DataClient
  /** Opens the terms or privacy policy in a modal; without it the links go to /terms and /privacy. */
  onOpenLegal?: (page: LegalPage) => void
}

export type AuthScreen = {
  session: Session
  /**
   * Whether to show the form: once the visitor is known to be signed out, and at once on a device
   * with no stored session (the server-rendered form, ADR 0028). A device with a stored session
   * sees a loading indicator until the session check says where to go.
   */
  showForm: boolean
  /** idle, or submitting while an email sign-in or sign-up is under way. */
  status: 'idle' | 'submitting'
  googleStatus: GoogleButtonStatus
  /** The banner's sentence, or null. */
  error: string | null
  /** Field messages from the server, by field name. */
  fieldErrors: Record<string, string>
  /**
   * Runs a sign-in or sign-up, on a shared computer when the student said so; on success the
   * session change takes the student on.
   */
  submit: (run: () => Promise<unknown>, choice?: DeviceChoice) => Promise<void>
  /** Starts Google; call it straight from the click so the popup is allowed to open. */
  google: (choice?: DeviceChoice) => void
}

/**
 * Chosen at sign-in, before the session is saved: on a shared computer the session store keeps it
 * in this tab (ADR 0076).
 */
function chooseSharedComputer({ sharedComputer }: DeviceChoice): void {
  try {
    if (sharedComputer) sessionStorage.setItem(SHARED_COMPUTER_KEY, '1')
    else sessionStorage.removeItem(SHARED_COMPUTER_KEY)
  } catch {
    // no sessionStorage: the session is kept as usual
  }
}

/** The page a student asked to sign out from (the navbar's, on a page with no island), or null. */
function takeSignOutRequest(): string | null {
  try {
    const from = sessionStorage.getItem(SIGN_OUT_REQUEST)
    sessionStorage.removeItem(SIGN_OUT_REQUEST)
    return from
  } catch {
    return null
  }
}

/**
 * What /login and /register share: the session check (a signed-in visitor goes on to where they
 * were headed), Google's availability, and turning failures into the specification's sentences.
 */
export function useAuthScreen(data: DataClient, action: 'sign-in' | 'sign-up'): AuthScreen {
  const session = useSession(data)
  // The server renders the form (no session there); hydration agrees, then the device's own
  // answer follows.
  const stored = useSyncExternalStore(
    (onChange) => data.auth.onChange(onChange),
    () => data.auth.hasSession(),
    () => false,
  )
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle')
  const [googlePending, setGooglePending] = useState(false)
  const [googleConfigured, setGoogleConfigured] = useState(true)
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  const signedIn = session.status === 'signed-in' ? session.student.id : null
  // Read once, when the page opens: it applies to the session found then, never to a later one.
  const signOutFrom = useRef<string | null>(null)
  useEffect(() => {
    signOutFrom.current = takeSignOutRequest()
  }, [])
  const known = session.status !== 'loading'
  useEffect(() => {
    if (!known) return
    const from = signOutFrom.current
    signOutFrom.current = null
    if (signedIn === null) return
    const onward = returnPath(new URLSearchParams(window.location.search).get('next'))
    if (from !== null) {
      // Sign Out on a page with no island (ADR 0076): signed out here, the form then shows; a
      // student who stays goes back where they were.
      void signOutOfPage(data).then((outcome) => {
        if (outcome === 'stayed') redirectTo(returnPath(from))
      })
      return
    }
    // Signed in: nothing another student left on this device is ever shown to this one.
    void signOutCode()
      .then((module) =>
        module.clearDevice({
          type: 'signed-in',
          userId: signedIn,
          sharedComputer: onSharedComputer(),
        }),
      )
      .catch(() => undefined)
      .finally(() => redirectTo(onward))
  }, [known, signedIn, data])

  useEffect(() => {
    // The first touch of the form starts loading the SDK, so the submit does not wait for it.
    const events = ['focusin', 'pointerdown', 'keydown'] as const
    const warm = () => {
      warmUp(data)
      for (const type of events) document.removeEventListener(type, warm)
    }
    for (const type of events) document.addEventListener(type, warm)
    return () => {
      for (const type of events) document.removeEventListener(type, warm)
    }
  }, [data])

  useEffect(() => {
    let active = true
    // When the check itself fails, the button stays usable and a click explains the failure.
    data.auth
      .googleAvailable()
      .then((available) => {
        if (active) setGoogleConfigured(available)
      })
      .catch(() => undefined)
    return () => {
      active = false
    }
  }, [data])

  const fail = (failure: unknown) => {
    setError(describeAuthError(failure, action))
    setFieldErrors(isDataError(failure) ? { ...failure.fields } : {})
  }

  const submit = async (run: () => Promise<unknown>, choice?: DeviceChoice) => {
    if (choice) chooseSharedComputer(choice)
    setStatus('submitting')
    setError(null)
    setFieldErrors({})
    try {
      await run()
    } catch (failure) {
      setStatus('idle')
      fail(failure)
    }
  }

  const google = (choice?: DeviceChoice) => {
    if (choice) chooseSharedComputer(choice)
    setError(null)
    setFieldErrors({})
    setGooglePending(true)
    data.auth.signInWithGoogle().then(
      () => undefined,
      (failure: unknown) => {
        setGooglePending(false)
        fail(failure)
      },
    )
  }

  return {
    session,
    showForm: session.status === 'signed-out' || (session.status === 'loading' && !stored),
    status,
    googleStatus: !googleConfigured ? 'not-configured' : googlePending ? 'pending' : 'ready',
    error,
    fieldErrors,
    submit,
    google,
  }
}
