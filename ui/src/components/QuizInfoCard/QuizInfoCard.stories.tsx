import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { clickCallsOnce } from '../../testing/story-plays.ts'
import { QuizInfoCard } from './QuizInfoCard.tsx'

const meta = {
  title: 'Dashboard/QuizInfoCard',
  component: QuizInfoCard,
  args: { questionCount: 5, onStart: fn(), onBack: fn() },
} satisfies Meta<typeof QuizInfoCard>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/about 5-7 minutes/)).toBeVisible()
    await clickCallsOnce(canvas, 'Start the Quiz', args.onStart)
  },
}
