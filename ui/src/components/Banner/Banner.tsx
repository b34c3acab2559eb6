import type { ComponentPropsWithRef, ReactNode } from 'react'
import styles from './Banner.module.css'

export type BannerProps = ComponentPropsWithRef<'div'> & {
  /** error: an alert; success and info: a polite status. */
  variant?: 'error' | 'success' | 'info'
  children: ReactNode
  /** An optional action, such as Retry. */
  action?: ReactNode
}

/** A one-line message above a form or card, announced to screen readers. */
export function Banner({ variant = 'info', children, action, className, ...rest }: BannerProps) {
  return (
    <div
      role={variant === 'error' ? 'alert' : 'status'}
      data-variant={variant}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <span className={styles.text}>{children}</span>
      {action}
    </div>
  )
}
