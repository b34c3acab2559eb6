import type { ComponentPropsWithoutRef } from 'react'
import styles from './PlannerSections.module.css'

export type PlannerSectionLink<Id extends string> = {
  id: Id
  /** The section's name, also its button's accessible name (with the detail). */
  label: string
  /** A few words on what is in it: "2 late", "none yet". */
  detail?: string
}

export type PlannerSectionsProps<Id extends string> = Omit<
  ComponentPropsWithoutRef<'nav'>,
  'onChange'
> & {
  sections: readonly PlannerSectionLink<Id>[]
  /** The section shown below, or null when none is open yet. */
  current: Id | null
  onChoose?: (id: Id) => void
}

/** The planner's parts, one button each; the chosen one is shown under it. */
export function PlannerSections<Id extends string>({
  sections,
  current,
  onChoose,
  className,
  ...rest
}: PlannerSectionsProps<Id>) {
  return (
    <nav
      aria-label="Planner sections"
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <ul className={styles.list}>
        {sections.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              className={styles.button}
              aria-current={section.id === current ? 'true' : undefined}
              onClick={() => onChoose?.(section.id)}
            >
              <span className={styles.label}>{section.label}</span>
              {section.detail ? (
                <>
                  {' '}
                  <span className={styles.detail}>{section.detail}</span>
                </>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  )
}
