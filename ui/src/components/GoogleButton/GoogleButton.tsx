import type { ComponentPropsWithoutRef } from 'react'
import styles from './GoogleButton.module.css'

export type GoogleButtonStatus = 'ready' | 'pending' | 'not-configured'

export type GoogleButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'children'> & {
  /** ready: clickable; pending: the Google popup is open; not-configured: the server has no Google client. */
  status?: GoogleButtonStatus
  /** Which screen it is on: the label reads 'Sign in with Google' or 'Sign up with Google'. */
  action?: 'sign-in' | 'sign-up'
}

const LABELS = {
  'sign-in': 'Sign in with Google',
  'sign-up': 'Sign up with Google',
} as const

/** Google sign-in or sign-up; says so instead of failing when the server has no Google client. */
export function GoogleButton({
  status = 'ready',
  action = 'sign-in',
  disabled,
  className,
  ...rest
}: GoogleButtonProps) {
  const label =
    status === 'not-configured'
      ? 'Google sign-in is not configured'
      : status === 'pending'
        ? 'Waiting for Google...'
        : LABELS[action]
  return (
    <button
      type="button"
      data-state={status}
      aria-busy={status === 'pending' || undefined}
      disabled={disabled === true || status !== 'ready'}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {/* The logo stays in every state (greyed when unavailable) and the content starts at the
          left, so the label changing after the first paint moves nothing (no layout shift). */}
      <svg className={styles.logo} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
        <path
          fill="#4285F4"
          d="M45.1 24.5c0-1.6-.1-3.1-.4-4.5H24v8.5h11.8a10 10 0 0 1-4.4 6.6v5.5h7.1c4.2-3.9 6.6-9.6 6.6-16.1z"
        />
        <path
          fill="#34A853"
          d="M24 46c5.9 0 10.9-2 14.5-5.3l-7.1-5.5c-2 1.3-4.5 2.1-7.4 2.1-5.7 0-10.6-3.9-12.3-9H4.4v5.7A22 22 0 0 0 24 46z"
        />
        <path fill="#FBBC05" d="M11.7 28.3a13 13 0 0 1 0-8.6V14H4.4a22 22 0 0 0 0 20z" />
        <path
          fill="#EA4335"
          d="M24 10.7c3.2 0 6.1 1.1 8.4 3.3l6.3-6.3A22 22 0 0 0 4.4 14l7.3 5.7c1.7-5.1 6.6-9 12.3-9z"
        />
      </svg>
      <span>{label}</span>
    </button>
  )
}
