import { useEffect, useId, useRef, type ComponentPropsWithoutRef } from 'react'
import styles from './EntryPanel.module.css'

export type EntryPanelProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** The panel's heading, also its accessible name; it takes the focus when the panel opens. */
  title: string
}

/**
 * A form opened in place under a chart (no dialog): its heading takes the focus when it opens,
 * so a keyboard or screen reader user lands in it; the island returns the focus when it closes.
 */
export function EntryPanel({ title, children, className, ...rest }: EntryPanelProps) {
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    heading.current?.focus()
  }, [title])
  return (
    <section
      aria-labelledby={headingId}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <h2 id={headingId} ref={heading} tabIndex={-1} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  )
}
