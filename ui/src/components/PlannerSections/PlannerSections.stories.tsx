import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { PlannerSections } from './PlannerSections.tsx'

const meta = {
  title: 'Planner/PlannerSections',
  component: PlannerSections,
  args: {
    sections: [
      { id: 'applications', label: 'Applications', detail: '4' },
      { id: 'tasks', label: 'Tasks', detail: '1 late, 3 to do' },
      { id: 'aid', label: 'Financial aid', detail: '2 dates' },
      { id: 'recommenders', label: 'Recommenders', detail: 'none yet' },
      { id: 'calendar', label: 'Calendar and reminders', detail: 'reminders off' },
    ],
    current: null,
    onChoose: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PlannerSections>

export default meta
type Story = StoryObj<typeof meta>

export const NoneOpen: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Planner sections' })
    const tasks = within(nav).getByRole('button', { name: 'Tasks 1 late, 3 to do' })
    await expect(tasks).not.toHaveAttribute('aria-current')
    await userEvent.click(tasks)
    await expect(args.onChoose).toHaveBeenCalledWith('tasks')
  },
}

export const OneOpen: Story = {
  args: { current: 'recommenders' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Recommenders none yet' })).toHaveAttribute(
      'aria-current',
      'true',
    )
  },
}
