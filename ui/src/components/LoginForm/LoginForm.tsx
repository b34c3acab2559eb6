import type { ComponentPropsWithoutRef } from 'react'
import { validateSignIn, type SignInValues } from '../../logic/validation/auth.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { GoogleButton, type GoogleButtonStatus } from '../GoogleButton/GoogleButton.tsx'
import { LegalNotice, type LegalPage } from '../LegalNotice/LegalNotice.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { useValidatedForm } from '../useValidatedForm.ts'
import styles from './LoginForm.module.css'

export type LoginFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** idle: editable; submitting: a sign-in is under way, inputs keep their values. */
  status?: 'idle' | 'submitting'
  /** A sentence to show in the banner (never raw error text). */
  serverError?: string | null
  /** Whether Google sign-in can be used here. */
  googleStatus?: GoogleButtonStatus
  /** Called with valid values only. */
  onSignIn: (values: SignInValues) => void
  /** Starts Google sign-in; called straight from the click so the popup may open. */
  onGoogle?: () => void
  /** Opens the terms or privacy policy in a modal; when absent the links go to the pages. */
  onOpenLegal?: (page: LegalPage) => void
}

/** The sign-in form: email, password and Google sign-in. */
export function LoginForm({
  status = 'idle',
  serverError,
  googleStatus = 'ready',
  onSignIn,
  onGoogle,
  onOpenLegal,
  className,
  ...rest
}: LoginFormProps) {
  const { values, errors, set, submit, ready, formRef } = useValidatedForm(
    { email: '', password: '' } satisfies SignInValues,
    validateSignIn,
    onSignIn,
  )
  const submitting = status === 'submitting'

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-label="Sign in"
      aria-busy={submitting}
      data-state={status}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      {serverError ? <Banner variant="error">{serverError}</Banner> : null}
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(e) => set('password', e.target.value)}
      />
      <Button type="submit" disabled={submitting || !ready}>
        {submitting ? 'Signing in...' : 'Sign In'}
      </Button>
      <p className={styles.or}>or</p>
      <GoogleButton
        action="sign-in"
        status={googleStatus}
        disabled={submitting || !ready}
        onClick={onGoogle}
      />
      <LegalNotice lead="By signing in you accept the" onOpenLegal={onOpenLegal} />
    </form>
  )
}
