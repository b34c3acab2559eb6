import { useEffect, useReducer, useRef, useState } from 'react'
import type { Student } from '../../logic/domain.ts'
import { QUESTIONS, type Question, type QuizAnswers } from '../../logic/quiz/questions.ts'
import type { QuizStepProps } from '../../components/QuizStep/QuizStep.tsx'
import {
  answerOf,
  AUTO_ADVANCE_MS,
  canGoNext,
  canGoPrevious,
  canSubmit,
  currentQuestion,
  isLastQuestion,
  initialQuizState,
  quizReducer,
  sanitizeAnswers,
  type AnswerInput,
  type QuizEvent,
} from '../../logic/quiz/quiz-engine.ts'
import type { AnswerDrafts } from './answer-drafts.ts'

/** The specification's message when the answers could not be saved. */
export const SAVE_ERROR = 'There was an error saving your results. Please try again.'

/**
 * How a quiz's answers reach the server: 'sent' (saved), 'queued' (kept on the device and sent
 * when the server is back: the dashboard's outbox) or 'failed' (/quiz: the student tries again).
 */
export type SubmitAnswers = (answers: QuizAnswers) => Promise<'sent' | 'queued' | 'failed'>

export type QuizSessionOptions = {
  questions: readonly Question[]
  /** The student, whose saved answers (and draft on this device) the quiz starts from. */
  student: Student | null
  drafts: AnswerDrafts
  submit: SubmitAnswers
  /**
   * Called once the answers are saved (at once, or when a queued submit has gone out); the quiz
   * shows its results when this has settled.
   */
  onSaved: (answers: QuizAnswers) => void | Promise<void>
  /** The question step's close button. */
  onClose: () => void
  autoAdvanceMs?: number
}

/**
 * One quiz session for both quizzes (the dashboard's five questions, /quiz's eight): answers kept
 * as a draft on the device until saved, the specification's auto-advance, and the submit, which
 * merges into the student's saved answers of all eight questions.
 */
export function useQuizSession({
  questions,
  student,
  drafts,
  submit,
  onSaved,
  onClose,
  autoAdvanceMs = AUTO_ADVANCE_MS,
}: QuizSessionOptions) {
  const [state, dispatch] = useReducer(quizReducer, questions, initialQuizState)
  const studentId = student?.id ?? null
  const savedAnswers = student?.quizAnswers
  // Saved answers of all eight questions: a submit of five merges into them.
  const saved = useRef<QuizAnswers>({})
  /** A submit kept on the device, waiting for the server. */
  const [queued, setQueued] = useState(false)

  // The quiz starts from the record drawn first (this device's); when the server's record brings
  // other saved answers before the student has answered anything here, it starts from those.
  const answeredHere = useRef(false)
  const loadedFor = useRef<string | null>(null)
  const savedKey = JSON.stringify(savedAnswers ?? null)
  useEffect(() => {
    if (!studentId || answeredHere.current) return
    const answers: unknown = JSON.parse(savedKey)
    saved.current = sanitizeAnswers(QUESTIONS, answers)
    const first = loadedFor.current !== studentId
    loadedFor.current = studentId
    dispatch({ type: first ? 'loaded' : 'reloaded', answers: drafts.load(studentId) ?? answers })
  }, [studentId, savedKey, drafts])

  useEffect(() => {
    const from = state.autoAdvanceFrom
    if (from === null) return
    const timer = setTimeout(() => dispatch({ type: 'autoAdvance', from }), autoAdvanceMs)
    return () => clearTimeout(timer)
  }, [state.autoAdvanceFrom, state.answers, autoAdvanceMs])

  /** An answer given by choosing (click, tap, Space, Enter) or by moving (arrow keys). */
  const answer = (value: string, input?: AnswerInput) => {
    const event: QuizEvent = {
      type: 'answer',
      questionId: currentQuestion(state).id,
      value,
      ...(input ? { input } : {}),
    }
    answeredHere.current = true
    if (studentId) drafts.save(studentId, quizReducer(state, event).answers)
    dispatch(event)
  }

  const saveAnswers = async () => {
    if (!studentId || !canSubmit(state)) return
    const answers: QuizAnswers = { ...saved.current, ...state.answers }
    dispatch({ type: 'submit' })
    const outcome = await submit(answers)
    // Not sent: the specification's alert now; the draft stays on the device (and a queued write
    // goes out when the server is back, see queuedSubmitSent).
    if (outcome === 'sent') {
      await done(answers)
      return
    }
    dispatch({ type: 'submitFailed' })
    if (outcome === 'queued') setQueued(true)
  }

  const done = async (answers: QuizAnswers) => {
    setQueued(false)
    saved.current = answers
    if (studentId) drafts.clear(studentId)
    await onSaved(answers)
    dispatch({ type: 'submitted' })
  }

  const submitNow = () => void saveAnswers()
  /**
   * What the question step shows and reports, the same on both quizzes. While the saved answers
   * are read it is the first question, locked: the same view a server render draws.
   */
  const step = ((): QuizStepProps => {
    const question = currentQuestion(state)
    return {
      question,
      number: state.index + 1,
      total: state.questions.length,
      value: answerOf(state.answers, question),
      state: state.phase === 'loading' || state.phase === 'submitting' ? state.phase : 'answering',
      canPrevious: canGoPrevious(state),
      canContinue: isLastQuestion(state) ? canSubmit(state) : canGoNext(state),
      error: state.error === 'save-failed' ? SAVE_ERROR : null,
      onAnswer: answer,
      onPrevious: () => dispatch({ type: 'previous' }),
      onNext: () => dispatch({ type: 'next' }),
      onSubmit: submitNow,
      onClose,
    }
  })()

  return {
    state,
    dispatch,
    answer,
    step,
    submit: submitNow,
    queued,
    /** A queued submit has gone out: the answers are saved. */
    queuedSubmitSent: () => void done({ ...saved.current, ...state.answers }),
  }
}
