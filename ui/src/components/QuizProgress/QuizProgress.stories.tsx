import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { QuizProgress } from './QuizProgress.tsx'

const meta = {
  title: 'Quiz/QuizProgress',
  component: QuizProgress,
  args: { current: 3, total: 8 },
} satisfies Meta<typeof QuizProgress>

export default meta
type Story = StoryObj<typeof meta>

export const Midway: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Question 3 of 8')).toBeVisible()
    await expect(canvas.getByRole('progressbar', { name: 'Question 3 of 8' })).toHaveAttribute(
      'value',
      '3',
    )
  },
}
export const DashboardQuizStart: Story = { args: { current: 1, total: 5 } }
export const LastQuestion: Story = { args: { current: 8, total: 8 } }
