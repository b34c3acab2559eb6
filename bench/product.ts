// The product the browser benchmarks measure: the built site and a real PocketBase with the
// catalogue, through the one start-up (pocketbase/scripts/server.ts), served as `pnpm start`
// serves it. Rate limits are relaxed: every load comes from one address.
import { SITE_DIST, startServer, type Server } from '../pocketbase/scripts/server.ts'

export { buildSite, SITE_DIST } from '../pocketbase/scripts/server.ts'
export const BENCH_ADMIN = { email: 'bench@example.test', password: 'bench-password-123' }

export function startProduct(port: number): Promise<Server> {
  return startServer({
    mode: 'test',
    admin: BENCH_ADMIN,
    site: SITE_DIST,
    port,
    rateLimits: 1000,
    catalogue: true,
    log: () => undefined,
  })
}
