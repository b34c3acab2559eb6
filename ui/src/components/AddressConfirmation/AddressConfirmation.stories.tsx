import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { showsIn } from '../../testing/story-plays.ts'
import { AddressConfirmation } from './AddressConfirmation.tsx'

const meta = {
  title: 'Account/AddressConfirmation',
  component: AddressConfirmation,
  args: { status: 'confirming' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof AddressConfirmation>

export default meta
type Story = StoryObj<typeof meta>

export const Confirming: Story = {
  play: showsIn('status', 'Confirming your address...'),
}

export const Confirmed: Story = {
  args: { status: 'confirmed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Your address is confirmed.')
    await expect(canvas.getByRole('link', { name: 'Open your planner' })).toHaveAttribute(
      'href',
      '/planner/',
    )
  },
}

export const LinkRefused: Story = {
  args: {
    status: 'failed',
    error:
      'This link has expired or was already used. Sign in and ask for a new one from your profile.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('This link has expired')
    await expect(
      canvas.getByRole('link', { name: 'Ask for a new link on your profile' }),
    ).toHaveAttribute('href', '/profile/')
  },
}

export const MissingLink: Story = {
  args: { status: 'missing-link' },
  play: showsIn('alert', 'This page needs the link from your confirmation e-mail.'),
}
