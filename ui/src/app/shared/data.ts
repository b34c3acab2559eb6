import type { DataClient } from '../../data/data-client.ts'
import { pageDataClient } from './page-data.ts'

const page = pageDataClient(async () => {
  const [{ createPocketBase }, { createDataClient }] = await Promise.all([
    import('../../data/client.ts'),
    import('../../data/data-client.ts'),
  ])
  return createDataClient(createPocketBase())
})

/**
 * The page's one DataClient. The SDK is loaded on first need (ADR 0027), so a signed-out visitor
 * of /login does not pay for it up front.
 */
export function dataClient(): DataClient {
  return page.client()
}

/**
 * Starts the SDK download now, when a student's step makes a server call likely; does nothing
 * for a client that is not the page's (tests and stories pass their own).
 */
export function warmUp(data: DataClient = page.client()): void {
  page.warmUp(data)
}

/** For the signed-in pages, called when their island's code arrives (see pageDataClient). */
export function prefetchForStoredSession(): void {
  page.prefetchForStoredSession()
}
