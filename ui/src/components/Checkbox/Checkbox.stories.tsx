import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { showsNamed } from '../../testing/story-plays.ts'
import { Checkbox } from './Checkbox.tsx'

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { label: 'This school asks for the CSS Profile', onChange: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Checkbox>

export default meta
type Story = StoryObj<typeof meta>

export const Unticked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'This school asks for the CSS Profile',
    })
    await userEvent.click(box)
    await expect(args.onChange).toHaveBeenCalledOnce()
  },
}

export const Ticked: Story = {
  args: { checked: true, readOnly: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked()
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeDisabled()
  },
}

export const Radio: Story = {
  args: { type: 'radio', name: 'zone', label: 'My time zone (New York time)' },
  play: showsNamed('radio', 'My time zone (New York time)'),
}
