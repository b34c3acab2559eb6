import type { ComponentPropsWithoutRef } from 'react'
import {
  PASSWORD_MIN_LENGTH,
  validateSignUp,
  type FieldErrors,
  type SignUpField,
  type SignUpValues,
} from '../../logic/validation/auth.ts'
import { AuthForm } from '../AuthForm/AuthForm.tsx'
import type { GoogleButtonStatus } from '../GoogleButton/GoogleButton.tsx'
import { LegalNotice, type LegalPage } from '../LegalNotice/LegalNotice.tsx'
import type { DeviceChoice } from '../LoginForm/LoginForm.tsx'
import { SharedComputerField } from '../SharedComputerField/SharedComputerField.tsx'
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
  /** Called with valid values only, and whether the student said this is a shared computer. */
  onRegister: (values: SignUpValues, choice: DeviceChoice) => void
  /** Starts Google sign-up; called straight from the click so the popup may open. */
  onGoogle?: (choice: DeviceChoice) => void
  /** Opens the terms in a modal; when absent the links go to the pages. */
  onOpenLegal?: (page: LegalPage) => void
}

const EMPTY = {
  name: '',
  email: '',
  password: '',
  passwordConfirm: '',
  agreeToTerms: false,
  sharedComputer: false,
}

/** The sign-up form: full name, email, password twice, the terms box and the shared computer box. */
export function RegisterForm({
  status = 'idle',
  serverError,
  serverFieldErrors,
  googleStatus = 'ready',
  onRegister,
  onGoogle,
  onOpenLegal,
  ...rest
}: RegisterFormProps) {
  const { values, errors, set, field, submit, ready, formRef } = useValidatedForm(
    EMPTY,
    validateSignUp,
    ({ sharedComputer, ...account }) => onRegister(account, { sharedComputer }),
  )
  const submitting = status === 'submitting'
  const shown = { ...serverFieldErrors, ...errors }

  return (
    <AuthForm
      formRef={formRef}
      aria-label="Create your account"
      status={status}
      busy={submitting}
      ready={ready}
      serverError={serverError}
      submitLabel="Create Account"
      busyLabel="Creating account..."
      google={{
        action: 'sign-up',
        status: googleStatus,
        onClick: onGoogle && (() => onGoogle({ sharedComputer: values.sharedComputer })),
      }}
      {...rest}
      onSubmit={submit}
    >
      <TextField label="Full name" autoComplete="name" required {...field('name', shown)} />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        required
        {...field('email', shown)}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        required
        hint={`At least ${PASSWORD_MIN_LENGTH} characters (the server's own rule).`}
        {...field('password', shown)}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        required
        {...field('passwordConfirm', shown)}
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
      <SharedComputerField
        checked={values.sharedComputer}
        disabled={submitting}
        onChange={(event) => set('sharedComputer', event.target.checked)}
      />
    </AuthForm>
  )
}
