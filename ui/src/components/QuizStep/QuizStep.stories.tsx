import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, userEvent } from 'storybook/test'
import { QUESTIONS } from '../../logic/quiz/questions.ts'
import { clickCallsOnce, showsDisabledButton } from '../../testing/story-plays.ts'
import { QuizStep } from './QuizStep.tsx'

const [interest, , , , gpa, , activities, career] = QUESTIONS

const meta = {
  title: 'Quiz/QuizStep',
  component: QuizStep,
  args: {
    question: interest,
    number: 1,
    total: 8,
    value: undefined,
    canPrevious: false,
    canContinue: false,
    onAnswer: fn(),
    onPrevious: fn(),
    onNext: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof QuizStep>

export default meta
type Story = StoryObj<typeof meta>

/** The last question of the full quiz, answered: the quiz can be submitted. */
const LAST_ANSWERED = {
  question: career,
  number: 8,
  value: 'gradSchool',
  canPrevious: true,
  canContinue: true,
} satisfies Story['args']

export const SingleChoiceUnanswered: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('Question 1 of 8')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('radio', { name: 'Business' }))
    await expect(args.onAnswer).toHaveBeenCalledWith('business', 'choose')
    await clickCallsOnce(canvas, 'Close quiz', args.onClose)
  },
}

export const SingleChoiceAnswered: Story = {
  args: { question: gpa, number: 5, value: '3.1-3.5', canPrevious: true, canContinue: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('radio', { name: '3.1-3.5' })).toBeChecked()
    // Choosing the saved answer again still counts, so a preloaded quiz can auto-advance.
    await userEvent.click(canvas.getByRole('radio', { name: '3.1-3.5' }))
    await expect(args.onAnswer).toHaveBeenCalledWith('3.1-3.5', 'choose')
    await clickCallsOnce(canvas, 'Next', args.onNext)
    await clickCallsOnce(canvas, 'Previous', args.onPrevious)
  },
}

export const MultiSelectNoneChosen: Story = {
  args: { question: activities, number: 7, canPrevious: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Greek life' }))
    await expect(args.onAnswer).toHaveBeenCalledWith('greek', 'choose')
  },
}

export const MultiSelectChosen: Story = {
  args: {
    question: activities,
    number: 7,
    value: ['sports', 'community'],
    canPrevious: true,
    canContinue: true,
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Sports' })).toBeChecked()
    await expect(canvas.getByRole('checkbox', { name: 'Community service' })).toBeChecked()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sports' }))
    await expect(args.onAnswer).toHaveBeenCalledWith('sports', 'choose')
  },
}

export const LastQuestion: Story = {
  args: LAST_ANSWERED,
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument()
    await clickCallsOnce(canvas, 'See My Matches', args.onSubmit)
  },
}

export const LastQuestionUnanswered: Story = {
  args: { question: career, number: 8, canPrevious: true },
  play: showsDisabledButton('See My Matches'),
}

export const Submitting: Story = {
  args: { ...LAST_ANSWERED, state: 'submitting' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled()
    await expect(canvas.getByRole('radio', { name: 'Go to graduate school' })).toBeDisabled()
  },
}

/** The page's first view, before the saved answers are read: shown, locked and announced. */
export const LoadingSavedAnswers: Story = {
  args: { state: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(interest.prompt)
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading your saved answers...')
    await expect(canvas.getByRole('radio', { name: 'Business' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Next' })).toBeDisabled()
  },
}

export const SaveFailed: Story = {
  args: { ...LAST_ANSWERED, error: 'There was an error saving your results. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'There was an error saving your results. Please try again.',
    )
    await expect(canvas.getByRole('radio', { name: 'Go to graduate school' })).toBeChecked()
    await expect(canvas.getByRole('button', { name: 'See My Matches' })).toBeEnabled()
  },
}

export const DashboardQuizLastQuestion: Story = {
  args: {
    question: gpa,
    number: 5,
    total: 5,
    value: '3.6-4.0',
    canPrevious: true,
    canContinue: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Question 5 of 5')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'See My Matches' })).toBeEnabled()
  },
}

/** Keyboard only: arrows move the selection (no auto-advance); Space and Enter choose. */
export const KeyboardArrowsMoveSpaceAndEnterChoose: Story = {
  render: function Answering(args) {
    const [value, setValue] = useState<string | undefined>(undefined)
    return (
      <QuizStep
        {...args}
        value={value}
        onAnswer={(answer, input) => {
          setValue(answer)
          args.onAnswer(answer, input)
        }}
      />
    )
  },
  play: async ({ canvas, args }) => {
    const onAnswer = args.onAnswer
    onAnswer.mockClear()
    /** Presses `keys` and checks the answer the step reported last, and how it was given. */
    const press = async (keys: string, answer: string, input: 'move' | 'choose') => {
      await userEvent.keyboard(keys)
      await expect(onAnswer).toHaveBeenLastCalledWith(answer, input)
    }
    canvas.getByRole('radio', { name: 'Arts & Humanities' }).focus()
    await press(' ', 'arts', 'choose')
    await press('{ArrowDown}', 'business', 'move')
    await press('{ArrowDown}{ArrowDown}', 'health', 'move')
    await expect(canvas.getByRole('radio', { name: 'Health & Medicine' })).toBeChecked()
    await expect(canvas.getByRole('radio', { name: 'Health & Medicine' })).toHaveFocus()
    await press('{ArrowUp}', 'engineering', 'move')
    await press('{Enter}', 'engineering', 'choose')
    await press(' ', 'engineering', 'choose')
  },
}
