import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { emptyScholarship, SCHOLARSHIP_MESSAGES } from '../../logic/planner/scholarships.ts'
import { SAMPLE_APPLICATIONS } from '../../testing/planner-fixtures.ts'
import { showsDisabledButton } from '../../testing/story-plays.ts'
import { ScholarshipForm } from './ScholarshipForm.tsx'

const meta = {
  title: 'Planner/ScholarshipForm',
  component: ScholarshipForm,
  args: {
    heading: 'Add a scholarship',
    initialValues: emptyScholarship(),
    applications: SAMPLE_APPLICATIONS,
    studentZone: 'America/New_York',
    onSave: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ScholarshipForm>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Sponsor' }), 'Rotary Club')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amount, dollars' }), '2,500')
    await userEvent.type(canvas.getByLabelText('Deadline'), '2027-02-01')
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Essays' }))
    await userEvent.click(canvas.getByRole('radio', { name: "The sponsor's time zone" }))
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: "Sponsor's time zone" }),
      'Central Time',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Save scholarship' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      ...emptyScholarship(),
      sponsor: 'Rotary Club',
      amount: 2_500,
      deadline_date: '2027-02-01',
      deadline_time: '23:59',
      deadline_zone_rule: 'school',
      deadline_zone: 'America/Chicago',
      requirements: ['essay'],
    })
  },
}

export const AwardedWithoutAmount: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Sponsor' }), 'Rotary Club')
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Status' }), 'Awarded')
    await userEvent.click(canvas.getByRole('button', { name: 'Save scholarship' }))
    const amount = canvas.getByRole('textbox', { name: 'Amount, dollars' })
    await expect(amount).toHaveAccessibleDescription(
      expect.stringContaining(SCHOLARSHIP_MESSAGES.awardedAmount),
    )
    await expect(amount).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Saving: Story = {
  args: { status: 'saving' },
  play: showsDisabledButton('Saving...'),
}
