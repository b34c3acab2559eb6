import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Banner } from '../Banner/Banner.tsx'
import { showsIn } from '../../testing/story-plays.ts'
import { PlannerShell } from './PlannerShell.tsx'

const meta = {
  title: 'Planner/PlannerShell',
  component: PlannerShell,
  args: { children: <p>The planner's sections.</p> },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PlannerShell>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Your planner' })).toBeVisible()
    await expect(canvas.getByText("The planner's sections.")).toBeVisible()
  },
}

export const WithNotice: Story = {
  args: {
    notices: <Banner variant="error">Can&apos;t reach the server.</Banner>,
  },
  play: showsIn('alert', "Can't reach the server."),
}
