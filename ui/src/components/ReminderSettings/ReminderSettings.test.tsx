import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { PLANNER_MESSAGES } from '../../logic/planner/validation.ts'
import { ReminderSettings, type ReminderSettingsProps } from './ReminderSettings.tsx'

const SETTINGS = {
  timezone: 'America/Chicago',
  reminders_enabled: false,
  weekly_digest: true,
  deadline_alerts: true,
  alert_days: 7,
}

function showSettings(props: Partial<ReminderSettingsProps> = {}) {
  const onSave = vi.fn()
  render(
    <ReminderSettings
      settings={SETTINGS}
      email="maya@example.com"
      detectedZone="America/Chicago"
      onSave={onSave}
      {...props}
    />,
  )
  return { onSave }
}

const zoneSelect = () => screen.getByRole('combobox', { name: 'Your time zone' })
const labels = (select: HTMLElement) =>
  [...(select as HTMLSelectElement).options].map((option) => option.textContent)
const chosen = (select: HTMLElement) =>
  (select as HTMLSelectElement).selectedOptions[0]?.textContent

describe("ReminderSettings: the student's time zone", () => {
  it("has this device's zone chosen, said in words with its city", () => {
    showSettings()
    expect(zoneSelect()).toHaveValue('America/Chicago')
    expect(chosen(zoneSelect())).toBe('Central Time (Chicago)')
    expect(zoneSelect()).toHaveAccessibleDescription(
      'Deadlines are 11:59 pm here unless the school says otherwise.',
    )
  })

  it('offers the U.S. zones in words, not the raw list of IANA names', () => {
    showSettings()
    const offered = labels(zoneSelect())
    expect(offered.slice(0, 3)).toEqual(['Eastern Time', 'Central Time (Chicago)', 'Mountain Time'])
    expect(offered).toContain('Hawaii-Aleutian Time (Hawaii, no daylight saving)')
    expect(offered.at(-1)).toBe('Other time zone...')
    expect(offered).toHaveLength(11)
  })

  it('saves a zone chosen in words as its IANA name', async () => {
    const { onSave } = showSettings()
    const user = userEvent.setup()
    await user.selectOptions(zoneSelect(), 'Pacific Time')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(onSave).toHaveBeenCalledWith({ ...SETTINGS, timezone: 'America/Los_Angeles' })
  })

  it('opens every zone one step away, and saves one chosen there', async () => {
    const { onSave } = showSettings({ zones: ['America/Chicago', 'Asia/Kolkata', 'Europe/London'] })
    const user = userEvent.setup()
    expect(screen.queryByRole('combobox', { name: 'Other time zone' })).not.toBeInTheDocument()
    await user.selectOptions(zoneSelect(), 'Other time zone...')
    const other = screen.getByRole('combobox', { name: 'Other time zone' })
    expect(other).toHaveValue('America/Chicago')
    await user.selectOptions(other, 'Europe/London')
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(onSave).toHaveBeenCalledWith({ ...SETTINGS, timezone: 'Europe/London' })
  })

  it("says this device's zone when the stored one differs, and offers both by name", async () => {
    const { onSave } = showSettings({ detectedZone: 'Pacific/Honolulu' })
    expect(zoneSelect()).toHaveAccessibleDescription(
      'Deadlines are 11:59 pm here unless the school says otherwise. This device is on Hawaii-Aleutian Time (Hawaii, no daylight saving; Honolulu).',
    )
    const user = userEvent.setup()
    await user.selectOptions(
      zoneSelect(),
      'Hawaii-Aleutian Time (Hawaii, no daylight saving; Honolulu)',
    )
    expect(zoneSelect()).toHaveAccessibleDescription(
      'Deadlines are 11:59 pm here unless the school says otherwise.',
    )
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(onSave).toHaveBeenCalledWith({ ...SETTINGS, timezone: 'Pacific/Honolulu' })
  })

  it('refuses a zone no browser knows on the list it was chosen from, and focuses it', async () => {
    showSettings({
      settings: { ...SETTINGS, timezone: 'Mars/Olympus' },
      zones: ['America/Chicago'],
    })
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save settings' }))
    expect(zoneSelect()).toHaveFocus()
    expect(zoneSelect()).toHaveAccessibleDescription(
      `Deadlines are 11:59 pm here unless the school says otherwise. This device is on Central Time (Chicago). ${PLANNER_MESSAGES.studentZone}`,
    )
  })
})
