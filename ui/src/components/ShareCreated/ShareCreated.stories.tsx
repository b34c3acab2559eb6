import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { clickCallsOnce } from '../../testing/story-plays.ts'
import { ShareCreated } from './ShareCreated.tsx'

const link = 'https://compass.example/shared/#Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z'

const meta = {
  title: 'Sharing/ShareCreated',
  component: ShareCreated,
  args: { label: 'Mom', link, canMail: true, onCopy: fn(), onMail: fn(), onDone: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ShareCreated>

export default meta
type Story = StoryObj<typeof meta>

/** The link, once, with Copy and "E-mail it for me". */
export const Made: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Link for Mom')).toHaveValue(link)
    await expect(canvas.getByText(/we keep no copy of this link/)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    await expect(args.onCopy).toHaveBeenCalledWith(link)
    await userEvent.type(canvas.getByLabelText('Their e-mail address'), ' mom@example.com ')
    await userEvent.click(canvas.getByRole('button', { name: 'E-mail it for me' }))
    await expect(args.onMail).toHaveBeenCalledWith('mom@example.com')
    await clickCallsOnce(canvas, 'Done', args.onDone)
  },
}

/** An account without a confirmed address: the student sends the link themselves. */
export const CannotMail: Story = {
  args: { canMail: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'E-mail it for me' })).toBeNull()
    await expect(
      canvas.getByText(/only for accounts with a confirmed e-mail address/),
    ).toBeVisible()
  },
}

export const Sending: Story = {
  args: { mailState: 'sending' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sending...' })).toBeDisabled()
  },
}

export const Sent: Story = {
  args: { mailState: 'sent', sentTo: 'mom@example.com' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Sent to mom@example.com. We did not keep the address.'),
    ).toBeVisible()
  },
}

export const MailFailed: Story = {
  args: { mailState: 'failed', mailError: 'Enter an e-mail address like name@example.com.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Their e-mail address')).toHaveAccessibleDescription(
      'Enter an e-mail address like name@example.com.',
    )
  },
}
