import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { clicksCallOnce } from '../../testing/story-plays.ts'
import { Confirm } from './Confirm.tsx'

const meta = {
  title: 'Basics/Confirm',
  component: Confirm,
  args: {
    question: 'Revoke the link for Mom?',
    yes: 'Yes, revoke it now',
    onConfirm: fn(),
    onKeep: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Confirm>

export default meta
type Story = StoryObj<typeof meta>

export const Asking: Story = {
  play: clicksCallOnce({ 'Yes, revoke it now': 'onConfirm', 'Keep it': 'onKeep' }),
}

export const Busy: Story = {
  args: { busy: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'Revoke the link for Mom?' })).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Yes, revoke it now' })).toBeDisabled()
  },
}
