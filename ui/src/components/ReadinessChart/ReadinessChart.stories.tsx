import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { readiness } from '../../logic/analytics/readiness.ts'
import {
  ANALYTICS_ESSAYS,
  ANALYTICS_NOW,
  ANALYTICS_RECOMMENDERS,
  ANALYTICS_TASKS,
  READINESS_APPLICATIONS,
} from '../../testing/analytics-fixtures.ts'
import { openFiguresTable, showsIn } from '../../testing/story-plays.ts'
import { ReadinessChart } from './ReadinessChart.tsx'

const meta = {
  title: 'Analytics/ReadinessChart',
  component: ReadinessChart,
  args: {
    readiness: readiness(
      READINESS_APPLICATIONS,
      ANALYTICS_TASKS,
      ANALYTICS_ESSAYS,
      ANALYTICS_RECOMMENDERS,
      ANALYTICS_NOW,
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReadinessChart>

export default meta
type Story = StoryObj<typeof meta>

export const Many: Story = {
  play: async ({ canvas }) => {
    const rows = within(
      canvas.getByRole('list', { name: 'Applications, most urgent first' }),
    ).getAllByRole('listitem')
    await expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual([
      'The University of Texas at Austin',
      'University of Michigan-Ann Arbor',
      'Harvard University',
      'Purdue University-Main Campus',
      'Berea College',
    ])
    await expect(rows[0]).toHaveTextContent('1 of 3 tasks done')
    await expect(rows[0]).toHaveTextContent('1 of 2 essays final')
    await expect(rows[0]).toHaveTextContent('Left: 2 tasks open, 1 essay not final.')
    await expect(canvas.getByRole('link', { name: 'Open your planner' })).toHaveAttribute(
      'href',
      '/planner/',
    )
    await openFiguresTable(canvas, 'Readiness per application')
  },
}

export const OneApplication: Story = {
  args: {
    readiness: readiness(
      READINESS_APPLICATIONS.slice(0, 1),
      ANALYTICS_TASKS,
      [],
      [],
      ANALYTICS_NOW,
    ),
  },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('listitem')
    await expect(row).toHaveTextContent('No essays')
    await expect(row).toHaveTextContent('No recommenders')
  },
}

export const MissingData: Story = {
  args: {
    readiness: readiness(
      READINESS_APPLICATIONS.map((app) => ({
        ...app,
        deadline_date: '',
        deadline_at: '',
        status: 'planning' as const,
      })),
      [],
      [],
      [],
      ANALYTICS_NOW,
    ),
  },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('list', { name: 'Applications, most urgent first' }))
    await expect(rows.getAllByText('No deadline yet')).toHaveLength(5)
    await expect(canvas.getByRole('figure')).toHaveTextContent('5 without a deadline')
  },
}

export const Empty: Story = {
  args: { readiness: readiness([], [], [], [], ANALYTICS_NOW) },
  play: showsIn('figure', 'No applications yet: add them in your planner.'),
}
