import { useState, type ComponentPropsWithoutRef } from 'react'
import type { Match } from '../../logic/matching/score.ts'
import type { MatchSettings } from '../../logic/matching/settings.ts'
import { homeStateName } from '../../logic/matching/us-states.ts'
import { DATA_CREDIT } from '../../logic/university.ts'
import { Button } from '../Button/Button.tsx'
import { MatchCard, type SaveState } from '../MatchCard/MatchCard.tsx'
import styles from './MatchResults.module.css'

export type MatchResultsProps = ComponentPropsWithoutRef<'section'> & {
  /** Best first; the first `initialCount` show, the rest behind 'Show more matches'. */
  matches: readonly Match[]
  /** How many show before 'Show more matches' (the specification shows three). */
  initialCount?: number
  /** Each card's save button label ('Save to My List' on /quiz, 'Add to My List' on the dashboard). */
  saveLabel?: string
  /** What a saved card's button reads. */
  savedLabel?: string
  /** Save state by university id; missing means idle. */
  saveStates?: Readonly<Record<string, SaveState>>
  onSave?: (universityId: string) => void
  onRetake: () => void
  onReturn: () => void
  /** The match settings the matches were scored with, said above the cards. */
  settings?: MatchSettings
}

const FAITH_NOTE: Record<MatchSettings['faith'], string> = {
  welcome: 'Faith-based colleges are listed like any other.',
  labelled: 'Faith-based colleges are listed with a label saying so.',
  hidden: 'Faith-based colleges are not listed.',
}

/** What the settings did to the list, in one sentence each. */
function settingsNote(settings: MatchSettings): string {
  const home = homeStateName(settings.homeState)
  const prices =
    home === null
      ? 'Public universities show in-state and out-of-state prices until you add your home state.'
      : `Public universities are priced for a student who lives in ${home}.`
  return `${prices} ${FAITH_NOTE[settings.faith]} Change these in your match settings.`
}

/** The quiz's results: match cards, more on request, Retake Quiz and Return to Dashboard. */
export function MatchResults({
  matches,
  initialCount = 3,
  saveLabel,
  savedLabel,
  saveStates = {},
  onSave,
  onRetake,
  onReturn,
  settings,
  className,
  ...rest
}: MatchResultsProps) {
  const [expanded, setExpanded] = useState(false)
  const shown = expanded ? matches : matches.slice(0, initialCount)
  const hidden = matches.length - shown.length
  return (
    <section
      aria-labelledby="match-results-heading"
      data-state={expanded ? 'expanded' : 'collapsed'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h2 id="match-results-heading" className={styles.heading}>
        Your Matches
      </h2>
      {matches.length === 0 ? (
        <p>No universities to match yet: the catalogue is empty.</p>
      ) : (
        <>
          <p className={styles.intro}>
            Scored from your answers against each university&apos;s published figures. Reach, target
            and likely compare your GPA and test range with each school&apos;s; they are not
            admission chances. Listed best first by the exact score, which each card rounds; equal
            scores list the higher graduation rate first.
          </p>
          {settings ? <p className={styles.intro}>{settingsNote(settings)}</p> : null}
          <ol className={styles.list}>
            {shown.map((match) => (
              <li key={match.university.id}>
                <MatchCard
                  match={match}
                  saveLabel={saveLabel}
                  savedLabel={savedLabel}
                  saveState={saveStates[match.university.id] ?? 'idle'}
                  onSave={onSave ? () => onSave(match.university.id) : undefined}
                />
              </li>
            ))}
          </ol>
          {hidden > 0 && (
            <Button variant="secondary" onClick={() => setExpanded(true)}>
              Show {hidden} more matches
            </Button>
          )}
        </>
      )}
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onRetake}>
          Retake Quiz
        </Button>
        <Button onClick={onReturn}>Return to Dashboard</Button>
      </div>
      <p className={styles.credit}>{DATA_CREDIT}</p>
    </section>
  )
}
