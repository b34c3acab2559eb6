import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import {
  acceptanceRateOf,
  BAND_LABEL,
  describeUniversity,
  kindOf,
  locationOf,
  netPriceOf,
  programsOf,
  religiousAffiliationOf,
  tuitionOf,
} from '../../logic/matching/present.ts'
import {
  policyProvenance,
  policyStatement,
  testPolicyFor,
} from '../../logic/admissions/test-policy.ts'
import type { Match, MatchUniversity, ReasonEffect } from '../../logic/matching/score.ts'
import { Button } from '../Button/Button.tsx'
import { TestPolicyNote } from '../TestPolicyNote/TestPolicyNote.tsx'
import styles from './MatchCard.module.css'

export type SaveState = 'idle' | 'saving' | 'saved' | 'error'

export type MatchCardProps = ComponentPropsWithoutRef<'article'> & {
  /** The scored university; its name is the card's heading. */
  match: Match
  /** The save button's label: 'Save to My List' on /quiz, 'Add to My List' on the dashboard. */
  saveLabel?: string
  /** What the button reads once saved. */
  savedLabel?: string
  saveState?: SaveState
  /** Omit to show no save button. */
  onSave?: () => void
}

const EFFECT_LABEL: Record<ReasonEffect, string> = {
  for: 'Counts for',
  against: 'Counts against',
  neutral: 'Does not count',
  unknown: 'Not reported',
}

/**
 * The test policy for this cycle's entrants where it was checked, with its source and date; else
 * the fall 2022 figure, said as such (logic/admissions/test-policy.ts). The school's admissions
 * link shows where the university carries its apply_url or website (the matching projection, as
 * yet, does not: the card then says to ask the school).
 */
function testPolicyFact(u: MatchUniversity): ReactNode {
  const answer = testPolicyFor(u)
  return (
    <TestPolicyNote statement={policyStatement(answer)} provenance={policyProvenance(answer)} />
  )
}

/** The specification's fields, in its order: each label and how it reads from the university. */
const FACTS: readonly (readonly [string, (u: MatchUniversity) => ReactNode])[] = [
  ['Kind of institution', kindOf],
  ['Religious affiliation', religiousAffiliationOf],
  ['Tuition', tuitionOf],
  ['Average net price', netPriceOf],
  ['Acceptance rate', acceptanceRateOf],
  ['Test policy', testPolicyFact],
  [
    'Programs (2021-22)',
    (u) => {
      const programs = programsOf(u)
      return programs.length > 0 ? programs.join(', ') : 'Not reported'
    },
  ],
]

/**
 * One matched university: score, band, what kind of school it is (a faith-based college carries a
 * visible label unless the student welcomed them), the specification's fields, and why it scored
 * so.
 */
export function MatchCard({
  match,
  saveLabel = 'Save to My List',
  savedLabel = 'Saved to My List',
  saveState = 'idle',
  onSave,
  className,
  ...rest
}: MatchCardProps) {
  const u = match.university
  const headingId = `match-${u.id}`
  return (
    <article
      aria-labelledby={headingId}
      data-variant={match.band ?? 'unbanded'}
      data-state={saveState}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <header className={styles.header}>
        <div>
          <h3 id={headingId} className={styles.name}>
            {u.name}
          </h3>
          <p className={styles.location}>{locationOf(u)}</p>
        </div>
        <p className={styles.score}>
          <span className={styles.scoreValue}>{match.score}%</span> match
        </p>
      </header>
      {match.faith?.labelled ? (
        <p className={styles.faith}>Faith-based: {match.faith.affiliation}</p>
      ) : null}
      <p className={styles.description}>{describeUniversity(u)}</p>
      <p className={styles.band}>
        {match.band ? (
          <>
            Admission: <strong>{BAND_LABEL[match.band]}</strong>
          </>
        ) : (
          'Admission: not enough data to compare'
        )}
      </p>
      <dl className={styles.facts}>
        {FACTS.map(([label, read]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{read(u)}</dd>
          </div>
        ))}
      </dl>
      <h4 className={styles.reasonsHeading}>Why this score</h4>
      <ul className={styles.reasons}>
        {match.reasons.map((reason) => (
          <li key={`${reason.factor}-${reason.text}`} data-effect={reason.effect}>
            <span className={styles.effect}>{EFFECT_LABEL[reason.effect]}:</span> {reason.text}
          </li>
        ))}
      </ul>
      {onSave && (
        <div className={styles.actions}>
          <Button
            variant={saveState === 'saved' ? 'secondary' : 'primary'}
            // Not `disabled`: a disabled button drops the keyboard focus on the page's body; this one
            // keeps it, saying "Saving..." and then that the school is on the list.
            aria-disabled={saveState === 'saving' || saveState === 'saved' ? true : undefined}
            onClick={saveState === 'saving' || saveState === 'saved' ? undefined : onSave}
          >
            {saveState === 'saving' ? 'Saving...' : saveState === 'saved' ? savedLabel : saveLabel}
          </Button>
          {saveState === 'error' && (
            <p role="alert" className={styles.error}>
              Couldn&apos;t save this university. Please try again.
            </p>
          )}
        </div>
      )}
    </article>
  )
}
