import { RegisterForm } from '../../components/RegisterForm/RegisterForm.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { useAuthScreen, type AuthIslandProps } from './auth-screen.ts'
import { dataClient } from '../shared/data.ts'

/** /register: creates the account (or uses Google), signs in, and goes to the dashboard. */
export function RegisterIsland({ data = dataClient(), onOpenLegal }: AuthIslandProps) {
  const screen = useAuthScreen(data, 'sign-up')
  if (!screen.showForm) return <Spinner label="Loading..." />
  return (
    <RegisterForm
      status={screen.status}
      serverError={screen.error}
      serverFieldErrors={screen.fieldErrors}
      googleStatus={screen.googleStatus}
      onRegister={(values, choice) => void screen.submit(() => data.auth.signUp(values), choice)}
      onGoogle={screen.google}
      {...(onOpenLegal ? { onOpenLegal } : {})}
    />
  )
}
