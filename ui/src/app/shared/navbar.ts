/**
 * The navbar's page script (every page, ADR 0040): wires the build-time navbar and shows who is
 * signed in, read from the session the SDK stores on this device without loading the SDK. The
 * one place the navbar reads the stored session: when its module moves, only these imports do.
 */
import { enhanceNavbar, type NavbarSession } from '../../components/Navbar/navbar-behaviour.ts'
import {
  clearStoredSession,
  readStoredSession,
  subscribeStoredSession,
} from '../../data/session-store.ts'
import { goTo } from './navigation.ts'

function currentSession(): NavbarSession {
  const session = readStoredSession()
  return session ? { name: session.name, avatarUrl: session.avatarUrl } : null
}

/** Signs out on this device, as the SDK does; a failure is only logged (specification). */
function signOut(): void {
  try {
    clearStoredSession()
  } catch (error) {
    console.warn('Sign out failed', error)
  }
  goTo('/login')
}

/** Starts the navbar under `root`, following the session in this tab and others. */
export function startNavbar(root: HTMLElement | null = document.querySelector('[data-navbar]')) {
  if (!root) return
  const navbar = enhanceNavbar(root, { onSignOut: signOut })
  navbar.showSession(currentSession())
  subscribeStoredSession(() => navbar.showSession(currentSession()))
}
