import type { ComponentPropsWithRef, ReactNode } from 'react'
import { Button } from '../Button/Button.tsx'
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

export type RetryBannerProps = Omit<BannerProps, 'variant' | 'action'> & {
  /** Tries the failed load again. */
  onRetry: () => void
}

/** An error banner for something that failed to load, with a Try again button. */
export function RetryBanner({ onRetry, ...rest }: RetryBannerProps) {
  return (
    <Banner
      variant="error"
      action={
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      }
      {...rest}
    />
  )
}
