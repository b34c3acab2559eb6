import { useEffect, useRef, type ComponentPropsWithoutRef } from 'react'
import type { Question } from '../../logic/quiz/questions.ts'
import type { AnswerInput } from '../../logic/quiz/quiz-engine.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { QuizProgress } from '../QuizProgress/QuizProgress.tsx'
import styles from './QuizStep.module.css'

export type QuizStepProps = Omit<ComponentPropsWithoutRef<'section'>, 'onSubmit'> & {
  /** The question shown; its prompt is the step's heading. */
  question: Question
  /** The question's position, counted from 1. */
  number: number
  /** How many questions the quiz has. */
  total: number
  /** The current answer: a value, a list of values for multi-select, or undefined. */
  value: string | readonly string[] | undefined
  /**
   * answering: the student may act; submitting: everything is locked while saving; loading: the
   * question is shown and locked while the saved answers are read (the page's first view, drawn
   * before its script runs).
   */
  state?: 'loading' | 'answering' | 'submitting'
  /** Whether Previous is enabled. */
  canPrevious: boolean
  /** Whether Next (or, on the last question, the submit button) is enabled. */
  canContinue: boolean
  /** The label of the submit button on the last question. */
  submitLabel?: string
  /** A message shown as an alert above the buttons, such as a failed save. */
  error?: string | null
  /**
   * A choice was picked (single) or toggled (multi), and how: `choose` for a click, tap, Space
   * or Enter on it; `move` when an arrow key moved the selection onto it (no auto-advance).
   */
  onAnswer: (value: string, input: AnswerInput) => void
  onPrevious: () => void
  onNext: () => void
  onSubmit: () => void
  /** The close button; omitted when the step has none. */
  onClose?: () => void
}

const ARROW_KEYS = new Set(['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight'])

/** One quiz question with its progress, choices and navigation. Used by both quizzes. */
export function QuizStep({
  question,
  number,
  total,
  value,
  state = 'answering',
  canPrevious,
  canContinue,
  submitLabel = 'See My Matches',
  error = null,
  onAnswer,
  onPrevious,
  onNext,
  onSubmit,
  onClose,
  className,
  ...rest
}: QuizStepProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  // Set while an arrow key is down: the browser then checks the next radio itself and fires its
  // change, which must count as moving through the options, not as choosing one.
  const arrowDown = useRef(false)
  const isLast = number === total
  const locked = state !== 'answering'
  const headingId = `quiz-${question.id}-prompt`

  // Auto-advance removes the focused choice: move focus to the new question's heading.
  useEffect(() => {
    headingRef.current?.focus()
  }, [question.id])

  const chosen = (option: string) =>
    question.kind === 'multi' ? Array.isArray(value) && value.includes(option) : value === option

  return (
    <section
      aria-labelledby={headingId}
      data-state={state}
      data-kind={question.kind}
      aria-busy={state === 'loading' || undefined}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.top}>
        <QuizProgress current={number} total={total} className={styles.progress} />
        {onClose && (
          <button type="button" className={styles.close} aria-label="Close quiz" onClick={onClose}>
            ×
          </button>
        )}
      </div>
      <fieldset className={styles.fieldset} disabled={locked}>
        <legend className={styles.legend}>
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.prompt}>
            {question.prompt}
          </h2>
        </legend>
        <div className={styles.options}>
          {question.options.map((option) => {
            const checked = chosen(option.value)
            return (
              <label key={option.value} className={styles.option} data-checked={checked}>
                <input
                  type={question.kind === 'multi' ? 'checkbox' : 'radio'}
                  name={question.id}
                  value={option.value}
                  checked={checked}
                  onChange={() => onAnswer(option.value, arrowDown.current ? 'move' : 'choose')}
                  // Choosing the answer already chosen still counts (and still auto-advances).
                  onClick={() => {
                    if (question.kind === 'single' && checked) onAnswer(option.value, 'choose')
                  }}
                  // Enter chooses, like a click (a radio or checkbox ignores it natively), and
                  // so does Space on the radio already chosen (browsers do nothing for it).
                  onKeyDown={(event) => {
                    if (ARROW_KEYS.has(event.key)) arrowDown.current = true
                    const again = event.key === ' ' && question.kind === 'single' && checked
                    if (event.key !== 'Enter' && !again) return
                    event.preventDefault()
                    onAnswer(option.value, 'choose')
                  }}
                  onKeyUp={() => {
                    arrowDown.current = false
                  }}
                />
                <span>{option.label}</span>
              </label>
            )
          })}
        </div>
      </fieldset>
      {state === 'loading' && (
        <p role="status" className="visually-hidden">
          Loading your saved answers...
        </p>
      )}
      {error && <Banner variant="error">{error}</Banner>}
      <div className={styles.nav}>
        <Button variant="secondary" disabled={!canPrevious || locked} onClick={onPrevious}>
          Previous
        </Button>
        {isLast ? (
          <Button disabled={!canContinue || locked} onClick={onSubmit}>
            {state === 'submitting' ? 'Submitting...' : submitLabel}
          </Button>
        ) : (
          <Button disabled={!canContinue || locked} onClick={onNext}>
            Next
          </Button>
        )}
      </div>
    </section>
  )
}
