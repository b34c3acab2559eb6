import { createPocketBase } from '../data/client.ts'
import { createDataClient } from '../data/data-client.ts'
import type { DataClient } from '../data/types.ts'

let shared: DataClient | null = null

/** The page's one DataClient, shared by every island so they see one sign-in state. */
export function dataClient(): DataClient {
  shared ??= createDataClient(createPocketBase())
  return shared
}
