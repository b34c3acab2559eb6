import { createLazyDataClient } from '../../data/lazy-data-client.ts'
import { openCenteredPopup } from '../../data/popup.ts'
import { storedSessionSnapshot } from '../../data/stored-session.ts'
import type { DataClient } from '../../data/types.ts'

let shared: DataClient | null = null

/**
 * The page's one DataClient, shared by every island so they see one sign-in state. The SDK is
 * loaded on first need (ADR 0027), so a signed-out visitor of /login does not pay for it up front.
 */
export function dataClient(): DataClient {
  shared ??= createLazyDataClient(async (takePopup) => {
    const [{ createPocketBase }, { createDataClient }] = await Promise.all([
      import('../../data/client.ts'),
      import('../../data/data-client.ts'),
    ])
    return createDataClient(createPocketBase(), {
      openPopup: () => takePopup() ?? openCenteredPopup(),
    })
  })
  return shared
}

/**
 * For the signed-in pages, called when their island's code arrives: on a device with a stored
 * session the SDK is needed at once for the session check, so its download starts now, alongside
 * React's first render, rather than after it (ADR 0027). Does nothing for a signed-out visitor.
 */
export function prefetchForStoredSession(): void {
  if (typeof window !== 'undefined' && storedSessionSnapshot() !== null) dataClient().warmUp?.()
}
