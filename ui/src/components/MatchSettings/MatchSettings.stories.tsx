import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { showsIn } from '../../testing/story-plays.ts'
import { MatchSettings } from './MatchSettings.tsx'

const meta = {
  title: 'Profile/MatchSettings',
  component: MatchSettings,
  args: { value: { homeState: null, faith: 'labelled' }, onSave: fn() },
} satisfies Meta<typeof MatchSettings>

export default meta
type Story = StoryObj<typeof meta>

/** A student who has set nothing: no home state, faith-based colleges labelled. */
export const Defaults: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Match settings' })).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Home state' })).toHaveValue('')
    await expect(canvas.getByRole('combobox', { name: 'Home state' })).toHaveAccessibleDescription(
      /Public universities charge students from their own state less/,
    )
    await expect(
      canvas.getByRole('radio', { name: 'List them with a label saying so' }),
    ).toBeChecked()
    await userEvent.click(canvas.getByRole('button', { name: 'Save match settings' }))
    await expect(args.onSave).toHaveBeenCalledWith({ homeState: null, faith: 'labelled' })
  },
}

/** Choosing a state and a preference saves both. */
export const ChooseAndSave: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Home state' }), 'Ohio')
    await userEvent.click(canvas.getByRole('radio', { name: 'Do not list them' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Save match settings' }))
    await expect(args.onSave).toHaveBeenCalledWith({ homeState: 'OH', faith: 'hidden' })
  },
}

export const OutsideTheStates: Story = {
  args: { value: { homeState: 'outside', faith: 'welcome' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Home state' })).toHaveDisplayValue(
      'Outside the 50 states and DC',
    )
    await expect(
      canvas.getByRole('radio', { name: 'Welcome: list them like any other college' }),
    ).toBeChecked()
  },
}

export const Saving: Story = {
  args: { value: { homeState: 'TX', faith: 'labelled' }, saveState: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    await expect(canvas.getByRole('combobox', { name: 'Home state' })).toBeDisabled()
  },
}

export const Saved: Story = {
  args: { value: { homeState: 'TX', faith: 'labelled' }, saveState: 'saved' },
  play: showsIn('status', 'Saved. Your next matches use these settings.'),
}

/** A failed save says so and keeps what the student chose. */
export const SaveFailed: Story = {
  args: { saveState: 'error', error: "Can't reach the server. Your choices are still here." },
  play: async ({ canvas, args }) => {
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Home state' }), 'Texas')
    await expect(canvas.getByRole('alert')).toHaveTextContent("Can't reach the server.")
    await expect(canvas.getByRole('combobox', { name: 'Home state' })).toHaveValue('TX')
    await userEvent.click(canvas.getByRole('button', { name: 'Save match settings' }))
    await expect(args.onSave).toHaveBeenCalledWith({ homeState: 'TX', faith: 'labelled' })
  },
}
