/**
 * What moves in the navbar, over the markup `Navbar` renders (at build time on the site, by React
 * in Storybook): the scrolled style, the mobile menu, the profile dropdown, the photo's fallback
 * and the signed-in state. Plain DOM code with no React, so every page can have a working navbar
 * for a few kilobytes (ADR 0040). It finds its parts by `data-navbar-*` attributes.
 */

/** The navbar is on every page once, so its controlled parts have fixed ids. */
export const NAVBAR_IDS = { menu: 'navbar-menu', profileMenu: 'navbar-profile-menu' } as const

/** The specification's fallback when a student has no photo or it fails to load. */
export const AVATAR_FALLBACK = '🎓'

/** How far the page must scroll before the bar takes its scrolled style, in CSS pixels. */
const SCROLLED_AFTER_PX = 8

/** The profile button's text: the display name, or 'Profile' when there is none. */
export function displayName(name: string | null | undefined): string {
  const trimmed = name?.trim() ?? ''
  return trimmed === '' ? 'Profile' : trimmed
}

/** Whether two site paths are the same page (a trailing slash does not count). */
export function samePath(a: string, b: string): boolean {
  const trim = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path)
  return trim(a) === trim(b)
}

/** Who is signed in, as the navbar shows them; null when signed out. */
export type NavbarSession = { name: string | null; avatarUrl: string | null } | null

export type NavbarBehaviourOptions = {
  /** Sign Out was chosen in the dropdown. */
  onSignOut: () => void
  /** Where the `data-navbar-template` templates are (default: the document). */
  templates?: ParentNode
}

export type NavbarController = {
  /** Shows the signed-in (or signed-out) sign-in area; does nothing if the session is unchanged. */
  showSession: (session: NavbarSession) => void
  /** Removes the page-level listeners (scroll, Escape). */
  destroy: () => void
}

function part(root: ParentNode, name: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-navbar-${name}]`)
}

/** The emoji that stands in for a photo, styled as the photo was. */
function fallbackFor(photo: HTMLImageElement): HTMLElement {
  const fallback = document.createElement('span')
  fallback.className = photo.className
  fallback.dataset.variant = 'emoji'
  fallback.dataset.navbarAvatar = ''
  fallback.setAttribute('aria-hidden', 'true')
  fallback.textContent = AVATAR_FALLBACK
  return fallback
}

/** Replaces the photo by the emoji if it fails to load (or already has). */
function watchPhoto(photo: HTMLImageElement): void {
  const fail = () => photo.replaceWith(fallbackFor(photo))
  if (photo.complete && photo.getAttribute('src') && photo.naturalWidth === 0) fail()
  else photo.addEventListener('error', fail, { once: true })
}

/** Puts the student's photo where the emoji is. */
function showPhoto(emoji: HTMLElement, url: string): void {
  const photo = document.createElement('img')
  photo.className = emoji.className
  photo.dataset.variant = 'photo'
  photo.dataset.navbarAvatar = ''
  photo.alt = ''
  photo.width = 32
  photo.height = 32
  photo.addEventListener('error', () => photo.replaceWith(emoji), { once: true })
  photo.src = url
  emoji.replaceWith(photo)
}

/** Wires the navbar under `root` (the `<header data-navbar>`); returns its controller. */
export function enhanceNavbar(
  root: HTMLElement,
  options: NavbarBehaviourOptions,
): NavbarController {
  const toggle = part(root, 'toggle')
  const menu = part(root, 'menu')
  const auth = part(root, 'auth')
  const templates = options.templates ?? document

  const onScroll = () => {
    root.dataset.scrolled = String(window.scrollY > SCROLLED_AFTER_PX)
  }
  onScroll()
  window.addEventListener('scroll', onScroll, { passive: true })

  const menuOpen = () => menu?.dataset.state === 'open'
  const setMenuOpen = (open: boolean) => {
    if (!menu || !toggle) return
    menu.dataset.state = open ? 'open' : 'closed'
    toggle.setAttribute('aria-expanded', String(open))
    toggle.setAttribute('aria-label', open ? 'Close menu' : 'Open menu')
    if (open) menu.querySelector<HTMLElement>('a, button')?.focus()
  }
  toggle?.addEventListener('click', () => setMenuOpen(!menuOpen()))
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen()) return
    setMenuOpen(false)
    toggle?.focus()
  }
  document.addEventListener('keydown', onKeyDown)

  const wireProfile = (profile: HTMLElement) => {
    const button = part(profile, 'profile-button')
    const list = profile.querySelector<HTMLElement>('ul')
    if (!button || !list) return
    const isOpen = () => profile.dataset.state === 'open'
    const setOpen = (open: boolean) => {
      profile.dataset.state = open ? 'open' : 'closed'
      button.setAttribute('aria-expanded', String(open))
      list.hidden = !open
    }
    profile.addEventListener('mouseenter', () => setOpen(true))
    profile.addEventListener('mouseleave', () => setOpen(false))
    profile.addEventListener('focusout', (event) => {
      if (!(event.relatedTarget instanceof Node && profile.contains(event.relatedTarget)))
        setOpen(false)
    })
    profile.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      setOpen(false)
      button.focus()
    })
    // A mouse click keeps a hover-opened menu open; keyboard activation (detail 0) toggles.
    button.addEventListener('click', (event) => setOpen(event.detail > 0 ? true : !isOpen()))
    button.addEventListener('keydown', (event) => {
      if (event.key !== 'ArrowDown') return
      event.preventDefault()
      setOpen(true)
      list.querySelector<HTMLElement>('a, button')?.focus()
    })
    part(profile, 'sign-out')?.addEventListener('click', () => options.onSignOut())
    const photo = part(profile, 'avatar')
    if (photo instanceof HTMLImageElement) watchPhoto(photo)
  }
  const profile = auth && part(auth, 'profile')
  if (profile) wireProfile(profile)

  let shown: string | null = null
  const showSession = (session: NavbarSession) => {
    const key = JSON.stringify(session)
    if (!auth || key === shown) return
    shown = key
    const state = session ? 'signed-in' : 'signed-out'
    const template = templates.querySelector<HTMLTemplateElement>(
      `template[data-navbar-template="${state}"]`,
    )
    if (!template) throw new Error(`The page has no navbar template for ${state}.`)
    auth.replaceChildren(template.content.cloneNode(true))
    if (session) {
      const profile = part(auth, 'profile')
      if (profile) wireProfile(profile)
      const name = part(auth, 'name')
      if (name) name.textContent = displayName(session.name)
      const emoji = part(auth, 'avatar')
      if (emoji && session.avatarUrl) showPhoto(emoji, session.avatarUrl)
    }
    auth.dataset.state = state
    root.dataset.state = state
  }

  return {
    showSession,
    destroy: () => {
      window.removeEventListener('scroll', onScroll)
      document.removeEventListener('keydown', onKeyDown)
    },
  }
}
