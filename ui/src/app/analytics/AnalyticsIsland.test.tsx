import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  ANALYTICS_ANSWERS,
  ANALYTICS_APPLICATIONS,
  ANALYTICS_ENTRIES,
  ANALYTICS_ESSAYS,
  ANALYTICS_LIST,
  ANALYTICS_RECOMMENDERS,
  ANALYTICS_SETTINGS,
  ANALYTICS_TASKS,
} from '../../testing/analytics-fixtures.ts'
import { makeStudent } from '../../testing/student-fixtures.ts'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { AnalyticsIsland } from './AnalyticsIsland.tsx'
import type { AnalyticsSources } from './useAnalyticsSources.ts'

const student = makeStudent({
  quizAnswers: ANALYTICS_ANSWERS,
  quizCompleted: true,
  matchSettings: ANALYTICS_SETTINGS,
})

function sourcesOf(overrides: Partial<AnalyticsSources> = {}): AnalyticsSources {
  return {
    plan: () =>
      Promise.resolve({
        applications: ANALYTICS_APPLICATIONS,
        tasks: ANALYTICS_TASKS,
        recommenders: ANALYTICS_RECOMMENDERS,
        timezone: 'America/New_York',
      }),
    essays: () => Promise.resolve(ANALYTICS_ESSAYS),
    ...overrides,
  }
}

function setup({
  sources = sourcesOf(),
  signedIn = true,
}: { sources?: AnalyticsSources; signedIn?: boolean } = {}) {
  const data = createMemoryDataClient({
    student: signedIn ? student : null,
    listed: ANALYTICS_LIST.map((u) => u.id),
    analytics: {
      entries: { applications: { ...ANALYTICS_ENTRIES }, cssFeeWaiver: false, outsideAwards: [] },
    },
  })
  const redirect = vi.fn()
  render(<AnalyticsIsland data={data} sources={sources} redirect={redirect} />)
  return { data, redirect, user: userEvent.setup() }
}

/** Waits for the page's first draw: the session, then every read. */
const findOfferButton = () =>
  screen.findByRole('button', { name: 'Enter aid offer from Berea College' }, { timeout: 10_000 })

const figure = (name: string | RegExp) => screen.getByRole('figure', { name })

describe('AnalyticsIsland', () => {
  it('draws every report from the list, the plan and the essays once they are read', async () => {
    setup()
    expect(await screen.findByRole('heading', { level: 1, name: 'Application analytics' }))
    await screen.findByRole('figure', { name: 'List balance' }, { timeout: 10_000 })
    // The reports that count the essays draw once the essays are read.
    await screen.findByRole('figure', { name: 'Readiness per application' })
    for (const name of [
      'List balance',
      /^Affordability/,
      /^Test scores/,
      'Readiness per application',
      /^Workload/,
      'Cost of applying',
      'Decisions: your offers side by side',
    ]) {
      expect(figure(name)).toBeVisible()
    }
    // The balance counts every school on the list, each count with its rule and data year.
    const balance = figure('List balance')
    expect(within(balance).getAllByText(/Reach/).length).toBeGreaterThan(0)
    expect(within(balance).getAllByText(/2022/).length).toBeGreaterThan(0)
    // Readiness has one line per application.
    const readiness = within(figure('Readiness per application')).getByRole('list', {
      name: 'Applications, most urgent first',
    })
    expect(within(readiness).getAllByRole('listitem')).toHaveLength(ANALYTICS_APPLICATIONS.length)
    // No percentage anywhere on the page.
    expect(document.body.textContent).not.toMatch(/\d\s?%/)
    expect(screen.getByRole('link', { name: 'your planner' })).toHaveAttribute('href', '/planner/')
  })

  it('saves an aid offer, says so, and gives the focus back to the button that opened it', async () => {
    const { data, user } = setup()
    const open = await findOfferButton()
    await user.click(open)
    const form = await screen.findByRole(
      'form',
      { name: 'Aid offer from Berea College' },
      { timeout: 15_000 },
    )
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Aid offer from Berea College' })).toHaveFocus(),
    )
    await user.type(
      within(form).getByRole('textbox', { name: 'Total cost of attendance' }),
      '30000',
    )
    await user.click(within(form).getByRole('button', { name: 'Add a grant or scholarship' }))
    await user.type(within(form).getByRole('textbox', { name: 'Its name in the letter' }), 'Grant')
    await user.type(within(form).getByRole('textbox', { name: 'Amount, a year' }), '26000')
    await user.click(within(form).getByRole('button', { name: 'Save offer' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved the aid offer from Berea College.',
    )
    expect(screen.queryByRole('form', { name: 'Aid offer from Berea College' })).toBeNull()
    const edit = screen.getByRole('button', { name: 'Edit aid offer from Berea College' })
    await waitFor(() => expect(edit).toHaveFocus())
    const stored = (await data.analytics.entries()).applications['app-berea']
    expect(stored?.aid_offer?.cost.total).toBe(30_000)
    expect(stored?.aid_offer?.gifts.map((g) => g.amount)).toEqual([26_000])
  }, 30_000)

  it('keeps what was typed and says why when an offer is refused or not saved', async () => {
    const { data, user } = setup()
    await user.click(await findOfferButton())
    const form = await screen.findByRole(
      'form',
      { name: 'Aid offer from Berea College' },
      { timeout: 15_000 },
    )
    const cost = within(form).getByRole('textbox', { name: 'Total cost of attendance' })
    await user.type(cost, '20000')
    await user.click(within(form).getByRole('button', { name: 'Add a grant or scholarship' }))
    await user.type(within(form).getByRole('textbox', { name: 'Its name in the letter' }), 'Grant')
    const gift = within(form).getByRole('textbox', { name: 'Amount, a year' })
    await user.type(gift, '25000')
    await user.click(within(form).getByRole('button', { name: 'Save offer' }))
    // Gift aid above the cost: the field is named, focused, and nothing is sent.
    await waitFor(() => expect(gift).toHaveAccessibleDescription(/more than the cost/))
    expect(gift).toHaveFocus()
    expect((await data.analytics.entries()).applications['app-berea']?.aid_offer).toBeNull()

    // The server cannot be reached: the form stays with what was typed and the reason.
    await user.clear(gift)
    await user.type(gift, '15000')
    data.setFailure('offline')
    await user.click(within(form).getByRole('button', { name: 'Save offer' }))
    expect(await within(form).findByRole('alert')).toBeVisible()
    expect(cost).toHaveValue('20000')
    expect(gift).toHaveValue('15000')
    data.setFailure(null)
    await user.click(within(form).getByRole('button', { name: 'Save offer' }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Saved the aid offer from Berea College.',
    )
    const saved = (await data.analytics.entries()).applications['app-berea']?.aid_offer
    expect(saved?.cost.total).toBe(20_000)
    expect(saved?.gifts).toEqual([
      { name: 'Grant', amount: 15_000, renews: 'unknown', condition: '' },
    ])
  }, 30_000)

  it('says when the plan cannot be read, and reads again on Try again', async () => {
    let fail = true
    const plan = sourcesOf().plan
    const { user } = setup({
      sources: sourcesOf({
        plan: () => (fail ? Promise.reject(new Error('network down')) : plan()),
      }),
    })
    expect(
      await screen.findByText(/Your analytics could not be loaded/, {}, { timeout: 10_000 }),
    ).toBeVisible()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(
      await screen.findByRole('figure', { name: 'List balance' }, { timeout: 10_000 }),
    ).toBeVisible()
  }, 30_000)

  it('reads the essays for the reports that count them, says when it cannot, and reads again', async () => {
    let fail = true
    let reads = 0
    const { user } = setup({
      sources: sourcesOf({
        essays: () => {
          reads += 1
          return fail
            ? Promise.reject(new Error('network down'))
            : Promise.resolve(ANALYTICS_ESSAYS)
        },
      }),
    })
    // The reports that do not count essays draw; readiness and the workload say what failed.
    expect(await findOfferButton()).toBeVisible()
    expect(
      await screen.findByText(/Readiness per application: your essays could not be read/),
    ).toBeVisible()
    expect(screen.getByText(/Workload by week: your essays could not be read/)).toBeVisible()
    expect(figure('Cost of applying')).toBeVisible()
    // Both reports asked, and the essays were read once.
    expect(reads).toBe(1)
    fail = false
    await user.click(screen.getAllByRole('button', { name: 'Try again' })[0]!)
    expect(
      await screen.findByRole('figure', { name: 'Readiness per application' }, { timeout: 10_000 }),
    ).toBeVisible()
    expect(figure(/^Workload/)).toBeVisible()
    expect(reads).toBe(2)
  }, 30_000)

  it("reads the planner's own verbs when no sources are given", async () => {
    const data = createMemoryDataClient({
      student,
      listed: ANALYTICS_LIST.map((u) => u.id),
      planner: {
        plan: {
          applications: ANALYTICS_APPLICATIONS,
          tasks: ANALYTICS_TASKS,
          recommenders: ANALYTICS_RECOMMENDERS,
        },
      },
    })
    render(<AnalyticsIsland data={data} redirect={vi.fn()} />)
    const readiness = await screen.findByRole(
      'list',
      { name: 'Applications, most urgent first' },
      { timeout: 10_000 },
    )
    expect(within(readiness).getAllByRole('listitem')).toHaveLength(ANALYTICS_APPLICATIONS.length)
  })

  it('says what each report needs instead of drawing empty charts', async () => {
    const empty = () =>
      Promise.resolve({ applications: [], tasks: [], recommenders: [], timezone: null })
    const data = createMemoryDataClient({ student })
    const { unmount } = render(
      <AnalyticsIsland
        data={data}
        sources={sourcesOf({ plan: empty, essays: () => Promise.resolve([]) })}
        redirect={vi.fn()}
      />,
    )
    const start = await screen.findByRole(
      'region',
      { name: 'Nothing to analyse yet' },
      { timeout: 10_000 },
    )
    expect(within(start).getByRole('link', { name: 'Add schools to My List' })).toHaveAttribute(
      'href',
      '/dashboard/?card=universities',
    )
    expect(screen.queryByRole('figure')).toBeNull()
    unmount()

    // Schools on the list, no application yet: the list's charts, and one line for the rest.
    render(
      <AnalyticsIsland
        data={createMemoryDataClient({ student, listed: ANALYTICS_LIST.map((u) => u.id) })}
        sources={sourcesOf({ plan: empty })}
        redirect={vi.fn()}
      />,
    )
    expect(
      await screen.findByRole('figure', { name: 'List balance' }, { timeout: 10_000 }),
    ).toBeVisible()
    expect(screen.getByRole('region', { name: 'Readiness, workload and costs' })).toBeVisible()
    expect(screen.queryByRole('figure', { name: 'Cost of applying' })).toBeNull()
  })

  it('sends a signed-out visitor to sign in', async () => {
    const { redirect } = setup({ signedIn: false })
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(expect.stringMatching(/^\/login/)))
    // Only the page's frame (the first view, the same for everyone): no report, nothing of anyone's.
    expect(screen.getByRole('status')).toHaveTextContent('Loading your list and plan...')
    expect(screen.queryByRole('figure')).toBeNull()
  })
})
