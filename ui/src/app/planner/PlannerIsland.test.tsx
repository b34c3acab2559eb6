import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { EARLIEST_COMMON_APP_DEADLINE } from '../../logic/cycle/application-rules.ts'
import { addDays, formatIsoDay } from '../../logic/planner/calendar-date.ts'
import { deviceZone } from '../../logic/planner/intl-zone.ts'
import { PLANNER_MESSAGES } from '../../logic/planner/validation.ts'
import { studentZoneInWords } from '../../logic/planner/zone-words.ts'
import { SAMPLE_UNIVERSITIES } from '../../testing/sample-universities.ts'
import { makeStudent } from '../../testing/student-fixtures.ts'
import { createMemoryDataClient, type MemoryDataOptions } from '../../testing/memory-data-client.ts'
import {
  makeApplication,
  makeTask,
  SAMPLE_RECOMMENDERS,
  SAMPLE_SETTINGS,
  SCHOOLS,
} from '../../testing/planner-fixtures.ts'
import type { PlannerData } from '../../logic/planner/planner-data.ts'
import { PlannerIsland } from './PlannerIsland.tsx'
import { SECTIONS } from './sections.ts'
import { loadSection } from './SectionPanel.tsx'

type MemoryPlan = PlannerData

const [harvard, texas] = SAMPLE_UNIVERSITIES
if (!harvard || !texas) throw new Error('the fixtures have too few universities')

/** An Early Decision already planned (a school not on My List any more). */
const TULANE_ED = makeApplication({
  id: 'app-tulane',
  school: SCHOOLS.tulane,
  plan: 'ed',
  deadline_date: '2030-11-01',
  deadline_time: '23:59',
  deadline_at: '2030-11-02T03:59:00.000Z',
  status: 'in_progress',
  net_price_checked: true,
})

/** That application with its essays step, as stored. */
const TULANE_PLAN = {
  settings: SAMPLE_SETTINGS,
  applications: [TULANE_ED],
  tasks: [makeTask({ id: 't1', application: 'app-tulane', kind: 'essays', title: 'Essays' })],
}

function setup(options: MemoryDataOptions = {}) {
  window.history.replaceState(null, '', '/planner/')
  const data = createMemoryDataClient(options)
  const redirect = vi.fn()
  render(<PlannerIsland data={data} redirect={redirect} />)
  return { data, redirect, user: userEvent.setup() }
}

const ready = () => screen.findByRole('navigation', { name: 'Planner sections' })

/** Opens a section of the planner by its button, as a student does; its heading takes focus. */
async function openSection(user: ReturnType<typeof userEvent.setup>, label: string) {
  const nav = await ready()
  await user.click(within(nav).getByRole('button', { name: new RegExp(`^${label}`) }))
  const name =
    label === 'Calendar and reminders'
      ? 'Calendar'
      : label === 'Financial aid'
        ? 'Financial aid dates'
        : label
  // The section's code loads when it is first opened (ADR 0090): its heading, drawn.
  const section = await screen.findByRole('region', { name, busy: false })
  await waitFor(() => expect(within(section).getByRole('heading', { name })).toHaveFocus())
}

/** Types each value into its labelled field of the form named `form`, then presses `submit`. */
async function submitForm(
  user: ReturnType<typeof userEvent.setup>,
  form: string,
  values: Record<string, string>,
  submit: string,
) {
  const fields = within(screen.getByRole('form', { name: form }))
  for (const [label, value] of Object.entries(values)) {
    await user.type(fields.getByLabelText(label), value)
  }
  await user.click(fields.getByRole('button', { name: submit }))
}

/** Focus is on the confirmation that says `text`. */
async function expectFocusOnNotice(text: string) {
  await waitFor(() => expect(screen.getByText(text)).toHaveFocus())
}

// Each section's code is fetched once before the tests, as a browser's cache would hold it, so
// that a test's time is its own steps (loading itself is tested in loaded.test.tsx).
beforeAll(() => Promise.all(SECTIONS.map(loadSection)))

describe('PlannerIsland', () => {
  it('sends a signed-out visitor to /login, to come back here after signing in', async () => {
    window.history.replaceState(null, '', '/planner/')
    const { redirect } = setup({ student: null })
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('/login/?next=%2Fplanner%2F'))
  })

  it('on a first visit, keeps this device’s time zone with reminders off, and points to My List', async () => {
    const { data, user } = setup()
    const nav = await ready()
    expect(screen.getByRole('heading', { level: 1, name: 'Your planner' })).toBeVisible()
    expect(
      screen.getByText('Nothing planned yet: add an application and its deadline to get a plan.'),
    ).toBeVisible()
    expect((await data.planner.load()).settings).toMatchObject({
      timezone: deviceZone(),
      reminders_enabled: false,
    })
    // The sections say what they hold before they are opened.
    expect(within(nav).getByRole('button', { name: 'Applications none yet' })).toBeVisible()
    expect(
      within(nav).getByRole('button', { name: 'Calendar and reminders reminders off' }),
    ).toBeVisible()
    // No section is open until the student chooses one.
    expect(screen.queryByRole('heading', { name: 'Applications' })).toBeNull()

    await openSection(user, 'Applications')
    expect(window.location.hash).toBe('#applications')
    expect(screen.getByText(/Add schools to My List first/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Find schools for My List' })).toHaveAttribute(
      'href',
      '/dashboard/?card=universities',
    )
    await openSection(user, 'Calendar and reminders')
    expect(screen.getByText('Off: no reminder e-mails.')).toBeVisible()
    // The section opened before is kept, hidden.
    expect(screen.queryByText(/Add schools to My List first/)).not.toBeVisible()
  })

  it('on a first visit, says the zone it took from this device in words, and leads to where it changes', async () => {
    const { user } = setup()
    await ready()
    expect(
      screen.getByText(
        `Your time zone is ${studentZoneInWords(deviceZone())}, as this device is set: deadlines are 11:59 pm there unless the school says otherwise.`,
      ),
    ).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Change time zone' }))
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Time zone and reminders' })).toHaveFocus(),
    )
    expect(window.location.hash).toBe('#calendar')
  })

  it('says nothing of the zone to a student who has one', async () => {
    setup({ planner: { plan: { settings: SAMPLE_SETTINGS } } })
    await ready()
    expect(screen.queryByText(/as this device is set/)).toBeNull()
  })

  it('opens the section the address names', async () => {
    window.history.replaceState(null, '', '/planner/#tasks')
    render(<PlannerIsland data={createMemoryDataClient()} redirect={vi.fn()} />)
    const section = await screen.findByRole('region', { name: 'Tasks', busy: false })
    expect(within(section).getByRole('heading', { name: 'Tasks' })).toBeVisible()
  })

  it('plans an application for a school on My List: the form’s heading takes focus, then the confirmation', async () => {
    const { user } = setup({
      listed: [harvard.id],
      planner: { plan: { settings: SAMPLE_SETTINGS } },
    })
    await openSection(user, 'Applications')
    await user.selectOptions(screen.getByLabelText('School from My List'), harvard.id)
    await user.click(screen.getByRole('button', { name: 'Plan this application' }))
    const form = await screen.findByRole('form', { name: 'Application to Harvard University' })
    await waitFor(() =>
      expect(within(form).getByRole('heading', { name: 'Harvard University' })).toHaveFocus(),
    )
    await user.selectOptions(within(form).getByLabelText('Plan'), 'rd')
    await user.type(within(form).getByLabelText('Date'), '2031-01-01')
    await user.click(within(form).getByRole('button', { name: 'Save application' }))

    await expectFocusOnNotice(
      'Planned your application to Harvard University: 5 steps, dated back from its deadline.',
    )
    expect(screen.queryByRole('form', { name: /Application to/ })).toBeNull()
    const card = screen.getByRole('article', { name: 'Harvard University' })
    expect(card).toHaveTextContent('Regular Decision')
    expect(card).toHaveTextContent('Due Wed, Jan 1, 2031, 11:59 PM (New York time)')
    // Every school on My List has an application now.
    expect(screen.queryByLabelText('School from My List')).toBeNull()
    await openSection(user, 'Tasks')
    const todo = screen.getByRole('list', { name: 'To do' })
    expect(within(todo).getByText('Submit your application to Harvard University')).toBeVisible()
  })

  it("warns as the student types a Common App deadline before the cycle's earliest, and still saves it", async () => {
    const { user } = setup({
      listed: [harvard.id],
      planner: { plan: { settings: SAMPLE_SETTINGS } },
    })
    await openSection(user, 'Applications')
    await user.click(screen.getByRole('button', { name: 'Plan this application' }))
    const form = await screen.findByRole('form', { name: 'Application to Harvard University' })
    const early = addDays(EARLIEST_COMMON_APP_DEADLINE.date, -5)
    await user.type(within(form).getByLabelText('Date'), early)
    // Not a Common App application yet: no rule of Common App's applies.
    expect(within(form).queryByRole('region', { name: 'Plan rules' })).toBeNull()
    await user.selectOptions(within(form).getByLabelText('Platform'), 'common_app')
    const rules = within(form).getByRole('region', { name: 'Plan rules' })
    expect(rules).toHaveTextContent(
      `Check: Harvard University's deadline here is ${formatIsoDay(early)}, but Common App accepts no first-year fall deadline before ${formatIsoDay(EARLIEST_COMMON_APP_DEADLINE.date)} in the 2026-27 cycle`,
    )
    expect(within(rules).queryByRole('alert')).toBeNull()
    await user.click(within(form).getByRole('button', { name: 'Save application' }))
    expect(await screen.findByRole('article', { name: 'Harvard University' })).toBeVisible()
    // The list's own notice keeps saying it while the date stands.
    expect(screen.getByRole('region', { name: 'Plan rules' })).toHaveTextContent(
      "Harvard University's deadline here is",
    )
  })

  it('shows the server’s refusal on its field and keeps what was typed; a failed save keeps it too', async () => {
    const { data, user } = setup({
      listed: [harvard.id],
      planner: { plan: { settings: SAMPLE_SETTINGS, applications: [TULANE_ED] } },
    })
    await openSection(user, 'Applications')
    await user.click(screen.getByRole('button', { name: 'Plan this application' }))
    const form = await screen.findByRole('form', { name: 'Application to Harvard University' })
    await user.selectOptions(within(form).getByLabelText('Plan'), 'ed')
    // The plan rules already explain it as the student chooses.
    expect(within(form).getByRole('alert')).toHaveTextContent(
      'Tulane University of Louisiana is already your binding choice',
    )
    await user.type(within(form).getByLabelText('Date'), '2030-11-15')
    await user.click(within(form).getByRole('button', { name: 'Save application' }))
    const plan = within(form).getByLabelText('Plan')
    await waitFor(() => expect(plan).toHaveAccessibleDescription(/already your binding choice/))
    expect(within(form).getByLabelText('Date')).toHaveValue('2030-11-15')

    await user.selectOptions(plan, 'ea')
    data.setFailure('offline')
    await user.click(within(form).getByRole('button', { name: 'Save application' }))
    expect(await within(form).findByText(/Can't reach the server/)).toBeVisible()
    expect(within(form).getByLabelText('Date')).toHaveValue('2030-11-15')
    expect(within(form).getByLabelText('Plan')).toHaveValue('ea')

    data.setFailure(null)
    await user.click(within(form).getByRole('button', { name: 'Save application' }))
    expect(await screen.findByRole('article', { name: 'Harvard University' })).toHaveTextContent(
      'Early Action',
    )
  })

  it('edits an application: sending it ticks off “submit”; Cancel returns to the section’s heading', async () => {
    const { user } = setup({
      listed: [harvard.id],
      planner: { plan: { settings: SAMPLE_SETTINGS } },
    })
    await openSection(user, 'Applications')
    await user.click(screen.getByRole('button', { name: 'Plan this application' }))
    let form = await screen.findByRole('form', { name: 'Application to Harvard University' })
    await user.type(within(form).getByLabelText('Date'), '2031-01-01')
    await user.click(within(form).getByRole('button', { name: 'Save application' }))
    await screen.findByRole('article', { name: 'Harvard University' })

    await user.click(screen.getByRole('button', { name: 'Edit Harvard University' }))
    form = await screen.findByRole('form', { name: 'Application to Harvard University' })
    await user.click(within(form).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Applications' })).toHaveFocus())

    await user.click(screen.getByRole('button', { name: 'Edit Harvard University' }))
    form = await screen.findByRole('form', { name: 'Application to Harvard University' })
    expect(within(form).getByLabelText('Date')).toHaveValue('2031-01-01')
    await user.selectOptions(within(form).getByLabelText('Status'), 'submitted')
    await user.click(within(form).getByRole('button', { name: 'Save application' }))
    expect(await screen.findByText('Saved your application to Harvard University.')).toBeVisible()
    await openSection(user, 'Tasks')
    const done = screen.getByRole('list', { name: 'Done' })
    expect(within(done).getByRole('checkbox', { name: /Submit your application/ })).toBeChecked()
  })

  it('asks before removing an application; keeping it returns to its card, removing takes its steps', async () => {
    const { user } = setup({
      planner: { plan: TULANE_PLAN },
    })
    await openSection(user, 'Applications')
    await user.click(screen.getByRole('button', { name: 'Remove Tulane University of Louisiana' }))
    const question = screen.getByText(/Remove your application to Tulane/)
    expect(question).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Keep it' }))
    expect(screen.getByRole('heading', { name: 'Tulane University of Louisiana' })).toHaveFocus()

    await user.click(screen.getByRole('button', { name: 'Remove Tulane University of Louisiana' }))
    await user.click(screen.getByRole('button', { name: 'Remove application' }))
    await expectFocusOnNotice('Removed your application to Tulane University of Louisiana.')
    expect(screen.queryByRole('article', { name: 'Tulane University of Louisiana' })).toBeNull()
    await openSection(user, 'Tasks')
    expect(screen.getByText(/No tasks yet/)).toBeVisible()
    expect(screen.queryByRole('checkbox', { name: 'Essays' })).toBeNull()
  })

  it('ticks a step off at once, and puts it back when the save fails', async () => {
    const { data, user } = setup({
      planner: { plan: TULANE_PLAN },
    })
    await openSection(user, 'Tasks')
    const box = screen.getByRole('checkbox', { name: 'Essays' })
    box.focus()
    await user.keyboard(' ')
    await waitFor(() => expect(box).toBeChecked())
    // Still the same box, still in focus: ticked off, it stays in the list until the next visit.
    expect(box).toHaveFocus()
    expect((await data.planner.load()).tasks[0]?.done).toBe(true)

    data.setFailure('offline')
    await user.keyboard(' ')
    expect(await screen.findByText('Not saved: try again.')).toBeVisible()
    expect(box).toBeChecked()
    expect(box).toHaveFocus()
  })

  it('adds and removes a task of the student’s own; the form starts empty again', async () => {
    const { user } = setup({ planner: { plan: { settings: SAMPLE_SETTINGS } } })
    await openSection(user, 'Tasks')
    await submitForm(user, 'Add a task', { Task: 'Visit campus', Due: '2030-10-10' }, 'Add task')
    await expectFocusOnNotice('Added “Visit campus” to your tasks.')
    expect(screen.getByRole('checkbox', { name: 'Visit campus' })).not.toBeChecked()
    expect(
      within(screen.getByRole('form', { name: 'Add a task' })).getByLabelText('Task'),
    ).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Remove Visit campus' }))
    expect(await screen.findByText('Removed “Visit campus”.')).toBeVisible()
    expect(screen.queryByRole('checkbox', { name: 'Visit campus' })).toBeNull()
  })

  it('adds an aid date, ticks it off and removes it', async () => {
    const { user } = setup({ planner: { plan: { settings: SAMPLE_SETTINGS } } })
    await openSection(user, 'Financial aid')
    await submitForm(
      user,
      'Add an aid date',
      { 'What it is (optional)': 'Cal Grant priority date', Date: '2031-03-02' },
      'Add date',
    )
    expect(await screen.findByText('Added the date to your financial aid dates.')).toBeVisible()
    await user.click(screen.getByRole('checkbox', { name: 'Cal Grant priority date' }))
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Cal Grant priority date' })).toBeChecked(),
    )
    await user.click(screen.getByRole('button', { name: 'Remove Cal Grant priority date' }))
    expect(await screen.findByText('Removed “Cal Grant priority date”.')).toBeVisible()
  })

  it('adds a recommender in a panel: its heading takes focus; the lead-time warning shows', async () => {
    const { user } = setup({
      planner: { plan: { settings: SAMPLE_SETTINGS, applications: [TULANE_ED] } },
    })
    await openSection(user, 'Recommenders')
    await user.click(screen.getByRole('button', { name: 'Add a recommender' }))
    const heading = await screen.findByRole('heading', { name: 'Add a recommender' })
    await waitFor(() => expect(heading).toHaveFocus())
    const form = screen.getByRole('form', { name: 'Add a recommender' })
    await user.click(within(form).getByRole('button', { name: 'Save recommender' }))
    expect(within(form).getByLabelText('Name')).toHaveAccessibleDescription(PLANNER_MESSAGES.name)
    await user.type(within(form).getByLabelText('Name'), 'Ms. Rivera')
    await user.click(within(form).getByRole('checkbox', { name: 'Tulane University of Louisiana' }))
    await user.click(within(form).getByRole('button', { name: 'Save recommender' }))
    expect(await screen.findByText('Added Ms. Rivera.')).toBeVisible()
    expect(screen.getByText('Letters for Tulane University of Louisiana')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Remove Ms. Rivera' }))
    expect(await screen.findByText('Removed Ms. Rivera.')).toBeVisible()
  })

  it('makes a calendar link, copies it, and revokes it', async () => {
    const { user } = setup({
      planner: { plan: { settings: { ...SAMPLE_SETTINGS, calendar_token: '' } } },
    })
    await openSection(user, 'Calendar and reminders')
    await user.click(screen.getByRole('button', { name: 'Make a calendar link' }))
    const link = await screen.findByLabelText('Your private calendar link')
    const url = (link as HTMLInputElement).value
    expect(url).toMatch(/\/api\/planner\/calendar\/\w+\.ics$/)
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Calendar' })).toHaveFocus())
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await screen.findByText('Copied. Paste it into your calendar app.')).toBeVisible()
    expect(await navigator.clipboard.readText()).toBe(url)
    await user.click(screen.getByRole('button', { name: 'Revoke link' }))
    await user.click(screen.getByRole('button', { name: 'Yes, revoke the link' }))
    expect(await screen.findByRole('button', { name: 'Make a calendar link' })).toBeVisible()
  })

  it('changes the time zone and reminders in a panel; a refused value shows on its field', async () => {
    const { user } = setup({
      planner: { plan: { settings: { ...SAMPLE_SETTINGS, reminders_enabled: false } } },
    })
    await openSection(user, 'Calendar and reminders')
    await user.click(screen.getByRole('button', { name: 'Change settings' }))
    const form = await screen.findByRole('form', { name: 'Time zone and reminders' })
    await waitFor(() =>
      expect(within(form).getByRole('heading', { name: 'Time zone and reminders' })).toHaveFocus(),
    )
    await user.click(within(form).getByRole('checkbox', { name: /E-mail me reminders/ }))
    const days = within(form).getByLabelText('Days before the deadline')
    await user.clear(days)
    await user.type(days, '40')
    await user.click(within(form).getByRole('button', { name: 'Save settings' }))
    expect(days).toHaveAccessibleDescription(/Choose a number of days from 1 to 30/)
    await user.clear(days)
    await user.type(days, '3')
    await user.click(within(form).getByRole('button', { name: 'Save settings' }))
    await expectFocusOnNotice('Saved your time zone and reminders.')
    expect(
      screen.getByText(
        'A weekly digest on Monday morning and an alert 3 days before each deadline, by e-mail to maya@example.com.',
      ),
    ).toBeVisible()
  })

  it('turning reminders on for an unconfirmed address offers the link that confirms it', async () => {
    const { data, user } = setup({
      student: makeStudent({ emailVerified: false }),
      planner: { plan: { settings: { ...SAMPLE_SETTINGS, reminders_enabled: false } } },
    })
    await openSection(user, 'Calendar and reminders')
    await user.click(screen.getByRole('button', { name: 'Change settings' }))
    const form = await screen.findByRole('form', { name: 'Time zone and reminders' })
    expect(within(form).queryByRole('button', { name: 'Send the confirmation e-mail' })).toBeNull()
    await user.click(within(form).getByRole('checkbox', { name: /E-mail me reminders/ }))
    // The offer shows only for an address not confirmed, as reminders are ticked.
    await user.click(
      await within(form).findByRole('button', { name: 'Send the confirmation e-mail' }),
    )
    expect(await within(form).findByText(/We sent a link to maya@example.com\./)).toBeVisible()
    expect(data.written.verificationRequests).toEqual(['maya@example.com'])
    await user.click(within(form).getByRole('button', { name: 'Save settings' }))
    await expectFocusOnNotice('Saved your time zone and reminders.')
    // The summary keeps saying the mails wait for the address.
    expect(
      screen.getByText(/Reminders go only to an address you have confirmed|We sent a link/),
    ).toBeVisible()
  })

  it('says when the plan cannot be loaded, and tries again', async () => {
    const { data, user } = setup({ failWith: 'offline' })
    // The session check keeps the student when the server is unreachable; the plan fails.
    expect(await screen.findByText(/Your plan could not be loaded/)).toBeVisible()
    data.setFailure(null)
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await ready()).toBeVisible()
  })

  it('explains the plan rules across applications', async () => {
    const { user } = setup({
      planner: {
        plan: {
          settings: SAMPLE_SETTINGS,
          applications: [{ ...TULANE_ED, net_price_checked: false }],
          recommenders: SAMPLE_RECOMMENDERS.map((person) => ({
            ...person,
            applications: ['app-tulane'],
          })),
        },
      },
    })
    await openSection(user, 'Applications')
    expect(screen.getByRole('region', { name: 'Plan rules' })).toHaveTextContent(
      'Run its net price calculator before you apply',
    )
  })
})

describe('PlannerIsland after “Submit”', () => {
  /** Tulane sent, never looked at; Rivera writes for it; an interview scheduled a week on. */
  const SENT = { ...TULANE_ED, status: 'submitted' as const }
  const rivera = { ...SAMPLE_RECOMMENDERS[0]!, applications: ['app-tulane'] }
  const sentPlan = (extra: Partial<MemoryPlan> = {}) =>
    setup({
      planner: {
        plan: { settings: SAMPLE_SETTINGS, applications: [SENT], recommenders: [rivera], ...extra },
      },
    })
  const agenda = () => screen.getByRole('region', { name: 'This week' })

  it('nudges the portal until it is checked, and a checklist saved today moves the nudge a week on', async () => {
    const { data, user } = sentPlan()
    await ready()
    // Everything but the mid-year report (missing only from February 1), and Ms. Rivera's letter.
    const before =
      /Check the Tulane University of Louisiana portal: (\d+) items not shown yet/.exec(
        agenda().textContent,
      )
    expect(Number(before?.[1])).toBeGreaterThanOrEqual(7)
    await openSection(user, 'Applications')
    const card = screen.getByRole('article', { name: 'Tulane University of Louisiana' })
    expect(card).toHaveTextContent(/Portal: Not added yet: most colleges e-mail an invitation/)
    await user.click(within(card).getByRole('button', { name: /^Add the portal/ }))
    const form = await screen.findByRole('form', {
      name: 'Portal for Tulane University of Louisiana',
    })
    await waitFor(() => expect(within(form).getByRole('heading', { level: 3 })).toHaveFocus())
    // Never a password: the form has no field for one.
    expect(within(form).queryByLabelText(/password/i)).toBeNull()
    await user.type(
      within(form).getByLabelText('Portal address'),
      'https://apply.tulane.edu/status',
    )
    const letter = within(form).getByRole('group', { name: 'Recommendation: Ms. Rivera' })
    await user.click(within(letter).getByRole('radio', { name: 'Received' }))
    await user.click(within(form).getByRole('button', { name: 'Save the portal checklist' }))
    await expectFocusOnNotice('Saved the Tulane University of Louisiana portal checklist.')

    const [portal] = (await data.planner.load()).portals
    expect(portal?.items).toEqual({ 'recommendation:rec-rivera': 'received' })
    expect(card).toHaveTextContent(`${String(Number(before?.[1]) - 1)} not shown yet`)
    // Looked at today: the next look is a week away, after this week's agenda.
    expect(agenda()).not.toHaveTextContent('Check the Tulane University of Louisiana portal')
  })

  it('keeps what was typed when the server refuses the checklist, with the message on its field', async () => {
    const { user } = sentPlan()
    await openSection(user, 'Applications')
    await user.click(screen.getByRole('button', { name: /^Add the portal/ }))
    const form = await screen.findByRole('form', { name: /^Portal for/ })
    await user.type(within(form).getByLabelText('Login e-mail'), 'maya@example.com')
    await user.type(within(form).getByLabelText('Portal address'), 'http://apply.tulane.edu')
    await user.click(within(form).getByRole('button', { name: 'Save the portal checklist' }))
    expect(within(form).getByLabelText('Portal address')).toHaveAccessibleDescription(
      expect.stringContaining('starting with https://'),
    )
    expect(within(form).getByLabelText('Login e-mail')).toHaveValue('maya@example.com')
  })

  it('schedules an interview in the school’s zone and ticks its thank-you once done', async () => {
    const { data, user } = sentPlan()
    await openSection(user, 'Applications')
    await user.click(screen.getByRole('button', { name: /^Add an interview/ }))
    const form = await screen.findByRole('form', {
      name: 'Interview with Tulane University of Louisiana',
    })
    await user.type(within(form).getByLabelText('Date'), '2030-10-20')
    await user.type(within(form).getByLabelText('Time'), '16:00')
    await user.click(within(form).getByRole('button', { name: 'Save the interview' }))
    await expectFocusOnNotice('Saved the Tulane University of Louisiana interview.')
    const [stored] = (await data.planner.load()).interviews
    // 4 pm in New Orleans (the school's zone from the catalogue) is 21:00 UTC in October.
    expect(stored).toMatchObject({
      zone_rule: 'school',
      zone: 'America/Chicago',
      at: '2030-10-20T21:00:00.000Z',
    })
    const card = screen.getByRole('article', { name: 'Tulane University of Louisiana' })
    expect(card).toHaveTextContent('Scheduled: Sun, Oct 20, 2030, 4:00 PM (Chicago time)')

    await user.click(within(card).getByRole('button', { name: /^Edit the interview/ }))
    const again = await screen.findByRole('form', { name: /^Interview with/ })
    await user.selectOptions(within(again).getByLabelText('Interview'), 'done')
    await user.clear(within(again).getByLabelText('Date'))
    await user.type(within(again).getByLabelText('Date'), '2020-10-20')
    await user.click(within(again).getByRole('button', { name: 'Save the interview' }))
    await expectFocusOnNotice('Saved the Tulane University of Louisiana interview.')
    const thanks = within(card).getByRole('checkbox', { name: /^Thank-you note sent/ })
    await user.click(thanks)
    await waitFor(async () =>
      expect((await data.planner.load()).interviews[0]?.thank_you_sent).toBe(true),
    )
    expect(thanks).toBeChecked()
  })

  it('shows a recommender’s packet with their schools and copies it as text', async () => {
    const { user } = sentPlan({
      portals: [
        {
          id: 'p1',
          application: 'app-tulane',
          url: '',
          login_email: '',
          items: { 'recommendation:rec-rivera': 'received' },
          checked_on: '',
        },
      ],
    })
    await openSection(user, 'Recommenders')
    await user.click(screen.getByRole('button', { name: 'Packet for Ms. Rivera' }))
    const packet = await screen.findByRole('article', {
      name: 'Recommendation packet for Ms. Rivera',
    })
    await waitFor(() => expect(within(packet).getByRole('heading', { level: 3 })).toHaveFocus())
    expect(within(packet).getByText('Every letter is in: 1 school.')).toBeVisible()
    await user.click(within(packet).getByRole('button', { name: 'Copy as text' }))
    expect(await within(packet).findByText(/^Copied:/)).toBeVisible()
    expect(await navigator.clipboard.readText()).toContain(
      '- Tulane University of Louisiana: Common App, Early Decision I, due Fri, Nov 1, 2030, 11:59 PM (New York time). Letter: received.',
    )
    await user.click(
      within(packet).getByRole('checkbox', { name: 'Thank-you note sent to Ms. Rivera' }),
    )
    await waitFor(() =>
      expect(
        within(packet).getByRole('checkbox', { name: 'Thank-you note sent to Ms. Rivera' }),
      ).toBeChecked(),
    )
    await user.click(within(packet).getByRole('button', { name: 'Close the packet' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Recommenders' })).toHaveFocus())
  })
})
