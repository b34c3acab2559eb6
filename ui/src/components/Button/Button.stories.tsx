import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { clicksCallOnce, showsDisabledButton } from '../../testing/story-plays.ts'
import { Button } from './Button.tsx'

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Continue', onClick: fn() },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: clicksCallOnce({ Continue: 'onClick' }),
}
export const Secondary: Story = { args: { variant: 'secondary' } }
export const Ghost: Story = { args: { variant: 'ghost' } }
/** For actions that destroy something, such as deleting an account. */
export const Danger: Story = {
  args: { variant: 'danger', children: 'Delete my account' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Delete my account' })
    await expect(button).toHaveAttribute('data-variant', 'danger')
    // The danger colour, not the main action's blue.
    await expect(getComputedStyle(button).backgroundColor).toBe('rgb(179, 38, 30)')
  },
}
export const Disabled: Story = {
  args: { disabled: true },
  play: showsDisabledButton('Continue'),
}
