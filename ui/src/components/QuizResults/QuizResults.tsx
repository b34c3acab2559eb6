import type { ReactNode } from 'react'
import type { Match } from '../../logic/matching/score.ts'
import { RetryBanner } from '../Banner/Banner.tsx'
import { MatchResults, type MatchResultsProps } from '../MatchResults/MatchResults.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'

export type QuizResultsProps = Omit<MatchResultsProps, 'matches'> & {
  /** The matches, best first; null while they are being computed. */
  matches: readonly Match[] | null
  /** The answers are saved but the universities could not be loaded. */
  failed: boolean
  /** Tries loading the universities again. */
  onRetry: () => void
}

/**
 * What both quizzes show after their submit: the matches, a spinner while they are computed, or
 * the failure to load the universities with a retry (the answers are saved either way).
 */
export function QuizResults({ matches, failed, onRetry, ...results }: QuizResultsProps) {
  let body: ReactNode = null
  if (matches) body = <MatchResults matches={matches} {...results} />
  else if (!failed) body = <Spinner label="Finding your matches..." />
  return (
    <>
      {failed ? (
        <RetryBanner onRetry={onRetry}>
          Your answers are saved, but the universities could not be loaded.
        </RetryBanner>
      ) : null}
      {body}
    </>
  )
}
