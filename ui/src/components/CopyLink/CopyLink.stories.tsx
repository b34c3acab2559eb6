import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { showsIn } from '../../testing/story-plays.ts'
import { CopyLink } from './CopyLink.tsx'

const value = 'https://compass.example/shared/#Ab3dEf6hIj9kLm2nOp5qRs8tUv1wXy4z'

const meta = {
  title: 'Basics/CopyLink',
  component: CopyLink,
  args: { label: 'Link for Mom', value, next: 'Paste it into a message to them.', onCopy: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CopyLink>

export default meta
type Story = StoryObj<typeof meta>

export const Shown: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Link for Mom')).toHaveValue(value)
    await userEvent.click(canvas.getByRole('button', { name: 'Copy link' }))
    await expect(args.onCopy).toHaveBeenCalledWith(value)
  },
}

export const Copied: Story = {
  args: { copyState: 'copied' },
  play: showsIn('status', 'Copied. Paste it into a message to them.'),
}

export const CopyFailed: Story = {
  args: { copyState: 'failed' },
  play: showsIn('status', "Copying didn't work here: select the link and copy it."),
}
