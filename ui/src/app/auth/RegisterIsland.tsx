import type { LegalPage } from '../../components/LegalNotice/LegalNotice.tsx'
import { RegisterForm } from '../../components/RegisterForm/RegisterForm.tsx'
import { Spinner } from '../../components/Spinner/Spinner.tsx'
import type { DataClient } from '../../data/data-client.ts'
import { useAuthScreen } from './auth-screen.ts'
import { dataClient } from '../shared/data.ts'

export type RegisterIslandProps = {
  data?: DataClient
  /**
   * Opens the terms or privacy policy in a modal. Integration point for the site's Modal: until
   * a page passes it, the links go to /terms and /privacy.
   */
  onOpenLegal?: (page: LegalPage) => void
}

/** /register: creates the account (or uses Google), signs in, and goes to the dashboard. */
export function RegisterIsland({ data = dataClient(), onOpenLegal }: RegisterIslandProps) {
  const screen = useAuthScreen(data, 'sign-up')
  if (!screen.showForm) return <Spinner label="Loading..." />
  return (
    <RegisterForm
      status={screen.status}
      serverError={screen.error}
      serverFieldErrors={screen.fieldErrors}
      googleStatus={screen.googleStatus}
      onRegister={(values) => void screen.submit(() => data.auth.signUp(values))}
      onGoogle={screen.google}
      {...(onOpenLegal ? { onOpenLegal } : {})}
    />
  )
}
