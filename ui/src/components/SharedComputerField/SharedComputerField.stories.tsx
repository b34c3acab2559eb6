import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { SHARED_COMPUTER_LABEL, SharedComputerField } from './SharedComputerField.tsx'

const meta = {
  title: 'Auth/SharedComputerField',
  component: SharedComputerField,
  args: { checked: false, onChange: fn() },
  // As the forms hold it: ticking it changes it.
  render: function Render(args) {
    const [checked, setChecked] = useState(args.checked)
    return (
      <SharedComputerField
        {...args}
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked)
          args.onChange?.(event)
        }}
      />
    )
  },
} satisfies Meta<typeof SharedComputerField>

export default meta
type Story = StoryObj<typeof meta>

export const Unticked: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: SHARED_COMPUTER_LABEL })
    await expect(box).not.toBeChecked()
    await expect(box).toHaveAccessibleDescription(
      /what you type goes to your account only, and closing this tab signs you out/,
    )
    await userEvent.click(box)
    await expect(box).toBeChecked()
    await expect(args.onChange).toHaveBeenCalledOnce()
  },
}

export const Ticked: Story = {
  args: { checked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: SHARED_COMPUTER_LABEL })).toBeChecked()
  },
}

/** While a sign-in is under way. */
export const Disabled: Story = {
  args: { checked: true, disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: SHARED_COMPUTER_LABEL })).toBeDisabled()
  },
}
