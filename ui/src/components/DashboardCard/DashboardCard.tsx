import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import { Button } from '../Button/Button.tsx'
import styles from './DashboardCard.module.css'

export type DashboardCardProps = Omit<ComponentPropsWithoutRef<'section'>, 'title'> & {
  /** The card's heading, also its accessible name. */
  title: string
  /** A line under the heading. */
  lead?: ReactNode
  /** Shows a close button (×) when given. */
  onClose?: () => void
  /** Buttons along the bottom of the card. */
  actions?: ReactNode
}

/** The frame every dashboard card shares: heading, optional close button, body and actions. */
export function DashboardCard({
  title,
  lead,
  onClose,
  actions,
  children,
  className,
  ...rest
}: DashboardCardProps) {
  const headingId = useId()
  return (
    <section
      aria-labelledby={headingId}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {onClose ? (
          <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </header>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {children}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </section>
  )
}

export type BackOrNextProps = {
  onBack: () => void
  /** The forward button's words, e.g. "Start the Quiz". */
  nextLabel: ReactNode
  onNext: () => void
  nextDisabled?: boolean
}

/** A card's closing pair of actions: Go Back to where the student came from, or on to the next step. */
export function BackOrNext({ onBack, nextLabel, onNext, nextDisabled = false }: BackOrNextProps) {
  return (
    <>
      <Button variant="secondary" onClick={onBack}>
        Go Back
      </Button>
      <Button onClick={onNext} disabled={nextDisabled}>
        {nextLabel}
      </Button>
    </>
  )
}
