import type { ComponentPropsWithoutRef } from 'react'
import { validateResetPassword, type ResetPasswordValues } from '../../logic/validation/auth.ts'
import { AuthForm, AuthFormOutcome } from '../AuthForm/AuthForm.tsx'
import { Banner } from '../Banner/Banner.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { useValidatedForm } from '../useValidatedForm.ts'

export type ResetPasswordFormProps = Omit<
  ComponentPropsWithoutRef<'form'>,
  'onSubmit' | 'onReset'
> & {
  /**
   * idle: editable; saving: the new password is being saved; done: it was, sign in with it;
   * missing-link: the page was opened without the link's token.
   */
  status?: 'idle' | 'saving' | 'done' | 'missing-link'
  /** A sentence to show in the banner (never raw error text). */
  serverError?: string | null
  /** Called with a valid new password and its confirmation only. */
  onSave: (values: ResetPasswordValues) => void
}

/** The page a password-reset mail links to: a new password, typed twice. */
export function ResetPasswordForm({
  status = 'idle',
  serverError,
  onSave,
  className,
  ...rest
}: ResetPasswordFormProps) {
  const { field, submit, ready, formRef } = useValidatedForm(
    { password: '', passwordConfirm: '' } satisfies ResetPasswordValues,
    validateResetPassword,
    onSave,
  )

  if (status === 'done') {
    return (
      <AuthFormOutcome
        status={status}
        className={className}
        banner={<Banner variant="success">Your password has been changed.</Banner>}
      >
        <a href="/login">Sign in with your new password</a>
      </AuthFormOutcome>
    )
  }
  if (status === 'missing-link') {
    return (
      <AuthFormOutcome
        status={status}
        className={className}
        banner={
          <Banner variant="error">
            This page needs the link from your reset email. Open the link from the email, or ask for
            a new one.
          </Banner>
        }
      >
        <a href="/forgot-password">Ask for a new link</a>
      </AuthFormOutcome>
    )
  }

  return (
    <AuthForm
      formRef={formRef}
      aria-label="Choose a new password"
      status={status}
      busy={status === 'saving'}
      ready={ready}
      serverError={serverError}
      submitLabel="Save new password"
      busyLabel="Saving..."
      {...rest}
      className={className}
      onSubmit={submit}
    >
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        required
        {...field('password')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        {...field('passwordConfirm')}
      />
    </AuthForm>
  )
}
