import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { SAMPLE_UNIVERSITIES } from '../../testing/sample-universities.ts'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import {
  SAMPLE_AID,
  SAMPLE_APPLICATIONS,
  SAMPLE_RECOMMENDERS,
  SAMPLE_SETTINGS,
  SAMPLE_TASKS,
} from '../../testing/planner-fixtures.ts'
import {
  AFTER_APPLICATIONS,
  AFTER_RECOMMENDERS,
  MICHIGAN_INTERVIEW,
  TULANE_INTERVIEW,
  TULANE_PORTAL,
} from '../../testing/after-submit-fixtures.ts'
import { showsIn } from '../../testing/story-plays.ts'
import { PlannerIsland } from './PlannerIsland.tsx'

const williams = SAMPLE_UNIVERSITIES.find((u) => u.name === 'Williams College')
if (!williams) throw new Error('the fixtures lack Williams College')

const fullPlan = {
  settings: SAMPLE_SETTINGS,
  calendarUrl: null,
  applications: SAMPLE_APPLICATIONS,
  tasks: SAMPLE_TASKS,
  aidDates: SAMPLE_AID,
  recommenders: SAMPLE_RECOMMENDERS,
}

/** A fresh client (each story its own) for a student with Williams listed and the full plan. */
const planningWilliams = () =>
  createMemoryDataClient({ listed: [williams.id], planner: { plan: fullPlan } })

/** The navigation between planner sections, once the island has loaded. */
function plannerSections(canvas: StoryContext['canvas']) {
  return canvas.findByRole('navigation', { name: 'Planner sections' })
}

const meta = {
  title: 'Planner/PlannerIsland',
  component: PlannerIsland,
  args: { redirect: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlannerIsland>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: { data: createMemoryDataClient({ latencyMs: 60_000 }) },
  play: showsIn('status', 'Loading your plan...'),
}

export const FirstVisit: Story = {
  args: { data: createMemoryDataClient({ listed: [williams.id] }) },
  play: async ({ canvas }) => {
    const nav = await plannerSections(canvas)
    await expect(
      canvas.getByText('Nothing planned yet: add an application and its deadline to get a plan.'),
    ).toBeVisible()
    await expect(within(nav).getByRole('button', { name: 'Applications none yet' })).toBeVisible()
  },
}

export const FullPlan: Story = {
  args: { data: planningWilliams() },
  play: async ({ canvas }) => {
    const nav = await plannerSections(canvas)
    await expect(canvas.getByRole('heading', { name: 'This week' })).toBeVisible()
    await expect(within(nav).getByRole('button', { name: 'Applications 4 schools' })).toBeVisible()
    await expect(within(nav).getByRole('button', { name: 'Recommenders 2 people' })).toBeVisible()
  },
}

export const ApplicationsOpen: Story = {
  args: { data: planningWilliams() },
  play: async ({ canvas }) => {
    const nav = await plannerSections(canvas)
    await userEvent.click(within(nav).getByRole('button', { name: /^Applications/ }))
    const list = await canvas.findByRole('list', { name: 'Your applications' })
    await expect(within(list).getAllByRole('article')).toHaveLength(4)
    await expect(canvas.getByRole('region', { name: 'Plan rules' })).toBeVisible()
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Applications' })).toHaveFocus())
  },
}

export const PlanningAnApplication: Story = {
  args: { data: planningWilliams() },
  play: async ({ canvas }) => {
    const nav = await plannerSections(canvas)
    await userEvent.click(within(nav).getByRole('button', { name: /^Applications/ }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Plan this application' }))
    const form = await canvas.findByRole('form', { name: 'Application to Williams College' })
    await waitFor(() =>
      expect(within(form).getByRole('heading', { name: 'Williams College' })).toHaveFocus(),
    )
  },
}

export const CalendarAndReminders: Story = {
  args: { data: createMemoryDataClient({ planner: { plan: fullPlan } }) },
  play: async ({ canvas }) => {
    const nav = await plannerSections(canvas)
    await userEvent.click(within(nav).getByRole('button', { name: /^Calendar and reminders/ }))
    await expect(await canvas.findByRole('heading', { name: 'Calendar' })).toBeVisible()
    await expect(canvas.getByRole('heading', { name: 'Time zone and reminders' })).toBeVisible()
  },
}

export const LoadFailed: Story = {
  args: { data: createMemoryDataClient({ failWith: 'offline' }) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      /Your plan could not be loaded/,
    )
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible()
  },
}

/** Two applications sent (Tulane's portal checked, an interview each), one being written. */
const afterSubmit = () =>
  createMemoryDataClient({
    planner: {
      plan: {
        settings: SAMPLE_SETTINGS,
        applications: AFTER_APPLICATIONS,
        recommenders: AFTER_RECOMMENDERS,
        portals: [TULANE_PORTAL],
        interviews: [TULANE_INTERVIEW, MICHIGAN_INTERVIEW],
      },
    },
  })

export const AfterSubmitOverview: Story = {
  args: { data: afterSubmit() },
  play: async ({ canvas }) => {
    await plannerSections(canvas)
    const agenda = canvas.getByRole('region', { name: 'This week' })
    // Michigan's portal was never looked at: its nudge is due now, with its thank-you note.
    await expect(agenda).toHaveTextContent(
      /Check the University of Michigan-Ann Arbor portal: \d+ items not shown yet/,
    )
    await expect(agenda).toHaveTextContent(
      'Send a thank-you note for your University of Michigan-Ann Arbor interview',
    )
  },
}

export const AfterSubmitApplications: Story = {
  args: { data: afterSubmit() },
  play: async ({ canvas }) => {
    const nav = await plannerSections(canvas)
    await userEvent.click(within(nav).getByRole('button', { name: /^Applications/ }))
    const tulane = await canvas.findByRole('article', { name: 'Tulane University of Louisiana' })
    await expect(within(tulane).getByRole('heading', { name: 'After you submit' })).toBeVisible()
    await expect(tulane).toHaveTextContent(/Scheduled: Fri, Nov 20, 2026, 4:00 PM \(Chicago time\)/)
    await userEvent.click(within(tulane).getByRole('button', { name: /^Update the checklist/ }))
    const form = await canvas.findByRole('form', {
      name: 'Portal for Tulane University of Louisiana',
    })
    await waitFor(() => expect(within(form).getByRole('heading', { level: 3 })).toHaveFocus())
  },
}

export const AfterSubmitInterviewForm: Story = {
  args: { data: afterSubmit() },
  play: async ({ canvas }) => {
    const nav = await plannerSections(canvas)
    await userEvent.click(within(nav).getByRole('button', { name: /^Applications/ }))
    const tulane = await canvas.findByRole('article', { name: 'Tulane University of Louisiana' })
    await userEvent.click(within(tulane).getByRole('button', { name: /^Edit the interview/ }))
    const form = await canvas.findByRole('form', {
      name: 'Interview with Tulane University of Louisiana',
    })
    await expect(within(form).getByLabelText('Time')).toHaveValue('16:00')
  },
}

export const RecommenderPacketOpen: Story = {
  args: { data: afterSubmit() },
  play: async ({ canvas }) => {
    const nav = await plannerSections(canvas)
    await userEvent.click(within(nav).getByRole('button', { name: /^Recommenders/ }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Packet for Ms. Rivera' }))
    const packet = await canvas.findByRole('article', {
      name: 'Recommendation packet for Ms. Rivera',
    })
    await expect(within(packet).getByRole('table')).toBeVisible()
    await waitFor(() => expect(within(packet).getByRole('heading', { level: 3 })).toHaveFocus())
  },
}
