import type { EssaysDataClient } from '../../data/essays-client.ts'
import { pageDataClient } from '../shared/page-data.ts'

/**
 * What the essays page asks of the backend: the session, the essays, the comments supporters left
 * on them (the shares' verbs), the account's storage, and (for the name guard) the catalogue and
 * the student's list. Tests and stories pass the in-memory DataClient, which has them all.
 */
export type EssaysData = Pick<
  EssaysDataClient,
  'auth' | 'essays' | 'shares' | 'universities' | 'list' | 'storage'
>

/** The page's own composition of the data layer (data/essays-client.ts), loaded on first need. */
export const essaysPage = pageDataClient(async () => {
  const [{ createPocketBase }, { createEssaysDataClient }] = await Promise.all([
    import('../../data/client.ts'),
    import('../../data/essays-client.ts'),
  ])
  return createEssaysDataClient(createPocketBase())
})
