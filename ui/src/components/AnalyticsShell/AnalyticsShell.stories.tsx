import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Banner } from '../Banner/Banner.tsx'
import { AnalyticsShell } from './AnalyticsShell.tsx'

const meta = {
  title: 'Analytics/AnalyticsShell',
  component: AnalyticsShell,
  args: { children: <p>The charts go here.</p> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AnalyticsShell>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Application analytics' }),
    ).toBeVisible()
    await expect(canvas.getByText(/No chance of admission is given/)).toBeVisible()
  },
}

export const WithNotice: Story = {
  args: {
    notices: <Banner variant="success">Saved the aid offer from Berea College.</Banner>,
    links: { quiz: '/quiz', settings: '/profile', planner: '/planner/', essays: '/essays/' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Saved the aid offer from Berea College.',
    )
    await expect(canvas.getByRole('link', { name: 'your match settings' })).toHaveAttribute(
      'href',
      '/profile',
    )
  },
}
