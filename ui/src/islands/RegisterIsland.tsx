import { useEffect, useState } from 'react'
import { RegisterForm } from '../components/RegisterForm/RegisterForm.tsx'
import { describeError, isDataError } from '../data/errors.ts'
import type { DataClient } from '../data/types.ts'
import type { SignUpValues } from '../logic/validation/auth.ts'
import { dataClient } from './data.ts'
import { goTo, redirectTo } from './navigation.ts'

export type RegisterIslandProps = { data?: DataClient }

/** /register: creates the account, signs in, and goes to the dashboard. */
export function RegisterIsland({ data = dataClient() }: RegisterIslandProps) {
  const [status, setStatus] = useState<'idle' | 'submitting'>('idle')
  const [error, setError] = useState<string | null>(null)
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  useEffect(() => {
    if (data.auth.current()) redirectTo('/dashboard')
  }, [data])

  const register = async (values: SignUpValues) => {
    setStatus('submitting')
    setError(null)
    setFieldErrors({})
    try {
      await data.auth.signUp(values)
      goTo('/dashboard')
    } catch (failure) {
      setStatus('idle')
      setError(describeError(failure))
      if (isDataError(failure)) setFieldErrors({ ...failure.fields })
    }
  }

  return (
    <RegisterForm
      status={status}
      serverError={error}
      serverFieldErrors={fieldErrors}
      onRegister={(values) => void register(values)}
    />
  )
}
