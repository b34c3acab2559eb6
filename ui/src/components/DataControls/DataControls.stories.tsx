import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { clickCallsOnce, showsDisabledButton, showsIn } from '../../testing/story-plays.ts'
import { DataControls } from './DataControls.tsx'

const meta = {
  title: 'Profile/DataControls',
  component: DataControls,
  args: { onExport: fn(), onDelete: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DataControls>

export default meta
type Story = StoryObj<typeof meta>

export const Idle: Story = {
  play: async ({ canvas, args }) => {
    await clickCallsOnce(canvas, 'Export my data', args.onExport)

    const trigger = canvas.getByRole('button', { name: 'Delete my account' })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' })
    const confirm = within(dialog).getByRole('button', { name: 'Delete my account forever' })
    await expect(confirm).toBeDisabled()
    await userEvent.type(within(dialog).getByLabelText('Your password'), 'correct-horse')
    await userEvent.click(confirm)
    await expect(args.onDelete).toHaveBeenCalledWith('correct-horse')

    // Escape closes it and gives focus back to the trigger.
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await expect(trigger).toHaveFocus()
  },
}

export const Exporting: Story = {
  args: { exportStatus: 'saving' },
  play: showsDisabledButton('Preparing...'),
}

export const Exported: Story = {
  args: { exportStatus: 'done' },
  play: showsIn('status', 'Your data was downloaded.'),
}

export const ExportError: Story = {
  args: {
    exportStatus: 'error',
    exportError: "Can't reach the server. Check your connection and try again.",
  },
  play: showsIn('alert', "Can't reach the server."),
}

export const Deleting: Story = {
  args: { defaultDeleteOpen: true, deleteStatus: 'saving' },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog')
    await expect(within(dialog).getByRole('button', { name: 'Deleting...' })).toBeDisabled()
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}

export const DeleteError: Story = {
  args: {
    defaultDeleteOpen: true,
    deleteStatus: 'error',
    deleteError: "That doesn't match your password. Nothing was deleted.",
  },
  play: async () => {
    const dialog = await screen.findByRole('alertdialog')
    await expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription(
      /Nothing was deleted/,
    )
  },
}

export const WithStorage: Story = {
  args: { storage: { used: 3_141_592, quota: 250_000_000 } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        '3.1 MB of 250 MB used (1%). Your essays, their versions and your plans count.',
      ),
    ).toBeVisible()
    await expect(canvas.queryByRole('status')).toBeNull()
  },
}

export const StorageNearlyFull: Story = {
  args: { storage: { used: 212_000_000, quota: 250_000_000 } },
  play: showsIn('status', 'You have used 84% of your essay storage (212 MB of 250 MB).'),
}
