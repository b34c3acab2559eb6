import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { textsOf } from '../../testing/story-plays.ts'
import { SelectField } from './SelectField.tsx'

const options = [
  { value: 'ed', label: 'Early Decision' },
  { value: 'rd', label: 'Regular Decision' },
] as const

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Plan',
    name: 'plan',
    value: '',
    options,
    emptyLabel: 'Not decided yet',
    onChange: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof SelectField>

export default meta
type Story = StoryObj<typeof meta>

export const NothingChosen: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByLabelText('Plan')).toHaveValue('')
    await expect(textsOf(canvas.getAllByRole('option'))).toEqual([
      'Not decided yet',
      'Early Decision',
      'Regular Decision',
    ])
    await userEvent.selectOptions(canvas.getByLabelText('Plan'), 'Regular Decision')
    await expect(args.onChange).toHaveBeenCalledWith('rd')
  },
}

export const NoEmptyChoice: Story = {
  args: { value: 'ed', emptyLabel: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Plan')).toHaveValue('ed')
    await expect(canvas.getAllByRole('option')).toHaveLength(2)
  },
}

export const WithError: Story = {
  args: { error: 'Choose one of the options in the list.' },
  play: async ({ canvas }) => {
    const select = canvas.getByLabelText('Plan')
    await expect(select).toHaveAttribute('aria-invalid', 'true')
    await expect(select).toHaveAccessibleDescription('Choose one of the options in the list.')
  },
}
