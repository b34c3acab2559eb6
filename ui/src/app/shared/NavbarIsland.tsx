import { useMemo, useSyncExternalStore } from 'react'
import { Navbar, type NavbarProps } from '../../components/Navbar/Navbar.tsx'
import {
  clearStoredSession,
  readStoredSession,
  storedSessionSnapshot,
  subscribeStoredSession,
} from '../../data/session-store.ts'
import { goTo } from './navigation.ts'

export type NavbarIslandProps = {
  /** The page's path, for aria-current. */
  currentPath: string
  /** Signs out on this device (default: clears the stored session). */
  signOut?: () => void
}

/** What the server render (and hydration) sees: the sign-in state is not known yet. */
const NOT_READ = undefined

/**
 * The navbar on every page. The server render shows a same-size placeholder in the sign-in area;
 * once hydrated, the session is read from this device (synchronously, without the SDK: ADR 0010)
 * and followed. Sign Out clears the stored session, as the SDK's signOut does, then goes to /login.
 */
export function NavbarIsland({ currentPath, signOut = clearStoredSession }: NavbarIslandProps) {
  // The server snapshot (NOT_READ) is used for the server render and for hydration, so the
  // placeholder is hydrated first and the real state follows at once, with no mismatch.
  const raw = useSyncExternalStore<string | null | typeof NOT_READ>(
    subscribeStoredSession,
    storedSessionSnapshot,
    () => NOT_READ,
  )
  const session = useMemo(() => (raw === NOT_READ ? NOT_READ : readStoredSession(raw)), [raw])

  const onSignOut = () => {
    try {
      signOut()
    } catch (error) {
      // The specification: a sign-out failure is only logged.
      console.warn('Sign out failed', error)
    }
    goTo('/login')
  }

  let props: Pick<NavbarProps, 'authState' | 'user'> = { authState: 'loading' }
  if (session !== NOT_READ) {
    props = session
      ? { authState: 'signed-in', user: { name: session.name, avatarUrl: session.avatarUrl } }
      : { authState: 'signed-out' }
  }
  return <Navbar {...props} currentPath={currentPath} onSignOut={onSignOut} />
}
