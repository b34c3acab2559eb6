import { AuthFormOutcome } from '../AuthForm/AuthForm.tsx'
import { Banner } from '../Banner/Banner.tsx'

export type AddressConfirmationProps = {
  /**
   * confirming: the link is being checked; confirmed: the address is proven; failed: the link
   * was refused (`error` says why); missing-link: the page was opened without the link's token.
   */
  status: 'confirming' | 'confirmed' | 'failed' | 'missing-link'
  /** A sentence to show when the link was refused (never raw error text). */
  error?: string | null
  className?: string | undefined
}

/** The page a verification mail links to (docs/adr/0074): the address confirmed, or why not. */
export function AddressConfirmation({ status, error, className }: AddressConfirmationProps) {
  // Not the Spinner: sharing it with this page would split it from the signed-in pages' chunks.
  if (status === 'confirming') {
    return (
      <AuthFormOutcome status={status} className={className} banner={null}>
        <span role="status">Confirming your address...</span>
      </AuthFormOutcome>
    )
  }
  if (status === 'confirmed') {
    return (
      <AuthFormOutcome
        status={status}
        className={className}
        banner={
          <Banner variant="success">
            Your address is confirmed. The reminders you turn on in your planner will come to it.
          </Banner>
        }
      >
        <a href="/planner/">Open your planner</a>
      </AuthFormOutcome>
    )
  }
  return (
    <AuthFormOutcome
      status={status}
      className={className}
      banner={
        <Banner variant="error">
          {status === 'failed' && error
            ? error
            : 'This page needs the link from your confirmation e-mail. Open the link from the e-mail, or ask for a new one from your profile.'}
        </Banner>
      }
    >
      <a href="/profile/">Ask for a new link on your profile</a>
    </AuthFormOutcome>
  )
}
