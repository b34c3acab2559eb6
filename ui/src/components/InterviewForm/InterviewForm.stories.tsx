import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { INTERVIEW_MESSAGES } from '../../logic/planner/interview-checks.ts'
import {
  AFTER_APPLICATIONS,
  AFTER_TODAY,
  MICHIGAN_INTERVIEW,
  TULANE_INTERVIEW,
} from '../../testing/after-submit-fixtures.ts'
import { PLANNER_ZONE } from '../../testing/planner-fixtures.ts'
import { showsDisabledButton } from '../../testing/story-plays.ts'
import { InterviewForm } from './InterviewForm.tsx'

const [tulane, michigan] = AFTER_APPLICATIONS
if (!tulane || !michigan) throw new Error('the fixtures lack applications')

const meta = {
  title: 'Planner/InterviewForm',
  component: InterviewForm,
  args: {
    school: tulane.school,
    applicationId: tulane.id,
    studentZone: PLANNER_ZONE,
    today: AFTER_TODAY,
    onSave: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InterviewForm>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('form', { name: `Interview with ${tulane.school.name}` }),
    ).toBeVisible()
    // The school's own zone is chosen, said in words from where it is.
    await expect(
      canvas.getByRole('radio', {
        name: "The school's time zone (New Orleans, Louisiana: Central Time)",
      }),
    ).toBeChecked()
    await userEvent.type(canvas.getByLabelText('Date'), '2026-11-20')
    await userEvent.type(canvas.getByLabelText('Time'), '16:00')
    await userEvent.type(
      canvas.getByLabelText('Place or video link'),
      'https://tulane.zoom.us/j/5551234',
    )
    await userEvent.type(canvas.getByLabelText('With whom'), 'Dana Lee')
    await userEvent.click(canvas.getByRole('button', { name: 'Save the interview' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      application: tulane.id,
      status: 'scheduled',
      date: '2026-11-20',
      time: '16:00',
      zone_rule: 'school',
      zone: 'America/Chicago',
      place: 'https://tulane.zoom.us/j/5551234',
      with_whom: 'Dana Lee',
      thank_you_sent: false,
    })
  },
}

export const Scheduled: Story = {
  args: { initialValues: TULANE_INTERVIEW },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Interview')).toHaveValue('scheduled')
    await expect(canvas.getByLabelText('Time')).toHaveValue('16:00')
    await expect(canvas.getByRole('group', { name: 'Time zone of the interview' })).toBeVisible()
    await expect(canvas.queryByRole('checkbox', { name: 'I sent a thank-you note' })).toBeNull()
  },
}

export const Done: Story = {
  args: { school: michigan.school, applicationId: michigan.id, initialValues: MICHIGAN_INTERVIEW },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'I sent a thank-you note' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save the interview' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ status: 'done', thank_you_sent: true }),
    )
  },
}

export const Offered: Story = {
  args: { initialValues: { ...TULANE_INTERVIEW, status: 'offered', date: '', time: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Interview')).toHaveValue('offered')
    await expect(canvas.queryByLabelText('Date')).toBeNull()
    await expect(canvas.getByText('What to know about interviews')).toBeVisible()
  },
}

export const ValidationErrors: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save the interview' }))
    await expect(canvas.getByLabelText('Date')).toHaveAccessibleDescription(INTERVIEW_MESSAGES.date)
    await expect(canvas.getByLabelText('Time')).toHaveAccessibleDescription(INTERVIEW_MESSAGES.time)
    await expect(canvas.getByLabelText('Date')).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Saving: Story = {
  args: { initialValues: TULANE_INTERVIEW, status: 'saving' },
  play: showsDisabledButton('Saving...'),
}

export const SaveFailed: Story = {
  args: {
    initialValues: TULANE_INTERVIEW,
    serverError: 'Remove line breaks and control characters.',
    serverFieldErrors: { with_whom: 'Remove line breaks and control characters.' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Remove line breaks')
    await expect(canvas.getByLabelText('With whom')).toHaveAccessibleDescription(
      expect.stringContaining('Remove line breaks and control characters.'),
    )
    await expect(canvas.getByLabelText('With whom')).toHaveValue(TULANE_INTERVIEW.with_whom)
  },
}
