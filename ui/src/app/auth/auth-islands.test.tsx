import { act, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStudent } from '../../testing/student-fixtures.ts'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import type { DataErrorKind } from '../../data/errors.ts'
import { AuthPageIsland, type AuthPageIslandProps } from './AuthPageIsland.tsx'
import { DashboardIsland } from '../dashboard/DashboardIsland.tsx'
import { LoginIsland } from './LoginIsland.tsx'
import { RegisterIsland } from './RegisterIsland.tsx'
import { goTo, redirectTo } from '../shared/navigation.ts'

vi.mock('../shared/navigation.ts', () => ({ goTo: vi.fn(), redirectTo: vi.fn() }))

const maya = makeStudent({ id: 'maya', name: 'Maya Johnson', email: 'maya@example.com' })

beforeEach(() => {
  window.history.replaceState(null, '', '/login')
})
afterEach(() => {
  vi.clearAllMocks()
})

/** Types into the login form once it shows, and submits it. */
async function signIn(email: string, password: string) {
  const user = userEvent.setup()
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), password)
  await user.click(screen.getByRole('button', { name: 'Sign In' }))
}

describe('LoginIsland', () => {
  it('shows a visitor with no session the form at once, with no loading indicator', () => {
    render(<LoginIsland data={createMemoryDataClient({ student: null })} />)
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeVisible()
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('sends a signed-in visitor on to the dashboard without showing the form', async () => {
    render(<LoginIsland data={createMemoryDataClient({ student: maya })} />)
    expect(screen.getByRole('status')).toHaveTextContent('Loading...')
    await waitFor(() => {
      expect(redirectTo).toHaveBeenCalledWith('/dashboard')
    })
    expect(screen.queryByRole('form', { name: 'Sign in' })).not.toBeInTheDocument()
  })

  it('signs in and returns to the protected page the student came from', async () => {
    window.history.replaceState(null, '', '/login/?next=%2Fquiz')
    const data = createMemoryDataClient({
      student: null,
      accounts: { 'maya@example.com': { password: 'correct-horse', student: maya } },
    })
    render(<LoginIsland data={data} />)
    await signIn('maya@example.com', 'correct-horse')
    await waitFor(() => {
      expect(redirectTo).toHaveBeenCalledWith('/quiz')
    })
  })

  it('shows a refused sign-in in the banner and keeps the form', async () => {
    render(<LoginIsland data={createMemoryDataClient({ student: null })} />)
    await signIn('maya@example.com', 'wrong')
    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect email or password.')
    expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com')
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('says Google is not configured instead of offering it', async () => {
    render(<LoginIsland data={createMemoryDataClient({ student: null })} />)
    expect(
      await screen.findByRole('button', {
        name: 'Google sign-in is not configured',
      }),
    ).toBeDisabled()
  })

  it('goes to the dashboard after Google sign-in', async () => {
    render(<LoginIsland data={createMemoryDataClient({ student: null, google: maya })} />)
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Sign in with Google' }))
    await waitFor(() => {
      expect(redirectTo).toHaveBeenCalledWith('/dashboard')
    })
  })
})

describe('RegisterIsland', () => {
  it('opens the legal texts through the handler it is given', async () => {
    const onOpenLegal = vi.fn()
    render(
      <RegisterIsland data={createMemoryDataClient({ student: null })} onOpenLegal={onOpenLegal} />,
    )
    await userEvent.setup().click(await screen.findByRole('link', { name: 'Privacy Policy' }))
    expect(onOpenLegal).toHaveBeenCalledWith('privacy')
  })
})

describe.each([
  { island: 'LoginIsland', Island: LoginIsland, verb: 'in' },
  { island: 'RegisterIsland', Island: RegisterIsland, verb: 'up' },
])('$island and a refused Google popup', ({ Island, verb }) => {
  it.each<[DataErrorKind, string]>([
    ['popup-blocked', `Please allow popups for this site to sign ${verb} with Google`],
    ['cancelled', `Sign ${verb} was cancelled`],
  ])('Google %s -> %s', async (kind, sentence) => {
    render(<Island data={createMemoryDataClient({ student: null, google: kind })} />)
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: `Sign ${verb} with Google` }))
    expect(await screen.findByRole('alert')).toHaveTextContent(sentence)
  })
})

describe('protected pages', () => {
  it('send a signed-out visitor to /login with the way back, showing nothing protected', async () => {
    window.history.replaceState(null, '', '/dashboard/?card=quiz')
    render(<DashboardIsland data={createMemoryDataClient({ student: null })} loadingDelayMs={0} />)
    await waitFor(() => {
      expect(redirectTo).toHaveBeenCalledWith('/login/?next=%2Fdashboard%2F%3Fcard%3Dquiz')
    })
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })

  it('go to /login when the session ends while open (another tab signed out)', async () => {
    const data = createMemoryDataClient({ student: maya })
    render(<DashboardIsland data={data} loadingDelayMs={0} />)
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya!' })).toBeVisible()
    act(() => {
      data.auth.signOut()
    })
    await waitFor(() => {
      expect(redirectTo).toHaveBeenCalledWith('/login')
    })
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
  })
})

describe('one sign-in state per page', () => {
  it('checks the stored session with the server once, however many islands ask', async () => {
    const data = createMemoryDataClient({ student: maya })
    const refresh = vi.spyOn(data.auth, 'refresh')
    render(
      <>
        <DashboardIsland data={data} loadingDelayMs={0} />
        <DashboardIsland data={data} loadingDelayMs={0} />
      </>,
    )
    // findAllBy resolves as soon as one island greets; wait until both have.
    await waitFor(() => {
      expect(screen.getAllByRole('heading', { name: 'Welcome, Maya!' })).toHaveLength(2)
    })
    expect(refresh).toHaveBeenCalledTimes(1)
  })
})

describe('AuthPageIsland', () => {
  const terms = {
    title: 'Terms of Service',
    updated: 'March 2024',
    sections: [{ heading: 'Premium services', paragraphs: ['Paid in advance.'] }],
  }

  /** The sign-in or sign-up page of a signed-out visitor, its legal documents read by `loadLegal`. */
  function renderSignedOut(
    page: AuthPageIslandProps['screen'],
    loadLegal: AuthPageIslandProps['loadLegal'],
  ) {
    render(
      <AuthPageIsland
        screen={page}
        loadLegal={loadLegal}
        data={createMemoryDataClient({ student: null })}
      />,
    )
  }

  it('fetches a legal document on its first open only, and shows it in the modal', async () => {
    const loadLegal = vi.fn(() => Promise.resolve(terms))
    renderSignedOut('register', loadLegal)
    const user = userEvent.setup()
    await user.click(screen.getByRole('link', { name: 'Terms of Service' }))
    const dialog = await screen.findByRole('dialog', { name: 'Terms of Service' })
    expect(dialog).toHaveTextContent('Paid in advance.')
    await user.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await user.click(screen.getByRole('link', { name: 'Terms of Service' }))
    expect(await screen.findByRole('dialog', { name: 'Terms of Service' })).toBeVisible()
    expect(loadLegal).toHaveBeenCalledTimes(1)
    expect(loadLegal).toHaveBeenCalledWith('terms')
  })

  it('opens the page itself when the document cannot be fetched', async () => {
    renderSignedOut('login', () => Promise.reject(new TypeError('Failed to fetch')))
    await userEvent.setup().click(screen.getByRole('link', { name: 'Privacy Policy' }))
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/privacy'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })
})
