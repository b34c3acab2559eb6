import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { PLANNER_MESSAGES } from '../../logic/planner/validation.ts'
import {
  clickCallsOnce,
  pickOtherZone,
  showsDisabledButton,
  showsIn,
} from '../../testing/story-plays.ts'
import { VerifyAddress } from '../VerifyAddress/VerifyAddress.tsx'
import { ReminderSettings } from './ReminderSettings.tsx'

/** A student in Chicago whose settings were made from this device on their first visit. */
const on = {
  timezone: 'America/Chicago',
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
    detectedZone: 'America/Chicago',
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

/** The zone this device is on, chosen and said in words, with the other U.S. zones beside it. */
export const DeviceZone: Story = {
  play: async ({ canvas }) => {
    const zone = canvas.getByRole('combobox', { name: 'Your time zone' })
    await expect(zone).toHaveValue('America/Chicago')
    await expect(canvas.getByRole('option', { name: 'Central Time (Chicago)' })).toHaveProperty(
      'selected',
      true,
    )
    await expect(canvas.getByRole('option', { name: 'Pacific Time' })).toBeInTheDocument()
    await expect(zone).toHaveAccessibleDescription(
      'Deadlines are 11:59 pm here unless the school says otherwise.',
    )
  },
}

/** Stored on another device: both zones offered by name, and the field says this device's. */
export const DeviceElsewhere: Story = {
  args: { detectedZone: 'America/Los_Angeles' },
  play: async ({ canvas, args }) => {
    const zone = canvas.getByRole('combobox', { name: 'Your time zone' })
    await expect(zone).toHaveAccessibleDescription(
      'Deadlines are 11:59 pm here unless the school says otherwise. This device is on Pacific Time (Los Angeles).',
    )
    await userEvent.selectOptions(zone, 'Pacific Time (Los Angeles)')
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ timezone: 'America/Los_Angeles' }),
    )
  },
}

/** "Other time zone..." opens every zone the browser knows. */
export const FullListOpened: Story = {
  play: async ({ canvas, args }) => {
    await pickOtherZone(canvas, 'Your time zone', 'America/Chicago', 'Asia/Kolkata')
    await userEvent.click(canvas.getByRole('button', { name: 'Save settings' }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ timezone: 'Asia/Kolkata' }),
    )
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
    const zone = canvas.getByLabelText('Your time zone')
    await expect(zone).toHaveValue('Europe/Kyiv')
    await expect(canvas.getByRole('option', { name: 'Kyiv time' })).toHaveProperty('selected', true)
    await expect(zone).toHaveAccessibleDescription(
      `Deadlines are 11:59 pm here unless the school says otherwise. This device is on Central Time (Chicago). ${PLANNER_MESSAGES.studentZone}`,
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
