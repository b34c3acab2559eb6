import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { createMemoryDataClient } from '../../testing/memory-data-client.ts'
import { makeStudent, SAMPLE_ANSWERS } from '../../testing/student-fixtures.ts'
import { memoryAnswerDrafts } from './answer-drafts.ts'
import { QuizIsland } from './QuizIsland.tsx'
import { showsIn } from '../../testing/story-plays.ts'
import { SAVE_ERROR } from './use-quiz-session.ts'

const student = makeStudent({ quizAnswers: SAMPLE_ANSWERS })

const meta = {
  title: 'Quiz/QuizIsland',
  component: QuizIsland,
  parameters: { layout: 'padded' },
} satisfies Meta<typeof QuizIsland>

export default meta
type Story = StoryObj<typeof meta>

export const Loading: Story = {
  args: {
    data: createMemoryDataClient({ student, latencyMs: 60_000 }),
    drafts: memoryAnswerDrafts(),
  },
  play: showsIn('status', 'Loading your saved answers...'),
}

export const NewStudent: Story = {
  args: { data: createMemoryDataClient({ student: makeStudent() }), drafts: memoryAnswerDrafts() },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Question 1 of 8')).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: 'Health & Medicine' }))
    // Auto-advance after 300 ms.
    await expect(await canvas.findByText('Question 2 of 8')).toBeVisible()
  },
}

export const Results: Story = {
  args: { data: createMemoryDataClient({ student }), drafts: memoryAnswerDrafts() },
  play: async ({ canvas }) => {
    await canvas.findByText('Question 1 of 8')
    for (let i = 0; i < 7; i++) await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await userEvent.click(canvas.getByRole('button', { name: 'See My Matches' }))
    await expect(await canvas.findByRole('heading', { name: 'Your Matches' })).toBeVisible()
    await expect(canvas.getAllByRole('article')).toHaveLength(3)
  },
}

export const SaveFailed: Story = {
  args: {
    data: (() => {
      const data = createMemoryDataClient({ student })
      const submit = () => Promise.reject(new Error('offline'))
      return { ...data, quiz: { ...data.quiz, submit } }
    })(),
    drafts: memoryAnswerDrafts(),
  },
  play: async ({ canvas }) => {
    await canvas.findByText('Question 1 of 8')
    for (let i = 0; i < 7; i++) await userEvent.click(canvas.getByRole('button', { name: 'Next' }))
    await userEvent.click(canvas.getByRole('button', { name: 'See My Matches' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SAVE_ERROR)
    await expect(canvas.getByRole('radio', { name: 'Start working' })).toBeChecked()
  },
}
