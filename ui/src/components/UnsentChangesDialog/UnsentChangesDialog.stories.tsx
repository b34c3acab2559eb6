import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { UNSENT_TITLE, UnsentChangesDialog } from './UnsentChangesDialog.tsx'

const meta = {
  title: 'Overlays/UnsentChangesDialog',
  component: UnsentChangesDialog,
  args: {
    isOpen: true,
    status: 'asking',
    changes: [
      'Your essay "Why Northwestern"',
      'Your quiz answers (3 questions answered, not submitted)',
    ],
    onSave: fn(),
    onDiscard: fn(),
    onStay: fn(),
  },
} satisfies Meta<typeof UnsentChangesDialog>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)
const dialog = () => page.findByRole('alertdialog', { name: UNSENT_TITLE })

export const Asking: Story = {
  play: async ({ args }) => {
    const shown = within(await dialog())
    await expect(shown.getByRole('list', { name: 'Not saved to your account' })).toHaveTextContent(
      'Why Northwestern',
    )
    await userEvent.click(shown.getByRole('button', { name: 'Save and sign out' }))
    await expect(args.onSave).toHaveBeenCalledOnce()
    await userEvent.click(shown.getByRole('button', { name: 'Sign out and discard them' }))
    await expect(args.onDiscard).toHaveBeenCalledOnce()
    await userEvent.click(shown.getByRole('button', { name: 'Stay' }))
    await expect(args.onStay).toHaveBeenCalledOnce()
  },
}

export const EscapeStays: Story = {
  play: async ({ args }) => {
    await dialog()
    await userEvent.keyboard('{Escape}')
    await expect(args.onStay).toHaveBeenCalled()
    await expect(args.onDiscard).not.toHaveBeenCalled()
  },
}

export const Offline: Story = {
  args: { status: 'offline' },
  play: async () => {
    const shown = within(await dialog())
    await expect(shown.getByRole('alert')).toHaveTextContent("You're offline")
    await expect(shown.getByRole('button', { name: 'Save and sign out' })).toBeDisabled()
    await expect(shown.getByRole('button', { name: 'Sign out and discard them' })).toBeEnabled()
    await expect(shown.getByRole('button', { name: 'Stay' })).toBeEnabled()
  },
}

export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ args }) => {
    const shown = within(await dialog())
    await expect(shown.getByRole('status')).toHaveTextContent('Saving your changes...')
    for (const name of ['Saving...', 'Sign out and discard them', 'Stay', 'Close'])
      await expect(shown.getByRole('button', { name })).toBeDisabled()
    // It cannot be dismissed while the changes are being sent.
    await userEvent.keyboard('{Escape}')
    await expect(args.onStay).not.toHaveBeenCalled()
  },
}

export const FailedOffline: Story = {
  args: { status: 'failed', problem: 'offline', changes: ['Your essay "Why Northwestern"'] },
  play: async () => {
    const shown = within(await dialog())
    await expect(shown.getByRole('alert')).toHaveTextContent("the server can't be reached")
    await expect(shown.getByRole('button', { name: 'Save and sign out' })).toBeEnabled()
  },
}

export const FailedRefused: Story = {
  args: { status: 'failed', problem: 'refused', changes: ['2 schools you picked for My List'] },
  play: async () => {
    const shown = within(await dialog())
    await expect(shown.getByRole('alert')).toHaveTextContent('The server refused these changes')
  },
}
