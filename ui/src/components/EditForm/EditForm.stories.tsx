import type { Meta, StoryObj } from '@storybook/react-vite'
import type { SyntheticEvent } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { clickCallsOnce, serverErrorStory } from '../../testing/story-plays.ts'
import { TextField } from '../TextField/TextField.tsx'
import { EditForm } from './EditForm.tsx'

const meta = {
  title: 'Forms/EditForm',
  component: EditForm,
  args: {
    'aria-label': 'Savings account',
    submitLabel: 'Save account',
    onSubmit: fn((event: SyntheticEvent<HTMLFormElement>) => event.preventDefault()),
    onCancel: fn(),
    children: <TextField label="Balance" name="balance" defaultValue="300" />,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EditForm>

export default meta
type Story = StoryObj<typeof meta>

/** The fields, then the submit button and Cancel; the browser's own checks are off. */
export const Editing: Story = {
  play: async ({ canvas, args }) => {
    const form = canvas.getByRole('form', { name: 'Savings account' })
    await expect(form).toHaveAttribute('data-state', 'idle')
    await expect(form).toHaveAttribute('novalidate')
    await expect(canvas.getByRole('textbox', { name: 'Balance' })).toHaveValue('300')
    await expect(canvas.queryByRole('alert')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Save account' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await clickCallsOnce(canvas, 'Cancel', args.onCancel)
  },
}

/** A heading over the form, then the server's error in a banner. */
export const WithHeading: Story = {
  args: { heading: <h2>Savings</h2>, serverError: 'The bank did not answer: try again.' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Savings' })
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('The bank did not answer: try again.')
    await expect(heading.compareDocumentPosition(alert)).toBe(Node.DOCUMENT_POSITION_FOLLOWING)
  },
}

export const ServerRefused: Story = serverErrorStory('The bank did not answer: try again.')

/** While saving, the submit button says so and both buttons wait. */
export const Saving: Story = {
  args: { status: 'saving' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('form')).toHaveAttribute('data-state', 'saving')
    await expect(canvas.getByRole('button', { name: 'Saving...' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeDisabled()
  },
}
