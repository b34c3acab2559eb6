import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { essayWork, workloadForecast } from '../../logic/analytics/workload.ts'
import { intlOffsetAt } from '../../logic/planner/intl-zone.ts'
import {
  ANALYTICS_APPLICATIONS,
  ANALYTICS_ESSAYS,
  ANALYTICS_TASKS,
  ANALYTICS_NOW,
  ANALYTICS_TODAY,
} from '../../testing/analytics-fixtures.ts'
import { openFiguresTable, showsIn } from '../../testing/story-plays.ts'
import { WorkloadChart } from './WorkloadChart.tsx'

const deadlines = ANALYTICS_APPLICATIONS.filter((app) =>
  ['planning', 'in_progress'].includes(app.status),
).map((app) => ({
  date: app.deadline_date,
  schoolName: app.school.name,
  at: Date.parse(app.deadline_at),
}))

const meta = {
  title: 'Analytics/WorkloadChart',
  component: WorkloadChart,
  args: {
    workload: workloadForecast({
      today: ANALYTICS_TODAY,
      now: ANALYTICS_NOW,
      essays: ANALYTICS_ESSAYS.map((essay) => essayWork(essay, intlOffsetAt, 'America/Chicago')),
      tasks: ANALYTICS_TASKS,
      deadlines,
    }),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WorkloadChart>

export default meta
type Story = StoryObj<typeof meta>

export const Many: Story = {
  play: async ({ canvas }) => {
    const figure = canvas.getByRole('figure', { name: 'Workload by week' })
    await expect(figure).toHaveTextContent('850 words to write and 7 tasks open over 13 weeks')
    // Words are the forecast's unit; a character limit is said to be an estimate in them.
    await expect(figure).toHaveTextContent(
      'a limit in characters planned as words of about six characters',
    )
    await expect(
      canvas.getByRole('region', { name: 'Workload by week, scrolls sideways' }),
    ).toBeVisible()
    const table = await openFiguresTable(canvas, 'Workload by week')
    await expect(within(table).getAllByRole('row')).toHaveLength(14)
    await expect(within(table).getByRole('row', { name: /Mon, Oct 12, 2026/ })).toHaveTextContent(
      'The University of Texas at Austin',
    )
  },
}

export const CrunchWeeks: Story = {
  args: {
    workload: workloadForecast({
      today: ANALYTICS_TODAY,
      now: ANALYTICS_NOW,
      essays: [
        { id: 'ps', words: 650, due: '2026-10-16' },
        { id: 'a', words: 500, due: '2026-10-16' },
        { id: 'b', words: 100, due: '2027-01-01' },
      ],
      tasks: [],
      deadlines: [],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: /crunch weeks: Oct 5, Oct 12/ })).toBeVisible()
    await expect(canvas.getByRole('figure')).toHaveTextContent('Crunch weeks: the week of Oct 5')
  },
}

export const OneWeek: Story = {
  args: {
    workload: workloadForecast({
      today: ANALYTICS_TODAY,
      now: ANALYTICS_NOW,
      essays: [{ id: 'e', words: 250, due: '2026-10-09' }],
      tasks: [{ due: '2026-10-08', done: false }],
      deadlines: [{ date: '2026-10-09', schoolName: 'Rice University', at: null }],
    }),
  },
  play: showsIn('figure', '250 words to write and 1 task open over 1 week'),
}

export const MissingData: Story = {
  args: {
    workload: workloadForecast({
      today: ANALYTICS_TODAY,
      now: ANALYTICS_NOW,
      essays: [{ id: 'e', words: 400, due: null }],
      tasks: [{ due: '', done: false }],
      deadlines: [],
    }),
  },
  play: showsIn(
    'figure',
    'Not in the forecast: 400 words for essays with no deadline yet and 1 task with no date.',
  ),
}

export const Empty: Story = {
  args: {
    workload: workloadForecast({
      today: ANALYTICS_TODAY,
      now: ANALYTICS_NOW,
      essays: [],
      tasks: [],
      deadlines: [],
    }),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('figure')).toHaveAttribute('data-state', 'empty')
  },
}
