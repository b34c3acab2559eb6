import type { ComponentPropsWithoutRef } from 'react'
import {
  PASSWORD_MIN_LENGTH,
  validateSignUp,
  type FieldErrors,
  type SignUpField,
  type SignUpValues,
} from '../../logic/validation/auth.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { GoogleButton, type GoogleButtonStatus } from '../GoogleButton/GoogleButton.tsx'
import { LegalNotice, type LegalPage } from '../LegalNotice/LegalNotice.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { useValidatedForm } from '../useValidatedForm.ts'
import styles from './RegisterForm.module.css'

export type RegisterFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** idle: editable; submitting: the request is under way, inputs keep their values. */
  status?: 'idle' | 'submitting'
  /** A sentence from the server to show in the banner (never raw error text). */
  serverError?: string | null
  /** Field messages from the server, by field name. */
  serverFieldErrors?: FieldErrors<SignUpField>
  /** Whether Google sign-up can be used here. */
  googleStatus?: GoogleButtonStatus
  /** Called with valid values only. */
  onRegister: (values: SignUpValues) => void
  /** Starts Google sign-up; called straight from the click so the popup may open. */
  onGoogle?: () => void
  /** Opens the terms in a modal; when absent the links go to the pages. */
  onOpenLegal?: (page: LegalPage) => void
}

const EMPTY: SignUpValues = {
  name: '',
  email: '',
  password: '',
  passwordConfirm: '',
  agreeToTerms: false,
}

/** The sign-up form: full name, email, password twice and the terms box. */
export function RegisterForm({
  status = 'idle',
  serverError,
  serverFieldErrors,
  googleStatus = 'ready',
  onRegister,
  onGoogle,
  onOpenLegal,
  className,
  ...rest
}: RegisterFormProps) {
  const { values, errors, set, submit, ready, formRef } = useValidatedForm(
    EMPTY,
    validateSignUp,
    onRegister,
  )
  const submitting = status === 'submitting'
  const shown = { ...serverFieldErrors, ...errors }

  return (
    <form
      ref={formRef}
      method="post"
      noValidate
      aria-label="Create your account"
      aria-busy={submitting}
      data-state={status}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
      onSubmit={submit}
    >
      {serverError ? <Banner variant="error">{serverError}</Banner> : null}
      <TextField
        label="Full name"
        name="name"
        autoComplete="name"
        required
        value={values.name}
        error={shown.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={shown.email}
        onChange={(e) => set('email', e.target.value)}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters (the server's own rule).`}
        value={values.password}
        error={shown.password}
        onChange={(e) => set('password', e.target.value)}
      />
      <TextField
        label="Confirm password"
        name="passwordConfirm"
        type="password"
        autoComplete="new-password"
        required
        value={values.passwordConfirm}
        error={shown.passwordConfirm}
        onChange={(e) => set('passwordConfirm', e.target.value)}
      />
      <div className={styles.terms}>
        <input
          id="agree-to-terms"
          name="agreeToTerms"
          type="checkbox"
          checked={values.agreeToTerms}
          aria-invalid={shown.agreeToTerms ? true : undefined}
          aria-describedby={shown.agreeToTerms ? 'agree-to-terms-error' : undefined}
          onChange={(e) => set('agreeToTerms', e.target.checked)}
        />
        <label htmlFor="agree-to-terms">I agree to the Terms of Service and Privacy Policy</label>
      </div>
      <LegalNotice onOpenLegal={onOpenLegal} />
      {shown.agreeToTerms ? (
        <span id="agree-to-terms-error" className={styles.error}>
          {shown.agreeToTerms}
        </span>
      ) : null}
      <Button type="submit" disabled={submitting || !ready}>
        {submitting ? 'Creating account...' : 'Create Account'}
      </Button>
      <p className={styles.or}>or</p>
      <GoogleButton
        action="sign-up"
        status={googleStatus}
        disabled={submitting || !ready}
        onClick={onGoogle}
      />
    </form>
  )
}
