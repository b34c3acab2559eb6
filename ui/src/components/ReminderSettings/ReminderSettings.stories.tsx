import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PLANNER_MESSAGES } from '../../logic/planner/validation.ts'
import { SAMPLE_SETTINGS } from '../../testing/planner-fixtures.ts'
import { clickCallsOnce, showsDisabledButton, showsIn } from '../../testing/story-plays.ts'
import { VerifyAddress } from '../VerifyAddress/VerifyAddress.tsx'
import { ReminderSettings } from './ReminderSettings.tsx'

const on = {
  timezone: SAMPLE_SETTINGS.timezone,
  reminders_enabled: true,
  weekly_digest: true,
  deadline_alerts: true,
  alert_days: 7,
}
const off = { ...on, reminders_enabled: false }

const meta = {
  title: 'Planner/ReminderSettings',
  component: ReminderSettings,
  args: {
    settings: on,
    email: 'maya@example.com',
    zones: ['America/Chicago', 'America/Los_Angeles', 'America/New_York', 'Asia/Kolkata'],
    onSave: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ReminderSettings>

export default meta
type Story = StoryObj<typeof meta>

export const RemindersOn: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'E-mail me reminders at maya@example.com' }),
    ).toBeChecked()
    await userEvent.clear(canvas.getByLabelText('Days before the deadline'))
    await userEvent.type(canvas.getByLabelText('Days before the deadline'), '3')
    await userEvent.selectOptions(canvas.getByLabelText('Your time zone'), 'America/Chicago')
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await expect(args.onSave).toHaveBeenCalledWith({
      timezone: 'America/Chicago',
      reminders_enabled: true,
      weekly_digest: true,
      deadline_alerts: true,
      alert_days: 3,
    })
  },
}

export const RemindersOff: Story = {
  args: { settings: off },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: /A weekly digest/ })).toBeDisabled()
    await expect(canvas.getByLabelText('Days before the deadline')).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: /E-mail me reminders/ }))
    await expect(canvas.getByRole('checkbox', { name: /A weekly digest/ })).toBeEnabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ reminders_enabled: true }),
    )
  },
}

export const DaysOutOfRange: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.clear(canvas.getByLabelText('Days before the deadline'))
    await userEvent.type(canvas.getByLabelText('Days before the deadline'), '45')
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await expect(canvas.getByLabelText('Days before the deadline')).toHaveAccessibleDescription(
      `From 1 to 30. ${PLANNER_MESSAGES.alertDays}`,
    )
    await expect(canvas.getByLabelText('Days before the deadline')).toHaveFocus()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Saving: Story = {
  args: { status: 'saving' },
  play: showsDisabledButton('Saving...'),
}

export const Saved: Story = {
  args: { status: 'saved' },
  play: showsIn('status', 'Saved.'),
}

export const SaveFailed: Story = {
  args: {
    settings: { ...on, timezone: 'Europe/Kyiv' },
    serverError: 'Please check the highlighted fields.',
    serverFieldErrors: { timezone: PLANNER_MESSAGES.studentZone },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields.',
    )
    await expect(canvas.getByLabelText('Your time zone')).toHaveValue('Europe/Kyiv')
    await expect(canvas.getByLabelText('Your time zone')).toHaveAccessibleDescription(
      `Deadlines are 11:59 pm here unless the school says otherwise. ${PLANNER_MESSAGES.studentZone}`,
    )
  },
}

export const InAPanel: Story = {
  args: { onCancel: fn() },
  play: async ({ canvas, args }) => {
    await clickCallsOnce(canvas, 'Cancel', args.onCancel)
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** Reminders on for an address not yet confirmed: the offer to confirm it shows under the box. */
export const AddressNotConfirmed: Story = {
  args: { verification: <VerifyAddress email="maya@example.com" /> },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(/^Reminders go only to an address you have confirmed/),
    ).toBeVisible()
    // Unticking reminders hides it: nothing waits for the address then.
    await userEvent.click(canvas.getByRole('checkbox', { name: /E-mail me reminders/ }))
    await expect(canvas.queryByText(/go only to an address you have confirmed/)).toBeNull()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}
