import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { LegalNotice } from './LegalNotice.tsx'

const meta = {
  title: 'Auth/LegalNotice',
  component: LegalNotice,
} satisfies Meta<typeof LegalNotice>

export default meta
type Story = StoryObj<typeof meta>

export const Links: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    )
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    )
  },
}

export const InModal: Story = {
  args: { onOpenLegal: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Privacy Policy' }))
    await expect(args.onOpenLegal).toHaveBeenCalledWith('privacy')
  },
}
