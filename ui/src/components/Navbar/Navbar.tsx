import { useEffect, useId, useRef, useState, type ComponentPropsWithoutRef } from 'react'
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
  // The Smart Planning Assistant (DESIGN.md, "The three promised tools"); not in the specification.
  { href: '/planner', label: 'Planner' },
  { href: '/profile', label: 'Profile' },
] as const

/** Links shown in the main list; Log In and Register are the signed-out buttons instead. */
const MAIN_LINKS = NAV_LINKS.filter((link) => link.href !== '/login' && link.href !== '/register')

export type NavbarUser = {
  /** Display name; 'Profile' is shown when empty. */
  name: string | null
  /** Photo URL; the graduate emoji is shown when null or when it fails to load. */
  avatarUrl: string | null
}

export type NavbarProps = Omit<ComponentPropsWithoutRef<'header'>, 'children'> & {
  /** loading: the sign-in state is not known yet (a same-size placeholder is shown). */
  authState: 'loading' | 'signed-out' | 'signed-in'
  /** The signed-in student (used when authState is signed-in). */
  user?: NavbarUser | null
  /** The current path, marked with aria-current. */
  currentPath?: string
  /** Forces the scrolled style (stories); by default it follows the page's scroll position. */
  scrolled?: boolean
  /** Sign Out was chosen. */
  onSignOut?: () => void
}

function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)
  return trim(a) === trim(b)
}

function useScrolled(forced: boolean | undefined): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    if (forced !== undefined) return
    const update = () => setScrolled(window.scrollY > 8)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [forced])
  return forced ?? scrolled
}

function Avatar({ user }: { user: NavbarUser }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null)
  if (!user.avatarUrl || failedUrl === user.avatarUrl) {
    return (
      <span className={styles.avatar} data-variant="emoji" aria-hidden="true">
        🎓
      </span>
    )
  }
  const url = user.avatarUrl
  return (
    <img
      className={styles.avatar}
      src={url}
      alt=""
      width={32}
      height={32}
      onError={() => setFailedUrl(url)}
    />
  )
}

function ProfileMenu({ user, onSignOut }: { user: NavbarUser; onSignOut?: () => void }) {
  const [open, setOpen] = useState(false)
  const menuId = useId()
  const rootRef = useRef<HTMLDivElement>(null)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const listRef = useRef<HTMLUListElement>(null)

  // Hover, Escape and focus leaving the menu, on the wrapper (native listeners: the wrapper is
  // not itself interactive; the button and links inside are).
  useEffect(() => {
    const root = rootRef.current
    if (!root) return
    const show = () => setOpen(true)
    const hide = () => setOpen(false)
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      setOpen(false)
      buttonRef.current?.focus()
    }
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && root.contains(event.relatedTarget))) hide()
    }
    root.addEventListener('mouseenter', show)
    root.addEventListener('mouseleave', hide)
    root.addEventListener('keydown', onKeyDown)
    root.addEventListener('focusout', onFocusOut)
    return () => {
      root.removeEventListener('mouseenter', show)
      root.removeEventListener('mouseleave', hide)
      root.removeEventListener('keydown', onKeyDown)
      root.removeEventListener('focusout', onFocusOut)
    }
  }, [])

  const openAndFocusFirst = () => {
    setOpen(true)
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>('a, button')?.focus())
  }
  const trimmed = user.name?.trim() ?? ''
  const name = trimmed === '' ? 'Profile' : trimmed
  return (
    <div ref={rootRef} className={styles.profile} data-state={open ? 'open' : 'closed'}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.profileButton}
        aria-expanded={open}
        aria-controls={menuId}
        // A mouse click keeps a hover-opened menu open; keyboard activation (detail 0) toggles.
        onClick={(event) => setOpen((value) => (event.detail > 0 ? true : !value))}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault()
            openAndFocusFirst()
          }
        }}
      >
        <Avatar user={user} />
        <span className={styles.profileName}>{name}</span>
      </button>
      <ul id={menuId} ref={listRef} className={styles.dropdown} hidden={!open}>
        <li>
          <a href="/dashboard">Dashboard</a>
        </li>
        <li>
          <a href="/profile">Profile</a>
        </li>
        <li>
          <button type="button" onClick={onSignOut}>
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  )
}

/** The site's navigation bar: links, the sign-in area and a mobile menu. */
export function Navbar({
  authState,
  user = null,
  currentPath = '/',
  scrolled: forcedScrolled,
  onSignOut,
  className,
  ...rest
}: NavbarProps) {
  const scrolled = useScrolled(forcedScrolled)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!menuOpen) return
    menuRef.current?.querySelector<HTMLElement>('a, button')?.focus()
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [menuOpen])

  return (
    <header
      data-scrolled={scrolled}
      data-state={authState}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <nav className={styles.bar} aria-label="Main">
        <a href="/" className={styles.brand}>
          <span aria-hidden="true">🧭</span> College Compass
        </a>
        <button
          ref={toggleRef}
          type="button"
          className={styles.toggle}
          aria-expanded={menuOpen}
          aria-controls={menuId}
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((value) => !value)}
        >
          <span className={styles.toggleIcon} aria-hidden="true" />
        </button>
        <div
          id={menuId}
          ref={menuRef}
          className={styles.menu}
          data-state={menuOpen ? 'open' : 'closed'}
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
          <div className={styles.auth} data-state={authState}>
            {authState === 'loading' ? (
              <span className={styles.placeholder} aria-hidden="true" />
            ) : authState === 'signed-in' && user ? (
              <ProfileMenu user={user} {...(onSignOut ? { onSignOut } : {})} />
            ) : (
              <>
                <a href="/login" className={styles.button} data-variant="secondary">
                  Log In
                </a>
                <a href="/register" className={styles.button} data-variant="primary">
                  Register
                </a>
              </>
            )}
          </div>
        </div>
      </nav>
    </header>
  )
}
