import { VerifyAddress } from '../../components/VerifyAddress/VerifyAddress.tsx'
import { useVerification } from '../shared/verification.ts'
import type { PlannerPageData } from './data.ts'

/**
 * Reminders go only to a confirmed address (docs/adr/0074): the offer to confirm it, shown while
 * reminders are on, and loaded only for a student whose address is not confirmed.
 */
export function AddressCheck({ data, email }: { data: PlannerPageData; email: string }) {
  return <VerifyAddress email={email} {...useVerification(data)} />
}
