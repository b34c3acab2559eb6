import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { FAKE_AVATAR_URL } from '../../testing/student-fixtures.ts'
import { clickCallsOnce } from '../../testing/story-plays.ts'
import { AvatarEditor } from './AvatarEditor.tsx'

const meta = {
  title: 'Profile/AvatarEditor',
  component: AvatarEditor,
  args: { name: 'Maya Johnson', src: null, onSelectFile: fn(), onRemove: fn() },
} satisfies Meta<typeof AvatarEditor>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Maya Johnson has no photo' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Remove photo' })).toBeNull()
    const file = new File(['x'], 'me.png', { type: 'image/png' })
    await userEvent.upload(canvas.getByLabelText('Upload photo'), file)
    await expect(args.onSelectFile).toHaveBeenCalledWith(file)
  },
}

export const Filled: Story = {
  args: { src: FAKE_AVATAR_URL },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Replace photo')).toBeEnabled()
    await clickCallsOnce(canvas, 'Remove photo', args.onRemove)
  },
}

export const Saving: Story = {
  args: { src: FAKE_AVATAR_URL, status: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Saving photo...')
    await expect(canvas.getByLabelText('Replace photo')).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Remove photo' })).toBeDisabled()
  },
}

export const Error: Story = {
  args: { status: 'error', error: 'Please choose an image of at most 5 MB.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('at most 5 MB')
    await expect(canvas.getByLabelText('Upload photo')).toHaveAccessibleDescription(
      'Please choose an image of at most 5 MB.',
    )
  },
}
