import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ANALYTICS_MESSAGES } from '../../logic/analytics/entries.ts'
import { showsDisabledButton } from '../../testing/story-plays.ts'
import { CostEntriesForm } from './CostEntriesForm.tsx'

const meta = {
  title: 'Analytics/CostEntriesForm',
  component: CostEntriesForm,
  args: {
    schoolName: 'Harvard University',
    initialValues: { css_profile_required: false, score_sends: false, score_send_fee: null },
    onSave: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CostEntriesForm>

export default meta
type Story = StoryObj<typeof meta>

export const NothingMarked: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('textbox')).not.toBeInTheDocument()
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'This school asks for the CSS Profile' }),
    )
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'I send official test scores to this school' }),
    )
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'What sending them costs, in dollars' }),
      '14',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      css_profile_required: true,
      score_sends: true,
      score_send_fee: 14,
    })
  },
}

export const Marked: Story = {
  args: { initialValues: { css_profile_required: true, score_sends: true, score_send_fee: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: /CSS Profile/ })).toBeChecked()
    await expect(canvas.getByRole('textbox', { name: /What sending them costs/ })).toHaveValue('0')
  },
}

export const Invalid: Story = {
  args: { initialValues: { css_profile_required: false, score_sends: true, score_send_fee: null } },
  play: async ({ canvas, args }) => {
    const fee = canvas.getByRole('textbox', { name: /What sending them costs/ })
    await userEvent.type(fee, '900')
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }))
    await expect(fee).toHaveAccessibleDescription(
      expect.stringContaining(ANALYTICS_MESSAGES.scoreSendFee),
    )
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Saving: Story = {
  args: { status: 'saving', serverError: null },
  play: showsDisabledButton('Saving...'),
}
