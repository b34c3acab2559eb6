import { createLazyDataClient } from '../data/lazy-data-client.ts'
import { openCenteredPopup } from '../data/popup.ts'
import type { DataClient } from '../data/types.ts'

let shared: DataClient | null = null

/**
 * The page's one DataClient, shared by every island so they see one sign-in state. The SDK is
 * loaded on first need (ADR 0027), so a signed-out visitor of /login does not pay for it up front.
 */
export function dataClient(): DataClient {
  shared ??= createLazyDataClient(async (takePopup) => {
    const [{ createPocketBase }, { createDataClient }] = await Promise.all([
      import('../data/client.ts'),
      import('../data/data-client.ts'),
    ])
    return createDataClient(createPocketBase(), {
      openPopup: () => takePopup() ?? openCenteredPopup(),
    })
  })
  return shared
}
