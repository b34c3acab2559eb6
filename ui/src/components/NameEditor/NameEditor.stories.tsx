import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { clickCallsOnce, showsDisabledButton } from '../../testing/story-plays.ts'
import { NameEditor } from './NameEditor.tsx'

const meta = {
  title: 'Profile/NameEditor',
  component: NameEditor,
  args: {
    name: 'Maya Johnson',
    editing: false,
    draft: 'Maya Johnson',
    onEdit: fn(),
    onDraftChange: fn(),
    onCancel: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof NameEditor>

export default meta
type Story = StoryObj<typeof meta>

export const Filled: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Maya Johnson')).toBeVisible()
    await clickCallsOnce(canvas, 'Edit name', args.onEdit)
  },
}

export const Editing: Story = {
  args: { editing: true, draft: 'Maya R. Johnson' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Full name'), '!')
    await expect(args.onDraftChange).toHaveBeenCalledWith('Maya R. Johnson!')
    await clickCallsOnce(canvas, 'Save name', args.onSave)
    await clickCallsOnce(canvas, 'Cancel', args.onCancel)
  },
}

export const Empty: Story = {
  args: { editing: true, draft: '', status: 'error', error: 'Please enter your name.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Full name')).toHaveAccessibleDescription(
      'Please enter your name.',
    )
  },
}

export const Saving: Story = {
  args: { editing: true, status: 'saving' },
  play: showsDisabledButton('Saving...'),
}

export const Error: Story = {
  args: {
    editing: true,
    draft: 'Maya R. Johnson',
    status: 'error',
    error: "Can't reach the server. Check your connection and try again.",
  },
  play: async ({ canvas }) => {
    // The typed name is still there after the failure.
    await expect(canvas.getByLabelText('Full name')).toHaveValue('Maya R. Johnson')
  },
}
