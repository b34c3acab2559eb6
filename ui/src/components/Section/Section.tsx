import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import styles from './Section.module.css'

export type SectionProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** The heading, also the section's accessible name. */
  title: string
  /** Beside the heading, e.g. an Add button. */
  action?: ReactNode
  /** Shown instead of the content when there is nothing to list. */
  empty?: ReactNode
}

/** A titled part of a page: heading, an optional action, then its content or a word on why it is empty. */
export function Section({ title, action, empty, children, className, ...rest }: SectionProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <div className={styles.top}>
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
        {action}
      </div>
      {empty ? <p className={styles.empty}>{empty}</p> : null}
      {children}
    </section>
  )
}

/** The list style sections share: a column of items, no bullets. */
export const sectionListClass = styles.list
