import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AnalyticsStart } from './AnalyticsStart.tsx'

const meta = {
  title: 'Analytics/AnalyticsStart',
  component: AnalyticsStart,
  args: {
    missing: 'everything',
    links: { schools: '/dashboard/?card=universities', planner: '/planner/' },
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AnalyticsStart>

export default meta
type Story = StoryObj<typeof meta>

/** A new student: no school on My List, no application. */
export const NothingYet: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Nothing to analyse yet' })
    await expect(region).toBeVisible()
    await expect(
      within(region).getByRole('link', { name: 'Add schools to My List' }),
    ).toHaveAttribute('href', '/dashboard/?card=universities')
    await expect(
      within(region).getByRole('link', { name: 'Plan your applications' }),
    ).toHaveAttribute('href', '/planner/')
    // What each step brings, one item each.
    await expect(within(region).getAllByRole('listitem')).toHaveLength(2)
  },
}

/** Schools on My List, no application planned yet. */
export const NoApplications: Story = {
  args: { missing: 'applications' },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Readiness, workload and costs' })
    await expect(within(region).getByRole('link', { name: 'plan your applications' })).toBeVisible()
    await expect(within(region).queryByRole('link', { name: /My List/ })).toBeNull()
  },
}
