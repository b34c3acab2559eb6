import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { controlClass, FormField } from './FormField.tsx'

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Deadline date',
    children: (control) => <input type="date" className={controlClass} {...control} />,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormField>

export default meta
type Story = StoryObj<typeof meta>

export const Plain: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Deadline date')
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(input).not.toHaveAttribute('aria-describedby')
  },
}

export const WithHint: Story = {
  args: { hint: 'As the school writes it.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Deadline date')).toHaveAccessibleDescription(
      'As the school writes it.',
    )
  },
}

export const WithError: Story = {
  args: { hint: 'As the school writes it.', error: 'Enter a real date, such as 2026-11-01.' },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Deadline date')
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription(
      'As the school writes it. Enter a real date, such as 2026-11-01.',
    )
  },
}
