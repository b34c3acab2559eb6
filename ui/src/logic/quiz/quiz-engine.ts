/**
 * The quiz engine: one pure reducer for both quizzes (the dashboard's five questions and /quiz's
 * eight). The question list is part of the state, so the same reducer serves any prefix of
 * QUESTIONS. Timers live in the island: an `answer` chosen on a single-choice question (not the
 * last) sets `autoAdvanceFrom`, the island waits AUTO_ADVANCE_MS and sends `autoAdvance`; the
 * reducer moves on only if the student is still on that question and it is still answered. An
 * answer moved to with the arrow keys clears it: browsing the options never leaves the question.
 */
import type { Question, QuizAnswers } from './questions.ts'

/** The specification's delay before a single-choice answer moves to the next question. */
export const AUTO_ADVANCE_MS = 300

export type QuizPhase = 'loading' | 'answering' | 'submitting' | 'results'

export type QuizState = {
  questions: readonly Question[]
  phase: QuizPhase
  /** The question shown, 0-based; always a valid index of `questions`. */
  index: number
  answers: QuizAnswers
  /** Set by a single-choice answer that should auto-advance; the island times it. */
  autoAdvanceFrom: number | null
  /** Set when the last submit failed; cleared by the next answer or submit. */
  error: 'save-failed' | null
}

/**
 * How an answer was given. `choose`: a click, a tap, Space or Enter on an option; the student
 * means it, and a single-choice answer auto-advances (specification: 300 ms). `move`: an arrow key
 * moved the selection through the options; it selects without leaving the question, so a keyboard
 * user can reach every option (WCAG 3.2.2, On Input).
 */
export type AnswerInput = 'choose' | 'move'

export type QuizEvent =
  | { type: 'loaded'; answers: unknown }
  /** Newer saved answers arrived (another device) before the student answered: start from them. */
  | { type: 'reloaded'; answers: unknown }
  | {
      type: 'answer'
      questionId: string
      value: string
      /** How the answer was given; `choose` when omitted. */
      input?: AnswerInput
    }
  | { type: 'autoAdvance'; from: number }
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'submit' }
  | { type: 'submitted' }
  | { type: 'submitFailed' }
  | { type: 'retake' }
  /** Straight to the results of complete saved answers (the profile's link to the matches). */
  | { type: 'showResults' }

type AnswerValue = string | string[]

function answersRecord(answers: QuizAnswers): Record<string, AnswerValue | undefined> {
  return answers
}

/** The answer stored for a question, if any. */
export function answerOf(answers: QuizAnswers, question: Question): AnswerValue | undefined {
  return answersRecord(answers)[question.id]
}

/** Whether a question has a valid answer (multi-select: at least one choice). */
export function isAnswered(question: Question, answers: QuizAnswers): boolean {
  const value = answerOf(answers, question)
  const allowed = new Set(question.options.map((o) => o.value))
  if (question.kind === 'multi') {
    return Array.isArray(value) && value.length > 0 && value.every((v) => allowed.has(v))
  }
  return typeof value === 'string' && allowed.has(value)
}

/**
 * Keeps only what fits the questions: known ids, allowed values, multi-select as a non-empty list
 * without repeats. Used for saved answers (server or device), which may predate a change.
 */
export function sanitizeAnswers(questions: readonly Question[], raw: unknown): QuizAnswers {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return {}
  const source = raw as Record<string, unknown>
  const clean: Record<string, AnswerValue> = {}
  for (const question of questions) {
    const value = source[question.id]
    const allowed = question.options.map((o) => o.value)
    if (question.kind === 'multi') {
      if (!Array.isArray(value)) continue
      const kept = allowed.filter((option) => value.includes(option))
      if (kept.length > 0) clean[question.id] = kept
    } else if (typeof value === 'string' && allowed.includes(value)) {
      clean[question.id] = value
    }
  }
  return clean
}

export function initialQuizState(questions: readonly Question[]): QuizState {
  if (questions.length === 0) throw new Error('A quiz needs at least one question.')
  return {
    questions,
    phase: 'loading',
    index: 0,
    answers: {},
    autoAdvanceFrom: null,
    error: null,
  }
}

export function currentQuestion(state: QuizState): Question {
  const question = state.questions[state.index]
  if (!question) throw new Error(`No question at index ${state.index}.`)
  return question
}

export function isLastQuestion(state: QuizState): boolean {
  return state.index === state.questions.length - 1
}

export function isComplete(state: Pick<QuizState, 'questions' | 'answers'>): boolean {
  return state.questions.every((q) => isAnswered(q, state.answers))
}

export function canGoPrevious(state: QuizState): boolean {
  return state.phase === 'answering' && state.index > 0
}

export function canGoNext(state: QuizState): boolean {
  return (
    state.phase === 'answering' &&
    !isLastQuestion(state) &&
    isAnswered(currentQuestion(state), state.answers)
  )
}

export function canSubmit(state: QuizState): boolean {
  return state.phase === 'answering' && isLastQuestion(state) && isComplete(state)
}

function withAnswer(state: QuizState, question: Question, value: string): QuizAnswers {
  const answers = { ...answersRecord(state.answers) }
  if (question.kind === 'multi') {
    const current = answers[question.id]
    const chosen = new Set(Array.isArray(current) ? current : [])
    if (chosen.has(value)) chosen.delete(value)
    else chosen.add(value)
    // Kept in the question's order so equal choices are equal answers.
    const next = question.options.map((o) => o.value).filter((v) => chosen.has(v))
    if (next.length === 0) {
      return Object.fromEntries(Object.entries(answers).filter(([id]) => id !== question.id))
    }
    answers[question.id] = next
  } else {
    answers[question.id] = value
  }
  return answers
}

export function quizReducer(state: QuizState, event: QuizEvent): QuizState {
  switch (event.type) {
    case 'reloaded':
      if (state.phase !== 'answering') return state
      return {
        ...state,
        index: 0,
        autoAdvanceFrom: null,
        answers: sanitizeAnswers(state.questions, event.answers),
      }
    case 'loaded':
      if (state.phase !== 'loading') return state
      return {
        ...state,
        phase: 'answering',
        index: 0,
        answers: sanitizeAnswers(state.questions, event.answers),
      }
    case 'answer': {
      if (state.phase !== 'answering') return state
      const question = currentQuestion(state)
      if (question.id !== event.questionId) return state
      if (!question.options.some((o) => o.value === event.value)) return state
      const autoAdvance =
        question.kind === 'single' && !isLastQuestion(state) && event.input !== 'move'
      return {
        ...state,
        answers: withAnswer(state, question, event.value),
        autoAdvanceFrom: autoAdvance ? state.index : null,
        error: null,
      }
    }
    case 'autoAdvance':
      if (state.autoAdvanceFrom !== event.from || state.index !== event.from) return state
      return canGoNext(state)
        ? { ...state, index: state.index + 1, autoAdvanceFrom: null }
        : { ...state, autoAdvanceFrom: null }
    case 'next':
      return canGoNext(state) ? { ...state, index: state.index + 1, autoAdvanceFrom: null } : state
    case 'previous':
      return canGoPrevious(state)
        ? { ...state, index: state.index - 1, autoAdvanceFrom: null }
        : state
    case 'submit':
      return canSubmit(state) ? { ...state, phase: 'submitting', error: null } : state
    case 'submitted':
      return state.phase === 'submitting' ? { ...state, phase: 'results' } : state
    case 'submitFailed':
      return state.phase === 'submitting'
        ? { ...state, phase: 'answering', error: 'save-failed' }
        : state
    case 'showResults':
      return state.phase === 'answering' && isComplete(state)
        ? { ...state, phase: 'results', autoAdvanceFrom: null, error: null }
        : state
    case 'retake':
      return state.phase === 'results'
        ? { ...state, phase: 'answering', index: 0, autoAdvanceFrom: null, error: null }
        : state
  }
}
