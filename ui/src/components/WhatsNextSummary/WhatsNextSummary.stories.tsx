import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { weeklyAgenda, whatsNext } from '../../logic/planner/agenda.ts'
import { PLANNER_CLOCK, SAMPLE_APPLICATIONS, SAMPLE_TASKS } from '../../testing/planner-fixtures.ts'
import { showsIn } from '../../testing/story-plays.ts'
import { WhatsNextSummary } from './WhatsNextSummary.tsx'

const agenda = weeklyAgenda(
  { applications: SAMPLE_APPLICATIONS, tasks: SAMPLE_TASKS, aid: [] },
  PLANNER_CLOCK,
)

const meta = {
  title: 'Planner/WhatsNextSummary',
  component: WhatsNextSummary,
  args: { summary: whatsNext(agenda) },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof WhatsNextSummary>

export default meta
type Story = StoryObj<typeof meta>

export const WithLate: Story = {
  play: async ({ canvas }) => {
    const box = canvas.getByRole('complementary', { name: "What's next" })
    await expect(box).toHaveAttribute('data-state', 'late')
    await expect(box).toHaveTextContent('1 late · 2 due this week')
    await expect(within(box).getAllByRole('listitem')[0]).toHaveTextContent(
      'Ask for recommendations for Tulane University of Louisiana Sun, Sep 20, 2026',
    )
    await expect(canvas.getByRole('link', { name: 'Open your planner' })).toHaveAttribute(
      'href',
      '/planner/',
    )
  },
}

export const OnTrack: Story = {
  args: { summary: whatsNext({ ...agenda, late: [] }) },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('complementary')
    await expect(box).toHaveAttribute('data-state', 'on-track')
    await expect(box).toHaveTextContent('2 due this week')
    await expect(box).not.toHaveTextContent('late')
  },
}

export const NothingDue: Story = {
  args: { summary: { lateCount: 0, thisWeekCount: 0, next: [] } },
  play: showsIn(
    'complementary',
    'Nothing is due. Add deadlines to your applications to get a plan.',
  ),
}

export const NoPlanYet: Story = {
  args: { summary: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('complementary')).toHaveAttribute('data-state', 'empty')
    await expect(canvas.getByRole('link', { name: 'Start your plan' })).toHaveAttribute(
      'href',
      '/planner/',
    )
  },
}
