import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { clicksCallOnce, disabledButtonStory } from '../../testing/story-plays.ts'
import { GoogleButton } from './GoogleButton.tsx'

const meta = {
  title: 'Auth/GoogleButton',
  component: GoogleButton,
  args: { onClick: fn() },
} satisfies Meta<typeof GoogleButton>

export default meta
type Story = StoryObj<typeof meta>

export const SignIn: Story = {
  play: clicksCallOnce({ 'Sign in with Google': 'onClick' }),
}

export const SignUp: Story = {
  args: { action: 'sign-up' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign up with Google' })).toBeEnabled()
  },
}

export const Pending: Story = disabledButtonStory({ status: 'pending' }, 'Waiting for Google...')

export const NotConfigured: Story = disabledButtonStory(
  { status: 'not-configured' },
  'Google sign-in is not configured',
)
