import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { describeAnswers } from '../../logic/quiz/describe-answers.ts'
import { clicksCallOnce } from '../../testing/story-plays.ts'
import { QuizSummary } from './QuizSummary.tsx'

const meta = {
  title: 'Profile/QuizSummary',
  component: QuizSummary,
  args: {
    status: 'ready',
    answers: [],
    savedOn: null,
    quizHref: '/quiz',
    matchesHref: '/quiz#matches',
    onRetry: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QuizSummary>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Take the quiz' })).toHaveAttribute(
      'href',
      '/quiz',
    )
  },
}

export const Filled: Story = {
  args: {
    answers: describeAnswers({
      academicInterest: 'engineering',
      locationPreference: 'urban',
      schoolSize: 'large',
      budget: 'medium',
      gpa: '3.6-4.0',
      extracurriculars: ['sports', 'community'],
    }),
    savedOn: 'September 1, 2026',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Engineering & Computer Science')).toBeVisible()
    await expect(canvas.getByText('Sports, Community service')).toBeVisible()
    await expect(canvas.queryByText('engineering')).toBeNull()
    await expect(canvas.getByText('Saved on September 1, 2026.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Retake the quiz' })).toHaveAttribute(
      'href',
      '/quiz',
    )
    await expect(canvas.getByRole('link', { name: 'See my matches' })).toBeVisible()
  },
}

export const Loading: Story = { args: { status: 'loading' } }

export const Error: Story = {
  args: { status: 'error' },
  play: clicksCallOnce({ Retry: 'onRetry' }),
}
