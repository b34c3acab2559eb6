import { createPocketBase } from '../../data/client.ts'
import { createDataClient, type DataClient } from '../../data/data-client.ts'

let shared: DataClient | null = null

/**
 * The page's one DataClient (ADR 0079), shared by every island of the page so they see one
 * sign-in state. Tests and stories pass their own.
 */
export function dataClient(): DataClient {
  return (shared ??= createDataClient(createPocketBase()))
}
