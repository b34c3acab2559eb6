import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { SAMPLE_MATCHES } from '../../testing/sample-matches.ts'
import { clickCallsOnce } from '../../testing/story-plays.ts'
import { QuizResults } from './QuizResults.tsx'

const matches = SAMPLE_MATCHES

const meta = {
  title: 'Quiz/QuizResults',
  component: QuizResults,
  parameters: { layout: 'padded' },
  args: {
    matches,
    failed: false,
    onRetry: fn(),
    onSave: fn(),
    onRetake: fn(),
    onReturn: fn(),
  },
} satisfies Meta<typeof QuizResults>

export default meta
type Story = StoryObj<typeof meta>

export const Matches: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
    await expect(canvas.queryByRole('status')).toBeNull()
  },
}

export const Computing: Story = {
  args: { matches: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finding your matches...')
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

export const UniversitiesNotLoaded: Story = {
  args: { matches: null, failed: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText(/Your answers are saved/)).toBeVisible()
    await expect(canvas.queryByRole('status')).toBeNull()
    await clickCallsOnce(canvas, 'Try again', args.onRetry)
  },
}

export const RetriedAfterAFailure: Story = {
  args: { matches: [], failed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your answers are saved/)).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Retake Quiz' })).toBeVisible()
  },
}
