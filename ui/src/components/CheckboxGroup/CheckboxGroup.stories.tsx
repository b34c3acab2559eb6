import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CheckboxGroup } from './CheckboxGroup.tsx'

const SCHOOLS = [
  { value: 'a1', label: 'Northwestern University' },
  { value: 'a2', label: 'Cornell University' },
  { value: 'a3', label: 'University of California-Berkeley' },
]

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    legend: 'For applications',
    name: 'applications',
    options: SCHOOLS,
    value: ['a2'],
    onChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CheckboxGroup>

export default meta
type Story = StoryObj<typeof meta>

export const SomeTicked: Story = {
  render: function Controlled(args) {
    const [value, setValue] = useState(args.value)
    return (
      <CheckboxGroup
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next)
          args.onChange(next)
        }}
      />
    )
  },
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'For applications' })
    await expect(within(group).getByRole('checkbox', { name: 'Cornell University' })).toBeChecked()
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Northwestern University' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(['a2', 'a1'])
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Cornell University' }))
    await expect(args.onChange).toHaveBeenLastCalledWith(['a1'])
  },
}

export const NothingToChoose: Story = {
  args: { options: [], empty: 'No applications yet: add them in your planner.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No applications yet: add them in your planner.')).toBeVisible()
    await expect(canvas.queryByRole('checkbox')).not.toBeInTheDocument()
  },
}

export const Invalid: Story = {
  args: { error: 'Choose one of your own applications.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: 'For applications' })).toHaveAttribute(
      'data-invalid',
      'true',
    )
    await expect(canvas.getByText('Choose one of your own applications.')).toBeVisible()
  },
}
