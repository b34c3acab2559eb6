import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { TextField } from './TextField.tsx'

const meta = {
  title: 'Controls/TextField',
  component: TextField,
  args: { label: 'Email', type: 'email' },
} satisfies Meta<typeof TextField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}
export const WithHint: Story = {
  args: { label: 'Password', type: 'password', hint: 'At least 8 characters.' },
}
export const WithError: Story = {
  args: { error: 'Please enter a valid email address', defaultValue: 'maya@' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Email')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Please enter a valid email address')
  },
}
