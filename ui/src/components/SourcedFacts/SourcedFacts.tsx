import type { ComponentPropsWithoutRef } from 'react'
import { formatIsoDay } from '../../logic/planner/calendar-date.ts'
import {
  oldestCheck,
  SCHOOLS_WIN,
  type Source,
  type SourcedFact,
} from '../../logic/admissions/after-submit-facts.ts'
import styles from './SourcedFacts.module.css'

export type SourcedFactsProps = Omit<ComponentPropsWithoutRef<'details'>, 'children'> & {
  /** The disclosure's words, e.g. "What to know about portals". */
  summary: string
  facts: readonly SourcedFact[]
}

/** Sources as links by their names, separated by commas, each opening in a new tab. */
export function SourceLinks({ sources }: { sources: readonly Source[] }) {
  return sources.map((source, index) => (
    <span key={source.url}>
      {index > 0 ? ', ' : ''}
      <a href={source.url} target="_blank" rel="noopener noreferrer">
        {source.name}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </span>
  ))
}

/**
 * Facts from the world under a disclosure, each with its sources and the date they were checked,
 * and the reminder that each school's own instructions win (logic/admissions/after-submit-facts.ts).
 */
export function SourcedFacts({ summary, facts, className, ...rest }: SourcedFactsProps) {
  return (
    <details {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <summary className={styles.summary}>{summary}</summary>
      <ul className={styles.list}>
        {facts.map((fact) => (
          <li key={fact.text}>
            {fact.text}{' '}
            <span className={styles.sources}>
              (<SourceLinks sources={fact.sources} />)
            </span>
          </li>
        ))}
      </ul>
      <p className={styles.note}>
        {SCHOOLS_WIN} Checked {formatIsoDay(oldestCheck(facts))}.
      </p>
    </details>
  )
}
