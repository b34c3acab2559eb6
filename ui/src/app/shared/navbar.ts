/**
 * The navbar's page script (every page, ADR 0040): wires the build-time navbar and shows who is
 * signed in, read from the session the SDK stores on this device without loading the SDK. The
 * one place the navbar reads the stored session: when its module moves, only these imports do.
 */
import { enhanceNavbar, type NavbarSession } from '../../components/Navbar/navbar-behaviour.ts'
import {
  clearStoredSession,
  readStoredSession,
  SIGN_OUT_REQUEST,
  subscribeStoredSession,
} from '../../data/session-store.ts'
import { goTo } from './navigation.ts'

function currentSession(): NavbarSession {
  const session = readStoredSession()
  return session ? { name: session.name, avatarUrl: session.avatarUrl } : null
}

/**
 * Sign Out (ADR 0076): a signed-in page signs out itself, asking first about unsent work it may
 * hold in memory; any other page asks /login to do it, noting where to come back to if the
 * student stays. Either way the device is cleared and the student lands on /login.
 */
function signOut(): void {
  if (!window.dispatchEvent(new Event(SIGN_OUT_REQUEST, { cancelable: true }))) return
  try {
    sessionStorage.setItem(SIGN_OUT_REQUEST, `${location.pathname}${location.search}`)
  } catch {
    // No sessionStorage to ask with: the session ends here, as it did before (a failure is only
    // logged, specification).
    try {
      clearStoredSession()
    } catch (error) {
      console.warn('Sign out failed', error)
    }
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
