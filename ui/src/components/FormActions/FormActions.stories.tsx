import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { clickCallsOnce } from '../../testing/story-plays.ts'
import { FormActions } from './FormActions.tsx'

const meta = {
  title: 'Forms/FormActions',
  component: FormActions,
  args: { submitLabel: 'Save application', onCancel: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormActions>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Save application' })).toHaveAttribute(
      'type',
      'submit',
    )
    await clickCallsOnce(canvas, 'Cancel', args.onCancel)
  },
}

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}

export const NoCancel: Story = {
  args: { onCancel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).toBeNull()
  },
}
