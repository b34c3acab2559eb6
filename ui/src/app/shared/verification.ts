import { useState } from 'react'
import type { VerifyStatus } from '../../components/VerifyAddress/VerifyAddress.tsx'
import { describeError } from '../../data/errors.ts'

/**
 * The request for the link that proves the student's address (docs/adr/0074), with its state:
 * for VerifyAddress on the profile and where reminders are turned on.
 */
export function useVerification(data: { auth: { requestVerification: () => Promise<void> } }) {
  const [status, setStatus] = useState<VerifyStatus>('idle')
  const [error, setError] = useState<string | null>(null)
  return {
    status,
    error,
    onSend: () => {
      setStatus('sending')
      setError(null)
      data.auth.requestVerification().then(
        () => setStatus('sent'),
        (failure: unknown) => {
          setError(describeError(failure))
          setStatus('error')
        },
      )
    },
  }
}
