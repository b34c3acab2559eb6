import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { SCHOOL_ZONE_CREDIT } from '../../logic/planner/zone-words.ts'
import { PLANNER_MESSAGES } from '../../logic/planner/validation.ts'
import { pickOtherZone } from '../../testing/story-plays.ts'
import { DeadlineZoneField } from './DeadlineZoneField.tsx'

const ANN_ARBOR = { city: 'Ann Arbor', state: 'MI', time_zone: 'America/Detroit' }

const meta = {
  title: 'Planner/DeadlineZoneField',
  component: DeadlineZoneField,
  args: {
    rule: 'student',
    zone: '',
    studentZone: 'America/Chicago',
    school: ANN_ARBOR,
    zones: ['America/Chicago', 'America/Detroit', 'America/New_York', 'Europe/London'],
    onChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DeadlineZoneField>

export default meta
type Story = StoryObj<typeof meta>

/** A new application: the student's zone rules, and the school's is said in words beside it. */
export const StudentZone: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: 'My time zone (Central Time)' })).toBeChecked()
    const school = canvas.getByRole('radio', {
      name: "The school's time zone (Ann Arbor, Michigan: Eastern Time)",
    })
    await userEvent.click(school)
    await expect(args.onChange).toHaveBeenCalledWith({
      deadline_zone_rule: 'school',
      deadline_zone: 'America/Detroit',
    })
  },
}

/** The school's rule: its own zone is chosen, in words, with where it comes from. */
export const SuggestedZone: Story = {
  args: { rule: 'school', zone: 'America/Detroit' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: "School's time zone" })
    await expect(select).toHaveValue('America/Detroit')
    await expect(canvas.getByRole('option', { selected: true })).toHaveTextContent(
      'Eastern Time (Ann Arbor, Michigan)',
    )
    await expect(select).toHaveAccessibleDescription(SCHOOL_ZONE_CREDIT)
  },
}

/** Arizona keeps standard time all year (the Navajo Nation aside): a choice of its own. */
export const ArizonaSchool: Story = {
  args: {
    rule: 'school',
    zone: 'America/Phoenix',
    school: { city: 'Tempe', state: 'AZ', time_zone: 'America/Phoenix' },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('radio', {
        name: "The school's time zone (Tempe, Arizona: Arizona Time (Mountain, no daylight saving))",
      }),
    ).toBeChecked()
    await expect(canvas.getByRole('option', { selected: true })).toHaveTextContent(
      'Arizona Time (Mountain, no daylight saving; Tempe, Arizona)',
    )
  },
}

/** "Other time zone..." opens every zone, at the one chosen so far. */
export const FullListOpened: Story = {
  args: { rule: 'school', zone: 'America/Detroit' },
  play: async ({ canvas, args }) => {
    await pickOtherZone(canvas, "School's time zone", 'America/Detroit', 'Europe/London')
    await expect(args.onChange).toHaveBeenLastCalledWith({ deadline_zone: 'Europe/London' })
  },
}

/** A stored zone outside the U.S. list (an application from before) opens with the full list. */
export const StoredZoneElsewhere: Story = {
  args: { rule: 'school', zone: 'Europe/London' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Other time zone' })).toHaveValue(
      'Europe/London',
    )
  },
}

/** A school the catalogue has no zone for: the U.S. zones in words, none chosen, and the refusal. */
export const NoZoneInCatalogue: Story = {
  args: { rule: 'school', zone: '', school: {}, error: PLANNER_MESSAGES.zone },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: "The school's time zone" })).toBeChecked()
    const select = canvas.getByRole('combobox', { name: "School's time zone" })
    await expect(select).toHaveValue('')
    await expect(select).toHaveAccessibleDescription(PLANNER_MESSAGES.zone)
    await expect(canvas.getByRole('option', { name: 'Eastern Time' })).toBeInTheDocument()
  },
}
