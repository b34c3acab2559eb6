import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { LegalDocument } from './LegalDocument.tsx'
import { SAMPLE_TERMS } from './fixtures.ts'

const meta = {
  title: 'Content/LegalDocument',
  component: LegalDocument,
  args: { document: SAMPLE_TERMS },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LegalDocument>

export default meta
type Story = StoryObj<typeof meta>

export const Page: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible()
    await expect(canvas.getByText('Last updated March 2024')).toBeVisible()
    await expect(canvas.getByRole('heading', { level: 2, name: 'Premium services' })).toBeVisible()
  },
}

export const Embedded: Story = {
  args: { variant: 'embedded' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    await expect(canvas.getByRole('heading', { level: 3, name: 'Your account' })).toBeVisible()
  },
}
