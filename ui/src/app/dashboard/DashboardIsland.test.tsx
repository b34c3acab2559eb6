import { act, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { makeStudent } from '../../testing/student-fixtures.ts'
import {
  SAMPLE_APPLICATIONS,
  SAMPLE_SETTINGS,
  SAMPLE_TASKS,
} from '../../testing/planner-fixtures.ts'
import { DataError } from '../../data/errors.ts'
import { POPULAR_RULE } from '../../logic/universities/popular.ts'
import { DashboardIsland } from './DashboardIsland.tsx'
import { memoryStore } from '../shared/storage.ts'

function setup(options: Parameters<typeof createMemoryDataClient>[0] = {}) {
  const data = createMemoryDataClient(options)
  const store = memoryStore()
  render(<DashboardIsland data={data} store={store} loadingDelayMs={0} />)
  return { data, store, user: userEvent.setup() }
}

describe('DashboardIsland', () => {
  it('greets the student and opens on their saved card', async () => {
    setup({ student: makeStudent({ name: 'Maya Johnson', state: 'universities-intro' }) })
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard...')
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya!' })).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Select Universities' })).toBeVisible()
    // Set by an effect, which can run a moment after the heading is in the DOM.
    await waitFor(() => expect(document.title).toBe('Select Universities | College Compass'))
  })

  it('reads the search index and the popular schools only from the universities intro on', async () => {
    const { data, user } = setup({ student: makeStudent({ state: 'new' }) })
    const searches: string[] = []
    let popular = 0
    const { search, popular: readPopular } = data.universities
    data.universities.search = (query, options) => {
      searches.push(query)
      return search(query, options)
    }
    data.universities.popular = (count) => {
      popular += 1
      return readPopular(count)
    }
    await user.click(await screen.findByRole('button', { name: /MatchMe/ }))
    await user.click(screen.getByRole('button', { name: 'Go Back' }))
    expect({ searches, popular }).toEqual({ searches: [], popular: 0 })
    await user.click(screen.getByRole('button', { name: /Universities/ }))
    expect(screen.getByRole('heading', { name: 'Select Universities' })).toBeVisible()
    await waitFor(() => expect({ searches, popular }).toEqual({ searches: [''], popular: 1 }))
  })

  it('on a saved intro card, reads the next card’s data only once the student shows intent', async () => {
    const { data, user } = setup({ student: makeStudent({ state: 'universities-intro' }) })
    const searches: string[] = []
    const { search } = data.universities
    data.universities.search = (query, options) => {
      searches.push(query)
      return search(query, options)
    }
    const heading = await screen.findByRole('heading', { name: 'Select Universities' })
    // Drawn, and a moment for any effect to run: nothing read yet.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(searches).toEqual([])
    await user.hover(heading)
    await waitFor(() => expect(searches).toEqual(['']))
  })

  it('saves every move so the student comes back to the same card', async () => {
    const { data, user } = setup()
    await user.click(await screen.findByRole('button', { name: /MatchMe/ }))
    expect(screen.getByRole('heading', { name: 'MatchMe' })).toBeVisible()
    await waitFor(() => expect(data.auth.current()?.state).toBe('matchme-intro'))
    await user.click(screen.getByRole('button', { name: 'Go Back' }))
    await waitFor(() => expect(data.auth.current()?.state).toBe('new'))
  })

  it('opens the card a link asks for, saves the move, and drops the parameter', async () => {
    window.history.replaceState(null, '', '/dashboard/?card=universities')
    const { data } = setup({ student: makeStudent({ state: 'new' }) })
    // The picker reads its schools when it opens.
    expect(
      await screen.findByRole('heading', { name: 'Browse Universities' }, { timeout: 15_000 }),
    ).toBeVisible()
    await waitFor(() => expect(data.auth.current()?.state).toBe('universities'))
    expect(window.location.search).toBe('')
  }, 20_000)

  it('shows what is next in the plan under the card, without changing the card', async () => {
    setup({
      student: makeStudent({ state: 'universities-intro' }),
      planner: {
        plan: { settings: SAMPLE_SETTINGS, applications: SAMPLE_APPLICATIONS, tasks: SAMPLE_TASKS },
      },
    })
    const summary = await screen.findByRole('complementary', { name: "What's next" })
    // The sample plan's tasks were due in October 2026: from any later day they are late.
    expect(within(summary).getByText(/late/)).toBeVisible()
    expect(within(summary).getByRole('link', { name: 'Open your planner' })).toHaveAttribute(
      'href',
      '/planner/',
    )
    expect(screen.getByRole('heading', { name: 'Select Universities' })).toBeVisible()
  })

  it('offers to start a plan when there is none', async () => {
    setup()
    expect(await screen.findByRole('link', { name: 'Start your plan' })).toHaveAttribute(
      'href',
      '/planner/',
    )
  })

  it('shows no summary when the plan cannot be read, and the card as always', async () => {
    const data = createMemoryDataClient()
    let asked = false
    data.planner.hasApplications = () => {
      asked = true
      return Promise.reject(new DataError('offline', "Can't reach the server."))
    }
    render(<DashboardIsland data={data} store={memoryStore()} loadingDelayMs={0} />)
    expect(
      await screen.findByRole('heading', { name: 'How would you like to start?' }),
    ).toBeVisible()
    await waitFor(() => expect(asked).toBe(true))
    // The refusal's turn comes after the call: let it pass, then check that nothing appeared.
    await act(() => Promise.resolve())
    expect(screen.queryByRole('complementary', { name: "What's next" })).toBeNull()
  })

  it('ignores a link to a card that is not for links', async () => {
    window.history.replaceState(null, '', '/dashboard/?card=quiz-results')
    setup({ student: makeStudent({ state: 'new' }) })
    expect(
      await screen.findByRole('heading', { name: 'How would you like to start?' }),
    ).toBeVisible()
    // The link is read in an effect after the first card draws: wait for it, it may come a turn later.
    await waitFor(() => expect(window.location.search).toBe(''))
  })

  it('moves to the card the server says, visibly, when the device had an older one', async () => {
    const data = createMemoryDataClient({ student: makeStudent({ state: 'new' }) })
    // The device's record says 'new'; the server, answering later, says the student moved on.
    let answer: () => void = () => undefined
    const answered = new Promise<void>((resolve) => (answer = resolve))
    const refresh = data.auth.refresh.bind(data.auth)
    data.auth.refresh = async () => {
      await answered
      const check = await refresh()
      return check && { ...check, student: { ...check.student, state: 'universities-intro' } }
    }
    render(<DashboardIsland data={data} store={memoryStore()} loadingDelayMs={0} />)
    expect(
      await screen.findByRole('heading', { name: 'How would you like to start?' }),
    ).toBeVisible()
    act(answer)
    expect(await screen.findByRole('heading', { name: 'Select Universities' })).toBeVisible()
    expect(screen.getByText(/updated with changes from another device/)).toBeVisible()
  })

  it('falls back to the first card when the student cannot be read', async () => {
    const data = createMemoryDataClient({
      student: makeStudent({ state: 'universities' }),
      failWith: 'offline',
    })
    render(<DashboardIsland data={data} store={memoryStore()} loadingDelayMs={0} />)
    expect(await screen.findByText(/starting from the first card/)).toBeVisible()
    expect(screen.getByRole('heading', { name: 'How would you like to start?' })).toBeVisible()
  })

  it('keeps moves made offline and saves them when the server is back', async () => {
    const { data, store, user } = setup()
    await screen.findByRole('heading', { name: /Welcome/ })
    data.setFailure('offline')
    await user.click(screen.getByRole('button', { name: /Select Universities/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent("Can't reach the server.")
    expect(store.get('college-compass:outbox:student1234567')).toContain('universities-intro')

    data.setFailure(null)
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
    expect(data.auth.current()?.state).toBe('universities-intro')
    expect(store.get('college-compass:outbox:student1234567')).toBeNull()
  })

  it('searches, selects several schools and saves them to the list', async () => {
    const { data, user } = setup({ student: makeStudent({ state: 'universities' }) })
    const search = await screen.findByLabelText('Search universities')
    await screen.findByRole('list', { name: 'Popular universities' })
    // The grid says how its schools were chosen, and from which data year.
    expect(screen.getByText(POPULAR_RULE)).toBeVisible()
    await user.type(search, 'texas austin')
    const results = await screen.findByRole('list', { name: 'Search results' })
    await user.click(
      within(results).getByRole('button', { name: /The University of Texas at Austin/ }),
    )
    const popular = within(screen.getByRole('list', { name: 'Popular universities' }))
    const other = popular.getAllByRole('button').find((b) => !b.textContent.includes('Austin'))
    if (!other) throw new Error('no other popular school in the fixtures')
    await user.click(other)
    await user.click(screen.getByRole('button', { name: 'Continue with Selected (2)' }))
    expect(await screen.findByText(/2 universities were added to your list/)).toBeVisible()
    const names = (await data.list.items()).map((e) => e.university.name)
    expect(names).toHaveLength(2)
    expect(names).toContain('The University of Texas at Austin')
    expect(other).toHaveTextContent(names.find((n) => !n.includes('Austin')) ?? 'missing')
  })

  it('toggles the debug and emergency panels on a header double-click', async () => {
    const { user } = setup()
    const header = await screen.findByTestId('dashboard-header')
    await user.dblClick(header)
    const panel = await screen.findByRole('complementary', { name: 'Debug panel' })
    expect(within(panel).getByTestId('debug-state')).toHaveTextContent('new')
    await user.click(within(panel).getByRole('button', { name: 'universities' }))
    expect(screen.getByRole('heading', { name: 'Browse Universities' })).toBeVisible()
    await user.click(within(panel).getByRole('button', { name: 'Reset to new' }))
    expect(screen.getByRole('heading', { name: 'How would you like to start?' })).toBeVisible()
    await act(async () => {
      await user.dblClick(header)
    })
    expect(screen.queryByRole('complementary', { name: 'Debug panel' })).toBeNull()
  })
})

describe('DashboardIsland quiz', () => {
  const answerAll = async (user: ReturnType<typeof userEvent.setup>) => {
    for (let n = 1; n <= 5; n++) {
      expect(await screen.findByText(`Question ${n} of 5`)).toBeVisible()
      const options = screen.getAllByRole('radio')
      await user.click(options[0]!)
      if (n < 5) await screen.findByText(`Question ${n + 1} of 5`)
    }
  }

  /** A student on the quiz's questions, each answered with its first option, ready to submit. */
  async function answeredQuiz(student = makeStudent({ state: 'quiz-questions' })) {
    const data = createMemoryDataClient({ student })
    const user = userEvent.setup()
    render(
      <DashboardIsland data={data} store={memoryStore()} loadingDelayMs={0} autoAdvanceMs={0} />,
    )
    await answerAll(user)
    return { data, user }
  }

  it('answers the five questions, submits, and shows matches to add to the list', async () => {
    const { data, user } = await answeredQuiz()
    await user.click(screen.getByRole('button', { name: 'See My Matches' }))
    expect(await screen.findByRole('heading', { name: 'MatchMe Results' })).toBeVisible()
    await waitFor(() => expect(data.auth.current()?.state).toBe('quiz-results'))
    expect(data.auth.current()?.quizCompleted).toBe(true)
    const [add] = await screen.findAllByRole('button', { name: 'Add to My List' })
    await user.click(add!)
    await waitFor(async () => expect(await data.list.items()).toHaveLength(1))

    await user.click(screen.getByRole('button', { name: 'Retake Quiz' }))
    expect(await screen.findByText('Question 1 of 5')).toBeVisible()
    expect(screen.getAllByRole('radio')[0]).toBeChecked()
  })

  it('scores with the student’s match settings: publics priced for the home state', async () => {
    const { user } = await answeredQuiz(
      makeStudent({
        state: 'quiz-questions',
        matchSettings: { homeState: 'TX', faith: 'labelled' },
      }),
    )
    await user.click(screen.getByRole('button', { name: 'See My Matches' }))
    await user.click(await screen.findByRole('button', { name: /^Show \d+ more matches$/ }))
    const texas = screen.getByRole('article', { name: 'The University of Texas at Austin' })
    expect(texas).toHaveTextContent(/in-state students \(2020-21\): [^.]*\(you live in Texas\)/)
    expect(screen.queryByText(/Add your home state/)).toBeNull()
  })

  it('keeps the answers and shows the alert when the save fails, then finishes when back', async () => {
    const { data, user } = await answeredQuiz()
    data.setFailure('offline')
    await user.click(screen.getByRole('button', { name: 'See My Matches' }))
    expect(
      await screen.findByText('There was an error saving your results. Please try again.'),
    ).toBeVisible()
    expect(screen.getByText('Question 5 of 5')).toBeVisible()
    expect(screen.getAllByRole('radio')[0]).toBeChecked()

    data.setFailure(null)
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'MatchMe Results' })).toBeVisible()
    expect(data.auth.current()?.state).toBe('quiz-results')
  })
})
