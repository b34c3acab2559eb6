import { LoginForm } from '../../components/LoginForm/LoginForm.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import { useAuthScreen, type AuthIslandProps } from './auth-screen.ts'
import { dataClient } from '../shared/data.ts'

/** /login: email and password or Google; then on to the dashboard or the page asked for. */
export function LoginIsland({ data = dataClient(), onOpenLegal }: AuthIslandProps) {
  const screen = useAuthScreen(data, 'sign-in')
  if (!screen.showForm) return <Spinner label="Loading..." />
  return (
    <LoginForm
      status={screen.status}
      serverError={screen.error}
      googleStatus={screen.googleStatus}
      onSignIn={(values, choice) => void screen.submit(() => data.auth.signIn(values), choice)}
      onGoogle={screen.google}
      {...(onOpenLegal ? { onOpenLegal } : {})}
    />
  )
}
