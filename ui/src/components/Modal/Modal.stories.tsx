import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { renderWithTrigger } from '../../testing/overlay-trigger.tsx'
import { Modal } from './Modal.tsx'

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    isOpen: false,
    onOpenChange: fn(),
    title: 'Terms of Service',
    children: <p>College Compass helps students plan their applications.</p>,
  },
  // As a page uses it: a button opens it.
  render: (args) => renderWithTrigger(Modal, 'Open terms', args),
} satisfies Meta<typeof Modal>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)

export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open terms' })).toBeVisible()
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument()
  },
}

export const Open: Story = {
  args: { isOpen: true },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Terms of Service' })
    await expect(dialog).toBeVisible()
    await expect(document.documentElement.style.overflow).toBe('hidden')
  },
}

export const ClosesOnEscapeAndReturnsFocus: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open terms' })
    await userEvent.click(trigger)
    const dialog = await page.findByRole('dialog', { name: 'Terms of Service' })
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const ClosesWithCloseButton: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open terms' }))
    await userEvent.click(await page.findByRole('button', { name: 'Close' }))
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument())
  },
}

export const TrapsFocus: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open terms' }))
    const dialog = await page.findByRole('dialog')
    for (let step = 0; step < 4; step += 1) {
      await userEvent.tab()
      await expect(dialog).toContainElement(document.activeElement as HTMLElement)
    }
  },
}

export const LongContent: Story = {
  args: {
    isOpen: true,
    size: 'wide',
    children: (
      <>
        {Array.from({ length: 30 }, (_, index) => (
          <p key={index}>
            Clause {index + 1}: premium plans are paid in advance and renew automatically.
          </p>
        ))}
      </>
    ),
  },
  play: async () => {
    await expect(
      await page.findByText('Clause 30: premium plans', { exact: false }),
    ).toBeInTheDocument()
  },
}

export const ClosesOnOverlayClick: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Open terms' })
    await userEvent.click(trigger)
    const dialog = await page.findByRole('dialog', { name: 'Terms of Service' })
    await expect(document.documentElement.style.overflow).toBe('hidden')
    // A click on the dimmed overlay, outside the panel: the <dialog> element itself.
    await userEvent.click(dialog)
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument())
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(document.documentElement.style.overflow).not.toBe('hidden')
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

/** While something must finish (a save before signing out): it stays, and says why it cannot close. */
export const NotDismissable: Story = {
  args: { isOpen: true, dismissable: false, role: 'alertdialog', title: 'Saving your changes' },
  play: async ({ args }) => {
    const dialog = await page.findByRole('alertdialog', { name: 'Saving your changes' })
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled()
    await userEvent.keyboard('{Escape}')
    await expect(page.getByRole('alertdialog')).toBeVisible()
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}
