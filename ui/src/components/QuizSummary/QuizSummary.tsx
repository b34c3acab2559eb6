import type { ComponentPropsWithoutRef } from 'react'
import type { DescribedAnswer } from '../../logic/quiz/describe-answers.ts'
import { Button } from '../Button/Button.tsx'
import { DashboardCard } from '../DashboardCard/DashboardCard.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'
import styles from './QuizSummary.module.css'

export type QuizSummaryProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** loading: the profile is being read; ready: shown; error: it could not be read. */
  status: 'loading' | 'ready' | 'error'
  /** The saved answers in words (describeAnswers); empty before the quiz. */
  answers: readonly DescribedAnswer[]
  /** When the answers were saved, already formatted, or null. */
  savedOn: string | null
  /** Where to take or retake the quiz. */
  quizHref: string
  /** Where the student's matches are. */
  matchesHref: string
  onRetry?: () => void
}

/** The student's saved MatchMe answers, with links to retake the quiz and to the matches. */
export function QuizSummary({
  status,
  answers,
  savedOn,
  quizHref,
  matchesHref,
  onRetry,
  ...rest
}: QuizSummaryProps) {
  return (
    <DashboardCard title="Quiz answers" data-state={status} {...rest}>
      {status === 'loading' ? <Spinner label="Loading your answers..." /> : null}
      {status === 'error' ? (
        <div role="alert" className={styles.error}>
          <span>{"We couldn't load your answers."}</span>
          {onRetry ? (
            <Button variant="secondary" onClick={onRetry}>
              Retry
            </Button>
          ) : null}
        </div>
      ) : null}
      {status === 'ready' && answers.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.text}>
            {"You haven't taken the MatchMe quiz yet. It takes about 5-7 minutes."}
          </p>
          <a className={styles.link} href={quizHref}>
            Take the quiz
          </a>
        </div>
      ) : null}
      {status === 'ready' && answers.length > 0 ? (
        <>
          <dl className={styles.answers}>
            {answers.map((answer) => (
              <div key={answer.id} className={styles.answer}>
                <dt>{answer.question}</dt>
                <dd>{answer.answer}</dd>
              </div>
            ))}
          </dl>
          {savedOn ? <p className={styles.text}>Saved on {savedOn}.</p> : null}
          <div className={styles.links}>
            <a className={styles.link} href={quizHref}>
              Retake the quiz
            </a>
            <a className={styles.link} href={matchesHref}>
              See my matches
            </a>
          </div>
        </>
      ) : null}
    </DashboardCard>
  )
}
