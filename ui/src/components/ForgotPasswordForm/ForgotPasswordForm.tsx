import type { ComponentPropsWithoutRef } from 'react'
import { validateForgotPassword, type ForgotPasswordValues } from '../../logic/validation/auth.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { useValidatedForm } from '../useValidatedForm.ts'
import styles from './ForgotPasswordForm.module.css'

export type ForgotPasswordFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** idle: editable; sending: the request is under way; sent: the confirmation replaces the form. */
  status?: 'idle' | 'sending' | 'sent'
  /** A sentence to show in the banner (never raw error text). */
  serverError?: string | null
  /** Called with a valid address only. */
  onRequest: (values: ForgotPasswordValues) => void
}

/** "Forgot password?": the address to send a reset link to. */
export function ForgotPasswordForm({
  status = 'idle',
  serverError,
  onRequest,
  className,
  ...rest
}: ForgotPasswordFormProps) {
  const { values, errors, set, submit, ready, formRef } = useValidatedForm(
    { email: '' } satisfies ForgotPasswordValues,
    validateForgotPassword,
    onRequest,
  )
  const rootClass = [styles.root, className].filter(Boolean).join(' ')

  if (status === 'sent') {
    return (
      <div className={rootClass} data-state="sent">
        <Banner variant="success">
          If an account uses {values.email.trim()}, a link to choose a new password is on its way.
          It works for 30 minutes.
        </Banner>
        <p className={styles.hint}>
          No mail after a few minutes? Check your spam folder, or{' '}
          <a href="/forgot-password">try again</a>.
        </p>
      </div>
    )
  }

  const sending = status === 'sending'
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-label="Reset your password"
      aria-busy={sending}
      data-state={status}
      {...rest}
      className={rootClass}
      onSubmit={submit}
    >
      {serverError ? <Banner variant="error">{serverError}</Banner> : null}
      <p className={styles.hint}>
        Enter the email you signed up with and we will send you a link to choose a new password.
      </p>
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
      <Button type="submit" disabled={sending || !ready}>
        {sending ? 'Sending...' : 'Send reset link'}
      </Button>
    </form>
  )
}
