// Every way into and out of an account, as the islands run it, leaves the device as ADR 0076 says:
// the navbar's Sign Out on a signed-in page and on a page with no island, a session that ends
// while a page is open, a sign-in (another student's leftovers go), and the shared computer box.
import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { onSharedComputer, SIGN_OUT_REQUEST } from '../../data/session-store.ts'
import { makeStudent } from '../../testing/student-fixtures.ts'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { DashboardIsland } from '../dashboard/DashboardIsland.tsx'
import { selectionKey } from '../dashboard/use-university-picker.ts'
import { answerDraftKey } from '../quiz/answer-drafts.ts'
import { redirectTo } from '../shared/navigation.ts'
import { memoryStore } from '../shared/storage.ts'
import { outboxKey } from '../shared/use-outbox.ts'
import { LoginIsland } from './LoginIsland.tsx'
import { RegisterIsland } from './RegisterIsland.tsx'

vi.mock('../shared/navigation.ts', () => ({ goTo: vi.fn(), redirectTo: vi.fn() }))

const maya = makeStudent({ id: 'maya', name: 'Maya Johnson', email: 'maya@example.com' })
const waiting = JSON.stringify({ userId: 'maya', writes: [{ kind: 'state', state: 'quiz' }] })

beforeEach(() => {
  window.history.replaceState(null, '', '/login')
})
afterEach(() => {
  vi.clearAllMocks()
})

async function dashboardOf(data: ReturnType<typeof createMemoryDataClient>) {
  render(<DashboardIsland data={data} store={memoryStore()} loadingDelayMs={0} />)
  expect(await screen.findByRole('heading', { name: 'Welcome, Maya!' })).toBeVisible()
}

describe('a signed-in page', () => {
  it('signs out when the navbar asks: the device is cleared, then /login', async () => {
    const data = createMemoryDataClient({ student: maya })
    localStorage.setItem(selectionKey('maya'), '[]')
    localStorage.setItem('essays-device', 'd1')
    await dashboardOf(data)
    const asked = new Event(SIGN_OUT_REQUEST, { cancelable: true })
    act(() => {
      window.dispatchEvent(asked)
    })
    // The navbar leaves it to the page.
    expect(asked.defaultPrevented).toBe(true)
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/login'))
    expect(redirectTo).toHaveBeenCalledOnce()
    expect(data.auth.current()).toBeNull()
    expect(localStorage.length).toBe(0)
  })

  it('asks first when the device holds unsent work, and stays when the student stays', async () => {
    const data = createMemoryDataClient({ student: maya })
    localStorage.setItem(outboxKey('maya'), waiting)
    await dashboardOf(data)
    act(() => {
      window.dispatchEvent(new Event(SIGN_OUT_REQUEST, { cancelable: true }))
    })
    const dialog = await screen.findByRole('alertdialog', {
      name: 'You have changes not yet saved to your account',
    })
    expect(dialog).toHaveTextContent('Your place on the dashboard')
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
    expect(data.auth.current()).not.toBeNull()
    expect(localStorage.getItem(outboxKey('maya'))).toBe(waiting)
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it("when the session ends elsewhere, clears that student's copies but keeps unsent work", async () => {
    const data = createMemoryDataClient({ student: maya })
    localStorage.setItem(outboxKey('maya'), waiting)
    localStorage.setItem(selectionKey('maya'), '[]')
    localStorage.setItem(answerDraftKey('someone-else'), '{"budget":"low"}')
    await dashboardOf(data)
    act(() => {
      data.auth.signOut()
    })
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/login'))
    expect(localStorage.getItem(selectionKey('maya'))).toBeNull()
    expect(localStorage.getItem(outboxKey('maya'))).toBe(waiting)
    expect(localStorage.getItem(answerDraftKey('someone-else'))).not.toBeNull()
  })
})

describe('/login', () => {
  const accounts = { 'maya@example.com': { password: 'correct-horse', student: maya } }

  async function signIn(shared: boolean) {
    const user = userEvent.setup()
    await user.type(await screen.findByLabelText('Email'), 'maya@example.com')
    await user.type(screen.getByLabelText('Password'), 'correct-horse')
    if (shared)
      await user.click(screen.getByRole('checkbox', { name: 'This is a shared computer' }))
    await user.click(screen.getByRole('button', { name: 'Sign In' }))
  }

  it("a sign-in removes what another student left on this device, and keeps the student's own", async () => {
    localStorage.setItem(answerDraftKey('someone-else'), '{"budget":"low"}')
    localStorage.setItem(answerDraftKey('maya'), '{"budget":"high"}')
    render(<LoginIsland data={createMemoryDataClient({ student: null, accounts })} />)
    await signIn(false)
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/dashboard'))
    expect(localStorage.getItem(answerDraftKey('someone-else'))).toBeNull()
    expect(localStorage.getItem(answerDraftKey('maya'))).not.toBeNull()
    expect(onSharedComputer()).toBe(false)
  })

  it.each([
    ['LoginIsland', LoginIsland],
    ['RegisterIsland', RegisterIsland],
  ])('%s: "This is a shared computer" keeps the session in this tab', async (_, Island) => {
    render(<Island data={createMemoryDataClient({ student: null, google: maya })} />)
    const user = userEvent.setup()
    await user.click(await screen.findByRole('checkbox', { name: 'This is a shared computer' }))
    await user.click(screen.getByRole('button', { name: /with Google$/ }))
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/dashboard'))
    expect(onSharedComputer()).toBe(true)
  })

  it('with the box ticked, a password sign-in is on a shared computer too', async () => {
    render(<LoginIsland data={createMemoryDataClient({ student: null, accounts })} />)
    await signIn(true)
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/dashboard'))
    expect(onSharedComputer()).toBe(true)
  })

  it('signs out when a page with no island asked, then shows the form', async () => {
    sessionStorage.setItem(SIGN_OUT_REQUEST, '/about/')
    localStorage.setItem(selectionKey('maya'), '[]')
    const data = createMemoryDataClient({ student: maya })
    render(<LoginIsland data={data} />)
    expect(await screen.findByRole('form', { name: 'Sign in' })).toBeVisible()
    expect(data.auth.current()).toBeNull()
    expect(localStorage.length).toBe(0)
    expect(sessionStorage.getItem(SIGN_OUT_REQUEST)).toBeNull()
    expect(redirectTo).not.toHaveBeenCalled()
  })

  it('a sign-out asked while no one was signed in does not sign out the next sign-in', async () => {
    sessionStorage.setItem(SIGN_OUT_REQUEST, '/about/')
    const data = createMemoryDataClient({ student: null, accounts })
    render(<LoginIsland data={data} />)
    await signIn(false)
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/dashboard'))
    expect(data.auth.current()).not.toBeNull()
    expect(sessionStorage.getItem(SIGN_OUT_REQUEST)).toBeNull()
  })

  it('goes back to that page when the student chooses to stay', async () => {
    sessionStorage.setItem(SIGN_OUT_REQUEST, '/about/')
    localStorage.setItem(outboxKey('maya'), waiting)
    render(<LoginIsland data={createMemoryDataClient({ student: maya })} />)
    const dialog = await screen.findByRole('alertdialog')
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Stay' }))
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('/about/'))
  })
})
