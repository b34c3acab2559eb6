import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { TextField } from '../TextField/TextField.tsx'
import { clickCallsOnce, showsDisabledButton, showsIn } from '../../testing/story-plays.ts'
import { InlineForm } from './InlineForm.tsx'

const meta = {
  title: 'Forms/InlineForm',
  component: InlineForm,
  args: {
    'aria-label': 'Add a task',
    submitLabel: 'Add task',
    busyLabel: 'Adding...',
    onSubmit: fn((event: { preventDefault: () => void }) => event.preventDefault()),
    children: <TextField label="Task" name="title" />,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof InlineForm>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('form', { name: 'Add a task' })).toBeVisible()
    await clickCallsOnce(canvas, 'Add task', args.onSubmit)
  },
}

export const Busy: Story = {
  args: { busy: true },
  play: showsDisabledButton('Adding...'),
}

export const Failed: Story = {
  args: { error: "Can't reach the server. Check your connection and try again." },
  play: showsIn('alert', "Can't reach the server"),
}
