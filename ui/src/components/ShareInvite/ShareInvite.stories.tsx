import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ShareInvite } from './ShareInvite.tsx'

const meta = {
  title: 'Sharing/ShareInvite',
  component: ShareInvite,
  args: { what: 'your deadlines and tasks' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShareInvite>

export default meta
type Story = StoryObj<typeof meta>

/** Under the planner's, the essays' and analytics' titles: the way to the profile's section. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Share with someone who helps' }),
    ).toHaveAttribute('href', '/profile/#sharing')
  },
}
