import type { AnalyticsDataClient } from '../../data/analytics-client.ts'
import { pageDataClient } from '../shared/page-data.ts'

/**
 * What the analytics page asks of the backend: the session, My List, the plan, the essays, the
 * analytics entries and (for a school no longer on My List) the catalogue. Tests and stories pass
 * the in-memory DataClient, which has them all.
 */
export type AnalyticsPageData = AnalyticsDataClient

/** The page's own composition of the data layer (data/analytics-client.ts), loaded on first need. */
export const analyticsPage = pageDataClient(async () => {
  const [{ createPocketBase }, { createAnalyticsDataClient }] = await Promise.all([
    import('../../data/client.ts'),
    import('../../data/analytics-client.ts'),
  ])
  return createAnalyticsDataClient(createPocketBase())
})
