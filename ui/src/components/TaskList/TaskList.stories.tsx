import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test'
import { PLANNER_MESSAGES } from '../../logic/planner/validation.ts'
import { PLANNER_TODAY, SAMPLE_APPLICATIONS, SAMPLE_TASKS } from '../../testing/planner-fixtures.ts'
import { showsTexts, textsOf } from '../../testing/story-plays.ts'
import { TaskList } from './TaskList.tsx'

const meta = {
  title: 'Planner/TaskList',
  component: TaskList,
  args: {
    tasks: SAMPLE_TASKS,
    applications: SAMPLE_APPLICATIONS,
    today: PLANNER_TODAY,
    onToggle: fn(),
    onAdd: fn(),
    onRemove: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TaskList>

export default meta
type Story = StoryObj<typeof meta>

export const Many: Story = {
  play: async ({ canvas, args }) => {
    const todo = canvas.getByRole('list', { name: 'To do' })
    const boxes = within(todo).getAllByRole('checkbox')
    const inOrder = [
      'Ask for recommendations for Tulane University of Louisiana',
      'Sign up for the Michigan virtual info session',
      'Send test scores to University of Michigan-Ann Arbor, if you send them',
      'Finish your essays for Tulane University of Louisiana',
    ]
    await expect(boxes).toHaveLength(inOrder.length)
    for (const [index, name] of inOrder.entries())
      await expect(boxes[index]).toHaveAccessibleName(name)
    await expect(todo).toHaveTextContent('Late: was due Sun, Sep 20, 2026')
    await userEvent.click(
      canvas.getByRole('checkbox', { name: 'Sign up for the Michigan virtual info session' }),
    )
    await expect(args.onToggle).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'task-visit' }),
      true,
    )
    // Ticked here, it stays in the list (and in the keyboard's focus) until the next visit.
    await expect(
      within(todo).getByRole('checkbox', { name: 'Sign up for the Michigan virtual info session' }),
    ).toHaveFocus()
    await userEvent.click(
      canvas.getByRole('button', { name: 'Remove Sign up for the Michigan virtual info session' }),
    )
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 'task-visit' }))
    // Only the student's own tasks can be removed.
    await expect(canvas.getAllByRole('button', { name: /^Remove/ })).toHaveLength(1)
    await userEvent.click(canvas.getByText('Done (1)'))
    await expect(canvas.getByRole('checkbox', { name: /Send test scores to Tulane/ })).toBeChecked()
  },
}

export const Empty: Story = {
  args: { tasks: [] },
  play: showsTexts(/No tasks yet: each application adds its steps/),
}

export const AddTask: Story = {
  args: { tasks: [] },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Task'), '  Visit campus ')
    await fireEvent.change(canvas.getByLabelText('Due'), { target: { value: '2026-10-10' } })
    await userEvent.selectOptions(canvas.getByLabelText('For'), 'Tulane University of Louisiana')
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }))
    await expect(args.onAdd).toHaveBeenCalledWith({
      title: 'Visit campus',
      due: '2026-10-10',
      application: 'app-tulane',
    })
  },
}

export const AddValidation: Story = {
  args: { tasks: [] },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }))
    await expect(canvas.getByLabelText('Task')).toHaveAccessibleDescription(
      PLANNER_MESSAGES.taskTitle,
    )
    await expect(canvas.getByLabelText('Due')).toHaveAccessibleDescription(PLANNER_MESSAGES.taskDue)
    await expect(canvas.getByLabelText('Task')).toHaveFocus()
    await expect(args.onAdd).not.toHaveBeenCalled()
  },
}

export const Saving: Story = {
  args: { taskStates: { 'task-visit': 'saving' }, addStatus: 'saving' },
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', {
      name: 'Sign up for the Michigan virtual info session',
    })
    // Still focusable while it saves, but a second press waits for the first.
    await expect(box).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(box)
    await expect(args.onToggle).not.toHaveBeenCalled()
    await expect(box).not.toBeChecked()
    await expect(canvas.getByRole('button', { name: 'Adding...' })).toBeDisabled()
  },
}

export const Failed: Story = {
  args: {
    taskStates: { 'task-visit': 'failed' },
    addError: "Can't reach the server. Check your connection and try again.",
  },
  play: async ({ canvas }) => {
    await expect(textsOf(canvas.getAllByRole('alert'))).toEqual([
      'Not saved: try again.',
      "Can't reach the server. Check your connection and try again.",
    ])
  },
}
