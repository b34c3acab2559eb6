import type { ComponentPropsWithoutRef } from 'react'
import { validateForgotPassword, type ForgotPasswordValues } from '../../logic/validation/auth.ts'
import { AuthForm, AuthFormOutcome, authHintClass } from '../AuthForm/AuthForm.tsx'
import { Banner } from '../Banner/Banner.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { useValidatedForm } from '../useValidatedForm.ts'

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
  const { values, field, submit, ready, formRef } = useValidatedForm(
    { email: '' } satisfies ForgotPasswordValues,
    validateForgotPassword,
    onRequest,
  )

  if (status === 'sent') {
    return (
      <AuthFormOutcome
        status="sent"
        className={className}
        banner={
          <Banner variant="success">
            If an account uses {values.email.trim()}, a link to choose a new password is on its way.
            It works for 30 minutes.
          </Banner>
        }
      >
        No mail after a few minutes? Check your spam folder, or{' '}
        <a href="/forgot-password">try again</a>.
      </AuthFormOutcome>
    )
  }

  return (
    <AuthForm
      formRef={formRef}
      aria-label="Reset your password"
      status={status}
      busy={status === 'sending'}
      ready={ready}
      serverError={serverError}
      submitLabel="Send reset link"
      busyLabel="Sending..."
      {...rest}
      className={className}
      onSubmit={submit}
    >
      <p className={authHintClass}>
        Enter the email you signed up with and we will send you a link to choose a new password.
      </p>
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
    </AuthForm>
  )
}
