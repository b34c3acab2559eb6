// The product as a student meets it, for end-to-end tests: the built site served by a real
// PocketBase (migrations, hooks, catalogue) on one loopback origin.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { findCsv, importUniversities } from '../../pocketbase/scripts/import.ts'
import { productionOptions } from '../../pocketbase/scripts/start.ts'
import {
  freePort,
  migrateUp,
  relaxRateLimits,
  startPocketBase,
  superuserToken,
  upsertSuperuser,
  type PocketBaseServer,
} from '../../pocketbase/scripts/pb.ts'

export const SITE_DIST = resolve(import.meta.dirname, '../../site/dist')
export const E2E_ADMIN = { email: 'e2e-admin@example.test', password: 'e2e-admin-password-123' }

export function buildSite(): void {
  const result = spawnSync('pnpm', ['--filter', '@college-compass/site', 'build'], {
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
  })
  if (result.status !== 0) throw new Error(`site build failed:\n${result.stdout}\n${result.stderr}`)
}

export type ProductOptions = {
  /**
   * 'relaxed' (the default) multiplies every rate limit by 1,000, since the suite signs up many
   * students from one address; a test of the limiter itself starts a server with 'production'.
   */
  rateLimits?: 'production' | 'relaxed'
  /** Environment for the server, such as the GOOGLE_* variables (see tests/e2e/google-mock.ts). */
  env?: Record<string, string>
  /** Import the university catalogue (default true). */
  catalogue?: boolean
}

export async function startProduct(
  port?: number,
  options: ProductOptions = {},
): Promise<PocketBaseServer & { cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cc-e2e-'))
  migrateUp(dataDir)
  upsertSuperuser(dataDir, E2E_ADMIN.email, E2E_ADMIN.password)
  const resolvedPort = port ?? (await freePort())
  const production = productionOptions(SITE_DIST, resolvedPort)
  // Served exactly as `pnpm start` serves it: CSP from the build, CORS closed to the site.
  const server = await startPocketBase({
    dataDir,
    port: resolvedPort,
    ...production,
    env: { ...production.env, ...options.env },
  })
  const token = await superuserToken(server.url, E2E_ADMIN.email, E2E_ADMIN.password)
  // The whole suite signs students up and in from one address; the limiter has its own server.
  if ((options.rateLimits ?? 'relaxed') === 'relaxed') await relaxRateLimits(server.url, token)
  const csvPath = options.catalogue === false ? null : findCsv()
  if (csvPath) await importUniversities({ url: server.url, token, csvPath })
  return {
    ...server,
    cleanup: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
