import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import {
  clickCallsOnce,
  offersConfirmation,
  showsDisabledButton,
  showsIn,
} from '../../testing/story-plays.ts'
import { VerifyAddress } from './VerifyAddress.tsx'

const meta = {
  title: 'Account/VerifyAddress',
  component: VerifyAddress,
  args: { email: 'maya@example.com', onSend: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VerifyAddress>

export default meta
type Story = StoryObj<typeof meta>

export const NotConfirmed: Story = {
  play: offersConfirmation('Reminders', 'onSend'),
}

export const Sending: Story = {
  args: { status: 'sending' },
  play: showsDisabledButton('Sending...'),
}

export const Sent: Story = {
  args: { status: 'sent', waiting: 'Reminders and other e-mails' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'We sent a link to maya@example.com. Open it to confirm your address; reminders and other e-mails start once you have.',
    )
    await clickCallsOnce(canvas, 'Send it again', args.onSend)
  },
}

export const Failed: Story = {
  args: { status: 'error', error: 'Too many attempts. Please wait a minute and try again.' },
  play: showsIn('alert', 'Too many attempts. Please wait a minute and try again.'),
}
