import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { studentZoneChoices, zoneChoices } from '../../logic/planner/zone-words.ts'
import { pickOtherZone } from '../../testing/story-plays.ts'
import { ZoneSelect } from './ZoneSelect.tsx'

const meta = {
  title: 'Planner/ZoneSelect',
  component: ZoneSelect,
  args: {
    label: 'Your time zone',
    name: 'timezone',
    value: 'America/Chicago',
    choices: studentZoneChoices('America/Chicago', 'America/Chicago'),
    zones: ['America/Chicago', 'America/Detroit', 'Asia/Kolkata', 'Europe/London'],
    onChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ZoneSelect>

export default meta
type Story = StoryObj<typeof meta>

/** U.S. zones in words, the chosen one named with its city. */
export const ShortList: Story = {
  play: async ({ canvas, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Your time zone' })
    await expect(canvas.getByRole('option', { name: 'Central Time (Chicago)' })).toHaveProperty(
      'selected',
      true,
    )
    await userEvent.selectOptions(select, 'Eastern Time')
    await expect(args.onChange).toHaveBeenCalledWith('America/New_York')
  },
}

/** "Other time zone..." opens every zone, at the one chosen so far. */
export const FullList: Story = {
  play: async ({ canvas, args }) => {
    await pickOtherZone(canvas, 'Your time zone', 'America/Chicago', 'Asia/Kolkata')
    await expect(args.onChange).toHaveBeenLastCalledWith('Asia/Kolkata')
  },
}

/** Nothing chosen yet, refused: the message is on the list the zone is chosen from. */
export const Refused: Story = {
  args: {
    label: "School's time zone",
    name: 'deadline_zone',
    value: '',
    choices: zoneChoices({}),
    emptyLabel: 'Choose a time zone',
    error: 'Choose the time zone of the deadline.',
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: "School's time zone" })
    await expect(select).toHaveValue('')
    await expect(select).toHaveAccessibleDescription('Choose the time zone of the deadline.')
  },
}
