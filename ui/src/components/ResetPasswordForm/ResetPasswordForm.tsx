import type { ComponentPropsWithoutRef } from 'react'
import { validateResetPassword, type ResetPasswordValues } from '../../logic/validation/auth.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { useValidatedForm } from '../useValidatedForm.ts'
// One flow with the request form, so one look: its layout and hint styles.
import styles from '../ForgotPasswordForm/ForgotPasswordForm.module.css'

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
  const { values, errors, set, submit, ready, formRef } = useValidatedForm(
    { password: '', passwordConfirm: '' } satisfies ResetPasswordValues,
    validateResetPassword,
    onSave,
  )
  const rootClass = [styles.root, className].filter(Boolean).join(' ')

  if (status === 'done' || status === 'missing-link') {
    return (
      <div className={rootClass} data-state={status}>
        {status === 'done' ? (
          <Banner variant="success">Your password has been changed.</Banner>
        ) : (
          <Banner variant="error">
            This page needs the link from your reset email. Open the link from the email, or ask for
            a new one.
          </Banner>
        )}
        <p className={styles.hint}>
          {status === 'done' ? (
            <a href="/login">Sign in with your new password</a>
          ) : (
            <a href="/forgot-password">Ask for a new link</a>
          )}
        </p>
      </div>
    )
  }

  const saving = status === 'saving'
  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-label="Choose a new password"
      aria-busy={saving}
      data-state={status}
      {...rest}
      className={rootClass}
      onSubmit={submit}
    >
      {serverError ? <Banner variant="error">{serverError}</Banner> : null}
      <TextField
        label="New password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={values.password}
        error={errors.password}
        onChange={(e) => set('password', e.target.value)}
      />
      <TextField
        label="Confirm new password"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        required
        value={values.passwordConfirm}
        error={errors.passwordConfirm}
        onChange={(e) => set('passwordConfirm', e.target.value)}
      />
      <Button type="submit" disabled={saving || !ready}>
        {saving ? 'Saving...' : 'Save new password'}
      </Button>
    </form>
  )
}
