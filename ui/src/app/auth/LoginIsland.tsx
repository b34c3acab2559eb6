import { LoginForm } from '../../components/LoginForm/LoginForm.tsx'
import type { LegalPage } from '../../components/LegalNotice/LegalNotice.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import type { DataClient } from '../../data/data-client.ts'
import { useAuthScreen } from './auth-screen.ts'
import { dataClient } from '../shared/data.ts'

export type LoginIslandProps = {
  data?: DataClient
  /**
   * Opens the terms or privacy policy in a modal. Integration point for the site's Modal: until
   * a page passes it, the links go to /terms and /privacy.
   */
  onOpenLegal?: (page: LegalPage) => void
}

/** /login: email and password or Google; then on to the dashboard or the page asked for. */
export function LoginIsland({ data = dataClient(), onOpenLegal }: LoginIslandProps) {
  const screen = useAuthScreen(data, 'sign-in')
  if (!screen.showForm) return <Spinner label="Loading..." />
  return (
    <LoginForm
      status={screen.status}
      serverError={screen.error}
      googleStatus={screen.googleStatus}
      onSignIn={(values) => void screen.submit(() => data.auth.signIn(values))}
      onGoogle={screen.google}
      {...(onOpenLegal ? { onOpenLegal } : {})}
    />
  )
}
