import { useState } from 'react'
import type {
  VerificationProps,
  VerifyStatus,
} from '../../components/VerifyAddress/VerifyAddress.tsx'
import { describeError } from '../../data/errors.ts'
import type { Student } from '../../logic/domain.ts'

/**
 * Offering to prove the student's address (docs/adr/0074), where reminders are turned on and on
 * the profile: whether it is proven, and the request for the link with its state.
 */
export function useVerification(
  data: { auth: { requestVerification: () => Promise<void> } },
  student: Pick<Student, 'emailVerified'>,
): VerificationProps & { verifyStatus: VerifyStatus; onVerify: () => void } {
  const [verifyStatus, setStatus] = useState<VerifyStatus>('idle')
  const [verifyError, setError] = useState<string | null>(null)
  return {
    emailVerified: student.emailVerified,
    verifyStatus,
    verifyError,
    onVerify: () => {
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
