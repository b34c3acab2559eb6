import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { Button } from '../Button/Button.tsx'
import { clickCallsOnce } from '../../testing/story-plays.ts'
import { Banner, RetryBanner } from './Banner.tsx'

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  args: { children: 'Your answers were saved.' },
} satisfies Meta<typeof Banner>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = { args: { variant: 'info' } }
export const Success: Story = { args: { variant: 'success' } }
export const Error: Story = {
  args: {
    variant: 'error',
    children: "Can't reach the server. Check your connection and try again.",
    action: <Button variant="secondary">Retry</Button>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Can't reach the server.")
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
  },
}

export const Retry: StoryObj<typeof RetryBanner> = {
  args: { children: 'Your plan could not be loaded.', onRetry: fn() },
  render: (args) => <RetryBanner {...args} />,
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your plan could not be loaded.')
    await clickCallsOnce(canvas, 'Try again', args.onRetry)
  },
}
