import { useState, useSyncExternalStore } from 'react'
import { ForgotPasswordForm } from '../../components/ForgotPasswordForm/ForgotPasswordForm.tsx'
import { ResetPasswordForm } from '../../components/ResetPasswordForm/ResetPasswordForm.tsx'
import { describeError, isDataError } from '../../data/errors.ts'
import type { DataClient } from '../../data/data-client.ts'
import { dataClient } from '../shared/data.ts'

export type PasswordResetIslandProps = {
  /** request: /forgot-password, the address to mail; confirm: /reset-password, the mail's link. */
  step: 'request' | 'confirm'
  data?: DataClient
  /** The token of the link; read from the page's address (`?token=`) when omitted. */
  token?: string | null
}

const TOO_MANY = 'Too many reset requests. Please wait a minute and try again.'

/** The address does not change while the page is open. */
const noChanges = () => () => undefined
const tokenInAddress = () => new URLSearchParams(window.location.search).get('token')

function sentenceFor(error: unknown): string {
  return isDataError(error) && error.kind === 'rate-limited' ? TOO_MANY : describeError(error)
}

/** "Forgot password?": the request for a link, then the page the link opens. */
export function PasswordResetIsland({
  step,
  data = dataClient(),
  token,
}: PasswordResetIslandProps) {
  return step === 'request' ? (
    <RequestStep data={data} />
  ) : (
    <ConfirmStep data={data} token={token} />
  )
}

function RequestStep({ data }: { data: DataClient }) {
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [error, setError] = useState<string | null>(null)
  return (
    <ForgotPasswordForm
      status={status}
      serverError={error}
      onRequest={({ email }) => {
        setStatus('sending')
        setError(null)
        data.auth.requestPasswordReset(email).then(
          () => setStatus('sent'),
          (failure: unknown) => {
            setError(sentenceFor(failure))
            setStatus('idle')
          },
        )
      }}
    />
  )
}

function ConfirmStep({ data, token }: { data: DataClient; token: string | null | undefined }) {
  const [status, setStatus] = useState<'idle' | 'saving' | 'done'>('idle')
  const [error, setError] = useState<string | null>(null)
  // The server render has no address (undefined: not known yet); the page then reads the link's.
  const fromAddress = useSyncExternalStore(noChanges, tokenInAddress, () => undefined)
  const linkToken = token === undefined ? fromAddress : token

  return (
    <ResetPasswordForm
      status={linkToken === null && status !== 'done' ? 'missing-link' : status}
      serverError={error}
      onSave={({ password, passwordConfirm }) => {
        if (!linkToken) return
        setStatus('saving')
        setError(null)
        data.auth.confirmPasswordReset({ token: linkToken, password, passwordConfirm }).then(
          () => setStatus('done'),
          (failure: unknown) => {
            setError(sentenceFor(failure))
            setStatus('idle')
          },
        )
      }}
    />
  )
}
