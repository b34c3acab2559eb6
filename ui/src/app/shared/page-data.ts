import {
  createLazyDataClient,
  type LazyDataClient,
  type LoadDataClient,
  type PageDataClient,
} from '../../data/lazy.ts'
import { storedSessionSnapshot } from '../../data/session-store.ts'

/**
 * A page's one lazy data client over `load` (ADR 0027), shared by every island of the page so
 * they see one sign-in state, and the prefetch for the signed-in pages: on a device with a stored
 * session the SDK is needed at once for the session check, so its download starts when the
 * island's code arrives, alongside React's first render, rather than after it.
 */
export function pageDataClient<C extends PageDataClient>(load: LoadDataClient<C>) {
  let shared: LazyDataClient<C> | null = null
  const client = (): LazyDataClient<C> => (shared ??= createLazyDataClient(load))
  return {
    client,
    /** Starts the download for the page's own client; others (tests, stories) are left alone. */
    warmUp(data: unknown = client()): void {
      if (shared !== null && data === shared) shared.warmUp()
    },
    /** Does nothing for a signed-out visitor. */
    prefetchForStoredSession(): void {
      if (typeof window !== 'undefined' && storedSessionSnapshot() !== null) client().warmUp()
    },
  }
}
