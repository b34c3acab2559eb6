import type { Decorator, Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { useEffect, useRef, type ReactNode } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { showsNamed, textsOf } from '../../testing/story-plays.ts'
import { Navbar } from './Navbar.tsx'
import { enhanceNavbar } from './navbar-behaviour.ts'

const PHOTO =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><rect width="32" height="32" fill="%233346c4"/></svg>',
  )

const signOut = fn()

/** Runs the navbar's behaviour (the same code the site runs) over what the story rendered. */
function WithBehaviour({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const header = ref.current?.querySelector<HTMLElement>('[data-navbar]')
    if (!header) return
    const navbar = enhanceNavbar(header, { onSignOut: signOut })
    return navbar.destroy
  }, [])
  return <div ref={ref}>{children}</div>
}

const meta = {
  title: 'Navigation/Navbar',
  component: Navbar,
  args: { authState: 'signed-out', currentPath: '/' },
  parameters: { layout: 'fullscreen' },
  // The navbar lays out by its own width (container query): desktop here, phone in the Mobile stories.
  decorators: [
    (Story) => (
      <div style={{ width: 1280, minHeight: 280 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Navbar>

export default meta
type Story = StoryObj<typeof meta>

/** For stories that act: the view with its behaviour running, as on the site. */
const withBehaviour: Decorator = (Story) => (
  <WithBehaviour>
    <Story />
  </WithBehaviour>
)

const phone: Decorator = (Story) => (
  <div style={{ width: 360, minHeight: 560 }}>
    <Story />
  </div>
)

/** Maya, signed in, with no photo. */
const MAYA = { authState: 'signed-in', user: { name: 'Maya Johnson', avatarUrl: null } } as const

/** Maya's navbar with its behaviour running, for the stories that work her menu. */
const mayaWithBehaviour = { decorators: [withBehaviour], args: MAYA }

/** Maya's profile button, which opens the profile menu. */
const profileButton = (canvas: StoryContext['canvas']) =>
  canvas.getByRole('button', { name: 'Maya Johnson' })

/** The menu the profile button controls, to query inside it. */
function menuOf(button: HTMLElement) {
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '')
  if (!list) throw new Error('the profile button controls no menu')
  return within(list)
}

export const Loading: Story = {
  args: { authState: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-state', 'loading')
    await expect(canvas.queryByRole('link', { name: 'Log In' })).not.toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: /Profile/ })).not.toBeInTheDocument()
  },
}

export const SignedOut: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login')
    await expect(canvas.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    )
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Essays' })).toHaveAttribute('href', '/essays')
    // The brand mark is decorative: the link's name is the product's.
    await expect(canvas.getByRole('link', { name: 'College Compass' })).toHaveAttribute('href', '/')
  },
}

export const OnTheEssaysPage: Story = {
  args: { ...MAYA, currentPath: '/essays/' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Essays' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  },
}

export const SignedInWithPhoto: Story = {
  args: { authState: 'signed-in', user: { name: 'Maya Johnson', avatarUrl: PHOTO } },
  play: async ({ canvas }) => {
    const button = profileButton(canvas)
    await expect(button.querySelector('img')).toHaveAttribute('src', PHOTO)
  },
}

export const SignedInWithoutPhoto: Story = {
  args: MAYA,
  play: async ({ canvas }) => {
    const button = profileButton(canvas)
    await expect(button).toHaveTextContent('🎓')
  },
}

export const SignedInWithoutName: Story = {
  args: { authState: 'signed-in', user: { name: '', avatarUrl: null } },
  play: showsNamed('button', 'Profile'),
}

export const BrokenPhoto: Story = {
  decorators: [withBehaviour],
  args: {
    authState: 'signed-in',
    user: { name: 'Maya Johnson', avatarUrl: '/no-such-photo.png' },
  },
  play: async ({ canvas }) => {
    const button = profileButton(canvas)
    await waitFor(() => expect(button).toHaveTextContent('🎓'))
    await expect(button.querySelector('img')).toBeNull()
  },
}

export const DropdownOpen: Story = {
  args: { ...MAYA, profileMenuOpen: true },
  play: async ({ canvas }) => {
    const button = profileButton(canvas)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = menuOf(button)
    // The specification's dropdown: Dashboard, Profile and Sign Out.
    await expect(textsOf(menu.getAllByRole('listitem'))).toEqual([
      'Dashboard',
      'Profile',
      'Sign Out',
    ])
  },
}

/** The three tools follow the specification's links, in the order a student works. */
export const ToolLinks: Story = {
  args: { ...MAYA, currentPath: '/analytics/' },
  play: async ({ canvas }) => {
    const links = textsOf(
      within(canvas.getByRole('navigation', { name: 'Main' })).getAllByRole('link'),
    )
    await expect(links.slice(-3)).toEqual(['Planner', 'Essays', 'Analytics'])
    const analytics = canvas.getByRole('link', { name: 'Analytics' })
    await expect(analytics).toHaveAttribute('href', '/analytics')
    await expect(analytics).toHaveAttribute('aria-current', 'page')
  },
}

export const DropdownByKeyboard: Story = {
  ...mayaWithBehaviour,
  play: async ({ canvas }) => {
    signOut.mockClear()
    const button = profileButton(canvas)
    button.focus()
    await userEvent.keyboard('{ArrowDown}')
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    const menu = menuOf(button)
    await waitFor(() => expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveFocus())
    await expect(menu.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign Out' }))
    await expect(signOut).toHaveBeenCalledOnce()
  },
}

export const DropdownClosesOnEscape: Story = {
  ...mayaWithBehaviour,
  play: async ({ canvas }) => {
    const button = profileButton(canvas)
    await userEvent.click(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.keyboard('{Escape}')
    await expect(button).toHaveAttribute('aria-expanded', 'false')
    await expect(button).toHaveFocus()
  },
}

export const DropdownOnHover: Story = {
  ...mayaWithBehaviour,
  play: async ({ canvas }) => {
    const button = profileButton(canvas)
    await userEvent.hover(button)
    await expect(button).toHaveAttribute('aria-expanded', 'true')
    await userEvent.unhover(button)
    await expect(button).toHaveAttribute('aria-expanded', 'false')
  },
}

export const Scrolled: Story = {
  args: { scrolled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('banner')).toHaveAttribute('data-scrolled', 'true')
  },
}

export const MobileMenuClosed: Story = {
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible()
    await expect(canvas.queryByRole('link', { name: 'Home' })).not.toBeInTheDocument()
  },
}

export const MobileMenuOpen: Story = {
  args: { menuOpen: true },
  decorators: [phone],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    await expect(canvas.getByRole('link', { name: 'Register' })).toBeVisible()
    for (const tool of ['Planner', 'Essays', 'Analytics'])
      await expect(canvas.getByRole('link', { name: tool })).toBeVisible()
  },
}

export const MobileMenuByToggle: Story = {
  decorators: [withBehaviour, phone],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }))
    const close = canvas.getByRole('button', { name: 'Close menu' })
    await expect(close).toHaveAttribute('aria-expanded', 'true')
    await waitFor(() => expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus())
    await expect(canvas.getByRole('link', { name: 'Register' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    )
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toHaveFocus()
  },
}
