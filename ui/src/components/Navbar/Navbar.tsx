import type { ComponentPropsWithoutRef } from 'react'
import { Icon } from '../Icon/Icon.tsx'
import { compass } from '../Icon/icons.ts'
import { AVATAR_FALLBACK, NAVBAR_IDS, displayName, samePath } from './navbar-behaviour.ts'
import styles from './Navbar.module.css'

/** The navigation bar's links, in the specification's order. */
export const NAV_LINKS = [
  { href: '/', label: 'Home' },
  { href: '/features', label: 'Features' },
  { href: '/about', label: 'About' },
  { href: '/contact', label: 'Contact' },
  { href: '/login', label: 'Log In' },
  { href: '/register', label: 'Register' },
  { href: '/dashboard', label: 'Dashboard' },
  { href: '/profile', label: 'Profile' },
] as const

/**
 * The signed-in tools DESIGN.md promises, each on its own page, after the specification's links,
 * in the order a student works: plan the applications, write the essays, then check the list.
 */
export const TOOL_LINKS = [
  { href: '/planner', label: 'Planner' },
  { href: '/essays', label: 'Essays' },
  { href: '/analytics', label: 'Analytics' },
] as const

/** Links shown in the main list; Log In and Register are the signed-out buttons instead. */
const MAIN_LINKS = [
  ...NAV_LINKS.filter((link) => link.href !== '/login' && link.href !== '/register'),
  ...TOOL_LINKS,
]

export type NavbarUser = {
  /** Display name; 'Profile' is shown when empty. */
  name: string | null
  /** Photo URL; the graduate emoji is shown when null (or, with the behaviour, when it fails). */
  avatarUrl: string | null
}

export type NavbarAuthState = 'loading' | 'signed-out' | 'signed-in'

export type NavbarProps = Omit<ComponentPropsWithoutRef<'header'>, 'children'> & {
  /** loading: the sign-in state is not known yet (a same-size placeholder is shown). */
  authState: NavbarAuthState
  /** The signed-in student (used when authState is signed-in). */
  user?: NavbarUser | null
  /** The current path, marked with aria-current. */
  currentPath?: string
  /** The scrolled style (a shadow under the bar). */
  scrolled?: boolean
  /** The mobile menu is open (narrow screens). */
  menuOpen?: boolean
  /** The signed-in student's dropdown (Dashboard, Profile, Sign Out) is open. */
  profileMenuOpen?: boolean
}

function NavbarAvatar({ url }: { url: string | null }) {
  if (url === null) {
    return (
      <span className={styles.avatar} data-variant="emoji" data-navbar-avatar aria-hidden="true">
        {AVATAR_FALLBACK}
      </span>
    )
  }
  return (
    <img
      className={styles.avatar}
      data-variant="photo"
      data-navbar-avatar
      src={url}
      alt=""
      width={32}
      height={32}
    />
  )
}

export type NavbarAuthProps = {
  authState: NavbarAuthState
  user?: NavbarUser | null
  profileMenuOpen?: boolean
}

/** What the sign-in area shows in each state; also rendered into the page's templates. */
export function NavbarAuth({ authState, user = null, profileMenuOpen = false }: NavbarAuthProps) {
  if (authState === 'loading') return <span className={styles.placeholder} aria-hidden="true" />
  if (authState === 'signed-in' && user) {
    const state = profileMenuOpen ? 'open' : 'closed'
    return (
      <div className={styles.profile} data-state={state} data-navbar-profile>
        <button
          type="button"
          className={styles.profileButton}
          aria-expanded={profileMenuOpen}
          aria-controls={NAVBAR_IDS.profileMenu}
          data-navbar-profile-button
        >
          <NavbarAvatar url={user.avatarUrl} />
          <span className={styles.profileName} data-navbar-name>
            {displayName(user.name)}
          </span>
        </button>
        <ul id={NAVBAR_IDS.profileMenu} className={styles.dropdown} hidden={!profileMenuOpen}>
          <li>
            <a href="/dashboard">Dashboard</a>
          </li>
          <li>
            <a href="/profile">Profile</a>
          </li>
          <li>
            <button type="button" data-navbar-sign-out>
              Sign Out
            </button>
          </li>
        </ul>
      </div>
    )
  }
  return (
    <>
      <a href="/login" className={styles.button} data-variant="secondary">
        Log In
      </a>
      <a href="/register" className={styles.button} data-variant="primary">
        Register
      </a>
    </>
  )
}

/**
 * The signed-out and signed-in sign-in areas as inert templates, for a page whose navbar is
 * rendered while the state is unknown: the behaviour (`showSession`) copies the right one in.
 * Render once per page, next to a `loading` Navbar.
 */
export function NavbarAuthTemplates() {
  return (
    <>
      <template data-navbar-template="signed-out">
        <NavbarAuth authState="signed-out" />
      </template>
      <template data-navbar-template="signed-in">
        <NavbarAuth authState="signed-in" user={{ name: null, avatarUrl: null }} />
      </template>
    </>
  )
}

/**
 * The site's navigation bar: links, the sign-in area and a mobile menu. A view of its props; what
 * moves (scroll, menu, dropdown, the session) is `enhanceNavbar` in navbar-behaviour.ts, so the
 * bar can be rendered to HTML at build time and work without React (ADR 0040).
 */
export function Navbar({
  authState,
  user = null,
  currentPath = '/',
  scrolled = false,
  menuOpen = false,
  profileMenuOpen = false,
  className,
  ...rest
}: NavbarProps) {
  return (
    <header
      data-scrolled={scrolled}
      data-state={authState}
      data-navbar
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <nav className={styles.bar} aria-label="Main">
        <a href="/" className={styles.brand}>
          <Icon icon={compass} size="large" tone="accent" /> College Compass
        </a>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={NAVBAR_IDS.menu}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          data-navbar-toggle
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
        </button>
        <div
          id={NAVBAR_IDS.menu}
          className={styles.menu}
          data-state={menuOpen ? 'open' : 'closed'}
          data-navbar-menu
        >
          <ul className={styles.links}>
            {MAIN_LINKS.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  className={styles.link}
                  aria-current={samePath(currentPath, link.href) ? 'page' : undefined}
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
          <div className={styles.auth} data-state={authState} data-navbar-auth>
            <NavbarAuth authState={authState} user={user} profileMenuOpen={profileMenuOpen} />
          </div>
        </div>
      </nav>
    </header>
  )
}
