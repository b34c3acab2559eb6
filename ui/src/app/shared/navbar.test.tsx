/* eslint-disable testing-library/no-node-access -- the navbar's script works on the page's DOM: the photo and the menu are DOM facts */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Navbar, NavbarAuthTemplates } from '../../components/Navbar/Navbar.tsx'
import { SESSION_CHANGED_EVENT, SIGN_OUT_REQUEST } from '../../data/session-store.ts'
import { startNavbar } from './navbar.ts'

vi.mock('./navigation.ts', () => ({ goTo: vi.fn() }))

/** Where the SDK keeps the session on the device (as the e2e tests store it). */
const AUTH_STORAGE_KEY = 'pocketbase_auth'
const { goTo } = await import('./navigation.ts')

/** A JWT-shaped token expiring in an hour; the signature is not checked on the client. */
function token(): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'HS256' })}.${part({ exp: Date.now() / 1000 + 3600 })}.signature`
}
function storeSession(record: Record<string, unknown>) {
  localStorage.setItem(
    AUTH_STORAGE_KEY,
    JSON.stringify({
      token: token(),
      record: { id: 'u1', collectionId: 'users', collectionName: 'users', ...record },
    }),
  )
}

/** The page as the site builds it: the navbar in its loading state, then the templates. */
function buildPage() {
  document.body.innerHTML = renderToStaticMarkup(
    <>
      <Navbar authState="loading" currentPath="/about/" />
      <NavbarAuthTemplates />
    </>,
  )
}

beforeEach(buildPage)
afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  vi.mocked(goTo).mockClear()
})

describe('the navbar page script', () => {
  it('shows Log In and Register to a visitor', () => {
    startNavbar()
    expect(screen.getByRole('banner')).toHaveAttribute('data-state', 'signed-out')
    expect(screen.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login')
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register')
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page')
  })

  it("links the three tools after the specification's links, in the order a student works", () => {
    storeSession({ name: 'Maya Johnson' })
    startNavbar()
    const main = within(screen.getByRole('navigation', { name: 'Main' }))
    const hrefs = main.getAllByRole('link').map((link) => link.getAttribute('href'))
    expect(hrefs.slice(-3)).toEqual(['/planner', '/essays', '/analytics'])
    expect(main.getByRole('link', { name: 'Analytics' })).toHaveAttribute('href', '/analytics')
    // The profile menu keeps the specification's three entries.
    const menu = within(document.getElementById('navbar-profile-menu') ?? document.body)
    expect(menu.queryByRole('link', { name: 'Analytics', hidden: true })).toBeNull()
  })

  it.each([
    ['the display name', 'Maya Johnson', 'Maya Johnson'],
    ["'Profile' when the name is empty", '  ', 'Profile'],
  ])('shows a signed-in student with %s', (_, name, label) => {
    storeSession({ name, avatar: '' })
    startNavbar()
    const button = screen.getByRole('button', { name: label })
    expect(button).toHaveTextContent('🎓')
    expect(button.querySelector('img')).toBeNull()
    expect(screen.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument()
  })

  it('shows the photo, and the emoji again if it fails to load', () => {
    storeSession({ name: 'Maya Johnson', avatar: 'photo_abc.png' })
    startNavbar()
    const button = screen.getByRole('button', { name: 'Maya Johnson' })
    const photo = button.querySelector('img')
    expect(photo?.getAttribute('src')).toMatch(
      /\/api\/files\/users\/u1\/photo_abc\.png\?thumb=100x100$/,
    )
    photo?.dispatchEvent(new Event('error'))
    expect(button.querySelector('img')).toBeNull()
    expect(button).toHaveTextContent('🎓')
  })

  it('follows a change of name announced by the data layer', () => {
    storeSession({ name: 'Maya Johnson' })
    startNavbar()
    storeSession({ name: 'Maya J.' })
    window.dispatchEvent(new Event(SESSION_CHANGED_EVENT))
    expect(screen.getByRole('button', { name: 'Maya J.' })).toBeInTheDocument()
  })

  /** Opens the dropdown by keyboard and chooses Sign Out. */
  async function chooseSignOut() {
    const user = userEvent.setup()
    const button = screen.getByRole('button', { name: 'Maya Johnson' })
    button.focus()
    await user.keyboard('{ArrowDown}')
    expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = within(document.getElementById('navbar-profile-menu') ?? document.body)
    expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveFocus()
    await user.click(menu.getByRole('button', { name: 'Sign Out' }))
  }

  it('on a page with no island, Sign Out asks /login to sign out, noting where the student was', async () => {
    window.history.replaceState(null, '', '/about/?tab=2')
    storeSession({ name: 'Maya Johnson' })
    startNavbar()
    await chooseSignOut()
    expect(sessionStorage.getItem(SIGN_OUT_REQUEST)).toBe('/about/?tab=2')
    // /login clears the device (and asks about unsent work) before the session ends.
    expect(localStorage.getItem(AUTH_STORAGE_KEY)).not.toBeNull()
    expect(goTo).toHaveBeenCalledWith('/login')
  })

  it('on a signed-in page, Sign Out is left to the page (which may ask first)', async () => {
    storeSession({ name: 'Maya Johnson' })
    startNavbar()
    const page = vi.fn((event: Event) => event.preventDefault())
    window.addEventListener(SIGN_OUT_REQUEST, page)
    await chooseSignOut()
    window.removeEventListener(SIGN_OUT_REQUEST, page)
    expect(page).toHaveBeenCalledOnce()
    expect(goTo).not.toHaveBeenCalled()
    expect(sessionStorage.getItem(SIGN_OUT_REQUEST)).toBeNull()
  })

  it('follows a sign-out in another tab', async () => {
    storeSession({ name: 'Maya Johnson' })
    startNavbar()
    localStorage.removeItem(AUTH_STORAGE_KEY)
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_STORAGE_KEY }))
    await waitFor(() =>
      expect(screen.getByRole('banner')).toHaveAttribute('data-state', 'signed-out'),
    )
  })
})
