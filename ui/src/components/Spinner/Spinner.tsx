import type { ComponentPropsWithoutRef } from 'react'
import styles from './Spinner.module.css'

export type SpinnerProps = ComponentPropsWithoutRef<'div'> & {
  /** Text shown beside the spinner and announced to screen readers. */
  label: string
}

/** A busy indicator with a visible, announced label. */
export function Spinner({ label, className, ...rest }: SpinnerProps) {
  return (
    <div role="status" {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <span className={styles.wheel} aria-hidden="true" />
      <span>{label}</span>
    </div>
  )
}
