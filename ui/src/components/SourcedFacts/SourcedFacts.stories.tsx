import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { INTERVIEW_FACTS } from '../../logic/admissions/interview-facts.ts'
import { PORTAL_FACTS } from '../../logic/admissions/portal-facts.ts'
import { RECOMMENDATION_FACTS } from '../../logic/admissions/recommendation-facts.ts'
import { SourcedFacts } from './SourcedFacts.tsx'

const meta = {
  title: 'Planner/SourcedFacts',
  component: SourcedFacts,
  args: { summary: 'What to know about portals', facts: PORTAL_FACTS },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SourcedFacts>

export default meta
type Story = StoryObj<typeof meta>

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('What to know about portals')).toBeVisible()
    await expect(canvas.queryByRole('link', { name: /eduplan\.co/ })).not.toBeVisible()
  },
}

export const Portals: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('What to know about portals'))
    await expect(canvas.getByText(/about three times a week/)).toBeVisible()
    await expect(
      canvas.getByRole('link', { name: 'eduplan.co (opens in a new tab)' }),
    ).toHaveAttribute('href', 'https://eduplan.co/monitoring-decisions')
    await expect(
      canvas.getByText(/each school's own instructions win\. Checked Nov 27, 2026\./),
    ).toBeVisible()
  },
}

export const Interviews: Story = {
  args: { summary: 'What to know about interviews', facts: INTERVIEW_FACTS, open: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/request one by phone or online form/)).toBeVisible()
  },
}

export const Recommendations: Story = {
  args: { summary: 'Why ask early', facts: RECOMMENDATION_FACTS, open: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/two to three months/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: /tphnews\.com/ })).toBeVisible()
  },
}
