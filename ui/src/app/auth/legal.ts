import type { LegalDocumentContent } from '../../components/LegalDocument/types.ts'
import type { LegalPage } from '../../components/LegalNotice/LegalNotice.tsx'

/**
 * The terms or privacy policy as the site publishes them (/legal/terms.json, built from the same
 * content as /terms): the sign-in and sign-up screens fetch one on its first open.
 */
export async function fetchLegalDocument(page: LegalPage): Promise<LegalDocumentContent> {
  const response = await fetch(`/legal/${page}.json`, { signal: AbortSignal.timeout(10_000) })
  if (!response.ok) throw new Error(`/legal/${page}.json answered ${response.status}`)
  return (await response.json()) as LegalDocumentContent
}
