import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { LONG_TERMS, SAMPLE_TERMS } from '../LegalDocument/fixtures.ts'
import { LegalModal, type LegalModalProps } from './LegalModal.tsx'

/** How the sign-in/up screens use it: a link-like button opens the document. */
function WithTrigger(props: LegalModalProps) {
  const [isOpen, setOpen] = useState(props.isOpen)
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Terms of Service
      </button>
      <LegalModal
        {...props}
        isOpen={isOpen}
        onOpenChange={(next) => {
          setOpen(next)
          props.onOpenChange(next)
        }}
      />
    </>
  )
}

const meta = {
  title: 'Overlays/LegalModal',
  component: LegalModal,
  args: { document: SAMPLE_TERMS, isOpen: false, onOpenChange: fn() },
  render: (args) => <WithTrigger {...args} />,
} satisfies Meta<typeof LegalModal>

export default meta
type Story = StoryObj<typeof meta>

const page = within(document.body)

export const Opens: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Terms of Service' })
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
