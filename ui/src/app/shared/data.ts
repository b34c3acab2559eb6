import type { DataClient } from '../../data/data-client.ts'
import { createLazyDataClient, type LazyDataClient } from '../../data/lazy.ts'
import { storedSessionSnapshot } from '../../data/session-store.ts'

let shared: LazyDataClient | null = null

/**
 * The page's one DataClient, shared by every island so they see one sign-in state. The SDK is
 * loaded on first need (ADR 0027), so a signed-out visitor of /login does not pay for it up front.
 */
export function dataClient(): DataClient {
  return lazyClient()
}

function lazyClient(): LazyDataClient {
  shared ??= createLazyDataClient(async () => {
    const [{ createPocketBase }, { createDataClient }] = await Promise.all([
      import('../../data/client.ts'),
      import('../../data/data-client.ts'),
    ])
    return createDataClient(createPocketBase())
  })
  return shared
}

/**
 * Starts the SDK download now, when a student's step makes a server call likely; does nothing
 * for a client that is not the page's (tests and stories pass their own).
 */
export function warmUp(data: DataClient = lazyClient()): void {
  if (shared !== null && data === shared) shared.warmUp()
}

/**
 * For the signed-in pages, called when their island's code arrives: on a device with a stored
 * session the SDK is needed at once for the session check, so its download starts now, alongside
 * React's first render, rather than after it (ADR 0027). Does nothing for a signed-out visitor.
 */
export function prefetchForStoredSession(): void {
  if (typeof window !== 'undefined' && storedSessionSnapshot() !== null) warmUp()
}
