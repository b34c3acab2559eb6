// The product as a student meets it, for end-to-end tests: the built site served by a real
// PocketBase (migrations, hooks, catalogue) on one loopback origin.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { findCsv, importUniversities } from '../../pocketbase/scripts/import.ts'
import { productionOptions } from '../../pocketbase/scripts/start.ts'
import {
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

export async function startProduct(
  port: number,
): Promise<PocketBaseServer & { cleanup: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cc-e2e-'))
  migrateUp(dataDir)
  upsertSuperuser(dataDir, E2E_ADMIN.email, E2E_ADMIN.password)
  // Served exactly as `pnpm start` serves it: CSP from the build, CORS closed to the site.
  const server = await startPocketBase({ dataDir, port, ...productionOptions(SITE_DIST, port) })
  const token = await superuserToken(server.url, E2E_ADMIN.email, E2E_ADMIN.password)
  // The whole suite signs students up and in from one address; the limiter has its own tests.
  await relaxRateLimits(server.url, token)
  const csvPath = findCsv()
  if (csvPath) await importUniversities({ url: server.url, token, csvPath })
  return {
    ...server,
    cleanup: async () => {
      await server.stop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
