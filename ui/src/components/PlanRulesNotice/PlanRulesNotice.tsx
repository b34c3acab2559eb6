import type { ComponentPropsWithoutRef } from 'react'
import type { PlanFinding } from '../../logic/planner/rules.ts'
import styles from './PlanRulesNotice.module.css'

export type PlanRulesNoticeProps = ComponentPropsWithoutRef<'section'> & {
  /** The rule findings to explain, errors first (logic/planner/rules.ts); none renders nothing. */
  findings: readonly PlanFinding[]
}

/** Plan rules in plain words: what the server will refuse, and advice to act on, with links. */
export function PlanRulesNotice({ findings, className, ...rest }: PlanRulesNoticeProps) {
  if (findings.length === 0) return null
  const errors = findings.some((f) => f.severity === 'error')
  return (
    <section
      aria-label="Plan rules"
      data-variant={errors ? 'error' : 'warning'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <ul className={styles.list}>
        {findings.map((finding) => (
          <li
            key={`${finding.code}:${finding.applicationIds.join(',')}`}
            data-severity={finding.severity}
            className={styles.item}
          >
            {/* An error is announced as it appears; advice waits to be read. */}
            <span role={finding.severity === 'error' ? 'alert' : undefined}>
              <span className={styles.kind}>
                {finding.severity === 'error' ? 'Not allowed: ' : 'Check: '}
              </span>
              {finding.message}
            </span>
            {finding.link ? (
              <>
                {' '}
                <a href={finding.link.href} target="_blank" rel="noopener noreferrer">
                  {finding.link.label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
