import type { ComponentPropsWithoutRef } from 'react'
import type { PolicyProvenance } from '../../logic/admissions/test-policy.ts'
import styles from './TestPolicyNote.module.css'

export type TestPolicyNoteProps = Omit<ComponentPropsWithoutRef<'span'>, 'children'> & {
  /** The policy in words (logic/admissions/test-policy.ts policyStatement). */
  statement: string
  /** Its source and date checked, or where to check an old figure (policyProvenance). */
  provenance: PolicyProvenance
}

/**
 * A school's test policy as the product says it everywhere (test advice, the match card, the
 * planner's application card): the policy for this cycle's entrants with its source and the date it
 * was checked, or the fall 2022 figure with the words that it may have changed and the school's
 * admissions page (docs/adr/0070-test-policies-are-reviewed-data.md).
 */
export function TestPolicyNote({ statement, provenance, className, ...rest }: TestPolicyNoteProps) {
  const { before, link, after } = provenance
  return (
    <span {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      {statement}{' '}
      <span className={styles.source}>
        {before}
        {link ? (
          <a href={link.href} target="_blank" rel="noopener noreferrer">
            {link.site}
            <span className="visually-hidden"> (test policy, opens in a new tab)</span>
          </a>
        ) : null}
        {after}
      </span>
    </span>
  )
}
