import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { clickCallsOnce, showsDisabledButton } from '../../testing/story-plays.ts'
import { VERSION_NAME_MESSAGE, VersionNameForm } from './VersionNameForm.tsx'

const meta = {
  title: 'Essays/VersionNameForm',
  component: VersionNameForm,
  args: { 'aria-label': 'Name this version', onSave: fn(), onCancel: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VersionNameForm>

export default meta
type Story = StoryObj<typeof meta>

export const Naming: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Version name' })
    await expect(field).toHaveFocus()
    await userEvent.type(field, '  Sent to my counselor {enter}')
    await expect(args.onSave).toHaveBeenCalledWith('Sent to my counselor')
  },
}

export const EmptyName: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save name' }))
    await expect(canvas.getByText(VERSION_NAME_MESSAGE)).toBeVisible()
    await expect(args.onSave).not.toHaveBeenCalled()
    await clickCallsOnce(canvas, 'Cancel', args.onCancel)
  },
}

export const Renaming: Story = {
  args: { 'aria-label': 'Name Revision 3', initialName: 'First draft' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form', { name: 'Name Revision 3' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: 'Version name' })).toHaveValue('First draft')
  },
}

export const Saving: Story = {
  args: { busy: true, initialName: 'Sent to my counselor' },
  play: showsDisabledButton('Saving...'),
}

export const Failed: Story = {
  args: {
    initialName: 'Sent to my counselor',
    error:
      "Naming a version needs the server. Your text is saved on this device; try again when you're back online.",
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Naming a version needs the server.')
    await expect(canvas.getByRole('textbox', { name: 'Version name' })).toHaveValue(
      'Sent to my counselor',
    )
  },
}
