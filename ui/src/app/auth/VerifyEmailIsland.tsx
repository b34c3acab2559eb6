import { useEffect, useState, useSyncExternalStore } from 'react'
import { AddressConfirmation } from '../../components/AddressConfirmation/AddressConfirmation.tsx'
import { describeError } from '../../data/errors.ts'
import type { DataClient } from '../../data/data-client.ts'
import { dataClient } from '../shared/data.ts'

export type VerifyEmailIslandProps = {
  data?: Pick<DataClient, 'auth' | 'account'>
  /** The token of the link; read from the page's address (`?token=`) when omitted. */
  token?: string | null
}

/** The address does not change while the page is open. */
const noChanges = () => () => undefined
const tokenInAddress = () => new URLSearchParams(window.location.search).get('token')

/**
 * /verify-email, where the verification mail's link leads (docs/adr/0074): the link's token is
 * sent once; a session on this device is then read again, so every page sees the address proven.
 */
export function VerifyEmailIsland({ data = dataClient(), token }: VerifyEmailIslandProps) {
  // The server render has no address (undefined: not known yet); the page then reads the link's.
  const fromAddress = useSyncExternalStore(noChanges, tokenInAddress, () => undefined)
  const linkToken = token === undefined ? fromAddress : token
  const [outcome, setOutcome] = useState<{ status: 'confirmed' | 'failed'; error?: string }>()

  useEffect(() => {
    if (!linkToken) return
    let active = true
    data.account.confirmAddress(linkToken).then(
      async () => {
        if (data.auth.hasSession()) await data.auth.refresh().catch(() => null)
        if (active) setOutcome({ status: 'confirmed' })
      },
      (failure: unknown) => {
        if (active) setOutcome({ status: 'failed', error: describeError(failure) })
      },
    )
    return () => {
      active = false
    }
  }, [data, linkToken])

  if (linkToken === null) return <AddressConfirmation status="missing-link" />
  if (!outcome) return <AddressConfirmation status="confirming" />
  return <AddressConfirmation status={outcome.status} error={outcome.error ?? null} />
}
