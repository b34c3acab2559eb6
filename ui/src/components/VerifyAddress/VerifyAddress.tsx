import type { ComponentPropsWithoutRef } from 'react'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'

/** idle: not asked yet; sending: on its way; sent: the link is in the mail; error: it failed. */
export type VerifyStatus = 'idle' | 'sending' | 'sent' | 'error'

export type VerifyAddressProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** The account's address, not yet proven. */
  email: string
  status?: VerifyStatus
  error?: string | null
  /** What waits for the address, as the start of a sentence: "Reminders". */
  waiting?: string
  onSend?: () => void
}

/**
 * The product mails only an address its owner has proven (docs/adr/0074): this says so and sends
 * the link that proves it.
 */
export function VerifyAddress({
  email,
  status = 'idle',
  error = null,
  waiting = 'Reminders',
  onSend,
  ...rest
}: VerifyAddressProps) {
  const sent = status === 'sent'
  return (
    <div data-state={status} {...rest}>
      <Banner
        variant={sent ? 'success' : 'info'}
        action={
          onSend ? (
            <Button variant="secondary" onClick={onSend} disabled={status === 'sending'}>
              {status === 'sending'
                ? 'Sending...'
                : sent
                  ? 'Send it again'
                  : 'Send the confirmation e-mail'}
            </Button>
          ) : null
        }
      >
        {sent
          ? `We sent a link to ${email}. Open it to confirm your address; ${waiting.toLowerCase()} start once you have.`
          : `${waiting} go only to an address you have confirmed. Confirm ${email} with the link we e-mail you.`}
      </Banner>
      {status === 'error' && error ? <Banner variant="error">{error}</Banner> : null}
    </div>
  )
}
