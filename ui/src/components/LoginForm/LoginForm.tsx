import type { ComponentPropsWithoutRef } from 'react'
import { validateSignIn, type SignInValues } from '../../logic/validation/auth.ts'
import { AuthForm } from '../AuthForm/AuthForm.tsx'
import type { GoogleButtonStatus } from '../GoogleButton/GoogleButton.tsx'
import { LegalNotice, type LegalPage } from '../LegalNotice/LegalNotice.tsx'
import { SharedComputerField } from '../SharedComputerField/SharedComputerField.tsx'
import { TextField } from '../TextField/TextField.tsx'
import { useValidatedForm } from '../useValidatedForm.ts'

export type LoginFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** idle: editable; submitting: a sign-in is under way, inputs keep their values. */
  status?: 'idle' | 'submitting'
  /** A sentence to show in the banner (never raw error text). */
  serverError?: string | null
  /** Whether Google sign-in can be used here. */
  googleStatus?: GoogleButtonStatus
  /** Called with valid values only, and whether the student said this is a shared computer. */
  onSignIn: (values: SignInValues, choice: DeviceChoice) => void
  /** Starts Google sign-in; called straight from the click so the popup may open. */
  onGoogle?: (choice: DeviceChoice) => void
  /** Opens the terms or privacy policy in a modal; when absent the links go to the pages. */
  onOpenLegal?: (page: LegalPage) => void
}

/** What the student said about this device at sign-in (ADR 0076). */
export type DeviceChoice = { sharedComputer: boolean }

/** The sign-in form: email, password, "This is a shared computer" and Google sign-in. */
export function LoginForm({
  status = 'idle',
  serverError,
  googleStatus = 'ready',
  onSignIn,
  onGoogle,
  onOpenLegal,
  ...rest
}: LoginFormProps) {
  const { values, set, field, submit, ready, formRef } = useValidatedForm(
    { email: '', password: '', sharedComputer: false },
    validateSignIn,
    ({ sharedComputer, ...credentials }) => onSignIn(credentials, { sharedComputer }),
  )
  const submitting = status === 'submitting'

  return (
    <AuthForm
      formRef={formRef}
      aria-label="Sign in"
      status={status}
      busy={submitting}
      ready={ready}
      serverError={serverError}
      submitLabel="Sign In"
      busyLabel="Signing in..."
      google={{
        action: 'sign-in',
        status: googleStatus,
        onClick: onGoogle && (() => onGoogle({ sharedComputer: values.sharedComputer })),
      }}
      footer={<LegalNotice lead="By signing in you accept the" onOpenLegal={onOpenLegal} />}
      {...rest}
      onSubmit={submit}
    >
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <SharedComputerField
        checked={values.sharedComputer}
        disabled={submitting}
        onChange={(event) => set('sharedComputer', event.target.checked)}
      />
    </AuthForm>
  )
}
