import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { LONG_TERMS, SAMPLE_TERMS } from '../LegalDocument/fixtures.ts'
import { renderWithTrigger } from '../../testing/overlay-trigger.tsx'
import { LegalModal } from './LegalModal.tsx'

const meta = {
  title: 'Overlays/LegalModal',
  component: LegalModal,
  args: { document: SAMPLE_TERMS, isOpen: false, onOpenChange: fn() },
  // As a page uses it: a link-like button on the sign-in/up screens opens it.
  render: (args) => renderWithTrigger(LegalModal, 'Terms of Service', args),
} satisfies Meta<typeof LegalModal>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)

export const Opens: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Terms of Service' })
    await userEvent.click(trigger)
    const dialog = await page.findByRole('dialog', { name: 'Terms of Service' })
    await expect(within(dialog).getByText('Last updated March 2024')).toBeVisible()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(trigger).toHaveFocus())
  },
}

export const LongDocument: Story = {
  args: { document: LONG_TERMS, isOpen: true },
  play: async () => {
    const dialog = await page.findByRole('dialog', { name: 'Terms of Service' })
    await expect(within(dialog).getByRole('heading', { name: 'Section 12' })).toBeInTheDocument()
  },
}
