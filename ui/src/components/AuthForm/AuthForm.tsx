import type { ComponentPropsWithoutRef, ReactNode, Ref, SyntheticEvent } from 'react'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { GoogleButton, type GoogleButtonStatus } from '../GoogleButton/GoogleButton.tsx'
import styles from './AuthForm.module.css'

export type AuthFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'children'> & {
  /** The form's accessible name, such as "Sign in". */
  'aria-label': string
  /** The form's state, exposed as `data-state`. */
  status: string
  /** A request is under way: the form reads busy and its buttons wait. */
  busy: boolean
  /** False until the form has hydrated (`useValidatedForm`), so no early click submits natively. */
  ready: boolean
  /** A sentence to show in the banner (never raw error text). */
  serverError?: string | null | undefined
  /** The submit button's words while idle, and while busy. */
  submitLabel: string
  busyLabel: string
  /** Offers Google under the submit button, behind an "or". */
  google?: {
    action: 'sign-in' | 'sign-up'
    status: GoogleButtonStatus
    onClick?: (() => void) | undefined
  }
  /** `useValidatedForm`'s ref, which adopts what was typed before hydration. */
  formRef: Ref<HTMLFormElement>
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void
  /** The fields, between the banner and the submit button. */
  children: ReactNode
  /** Shown after the buttons, such as the legal notice. */
  footer?: ReactNode
}

/**
 * The frame every auth form shares: a server-rendered form with its error banner, its fields, a
 * submit button (and Google) that wait while busy or not yet hydrated, and a footer.
 */
export function AuthForm({
  status,
  busy,
  ready,
  serverError,
  submitLabel,
  busyLabel,
  google,
  formRef,
  children,
  footer,
  className,
  ...rest
}: AuthFormProps) {
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-busy={busy}
      data-state={status}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      {serverError ? <Banner variant="error">{serverError}</Banner> : null}
      {children}
      <Button type="submit" disabled={busy || !ready}>
        {busy ? busyLabel : submitLabel}
      </Button>
      {google ? (
        <>
          <p className={styles.or}>or</p>
          <GoogleButton
            action={google.action}
            status={google.status}
            disabled={busy || !ready}
            onClick={google.onClick}
          />
        </>
      ) : null}
      {footer}
    </form>
  )
}

export type AuthFormOutcomeProps = {
  /** The finished state, exposed as `data-state`. */
  status: string
  /** What happened, as a banner. */
  banner: ReactNode
  /** The next step, as a line under the banner. */
  children: ReactNode
  className?: string | undefined
}

/** What replaces an auth form once it has done its work: what happened, and where to go next. */
export function AuthFormOutcome({ status, banner, children, className }: AuthFormOutcomeProps) {
  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')} data-state={status}>
      {banner}
      <p className={styles.hint}>{children}</p>
    </div>
  )
}

/** A quiet line inside an auth form, such as what the form will do. */
export const authHintClass = styles.hint
