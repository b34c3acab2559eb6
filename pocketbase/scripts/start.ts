// Starts the product's PocketBase: migrations and hooks applied, the first admin ensured, and the
// catalogue imported when the collection is empty. `pnpm pb:start` runs it on its own; the dev
// server and the production server use `bootPocketBase`.
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { adminCredentials, DEFAULT_PORT } from './config.ts'
import { policyForSite } from './csp.ts'
import { CSV_HELP, findCsv, formatSummary, importUniversities } from './import.ts'
import {
  DEFAULT_DATA_DIR,
  migrateUp,
  startPocketBase,
  superuserToken,
  upsertSuperuser,
  type PocketBaseServer,
  type StartOptions,
} from './pb.ts'

export type BootOptions = Partial<StartOptions> & { log?: (line: string) => void }

export async function bootPocketBase(options: BootOptions = {}): Promise<PocketBaseServer> {
  const log = options.log ?? console.log
  const dataDir = options.dataDir ?? process.env.PB_DATA_DIR ?? DEFAULT_DATA_DIR
  const port = options.port ?? Number(process.env.PB_PORT ?? DEFAULT_PORT)
  const isNew = !existsSync(join(dataDir, 'data.db'))
  mkdirSync(dataDir, { recursive: true })

  migrateUp(dataDir)
  const admin = adminCredentials()
  upsertSuperuser(dataDir, admin.email, admin.password)
  if (admin.isDefault && isNew) {
    log(
      `First admin created for local use: ${admin.email} / ${admin.password}\n` +
        '  (set PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD to choose your own; never use the default in production)',
    )
  }

  const server = await startPocketBase({ ...options, dataDir, port })
  log(`PocketBase ${server.url} (admin dashboard: ${server.url}/_/)`)

  try {
    const count = (await (
      await fetch(`${server.url}/api/collections/universities/records?perPage=1&fields=id`)
    ).json()) as { totalItems: number }
    if (count.totalItems === 0) {
      const csvPath = findCsv()
      if (csvPath) {
        log(`Importing the university catalogue from ${csvPath} ...`)
        const token = await superuserToken(server.url, admin.email, admin.password)
        log(formatSummary(await importUniversities({ url: server.url, token, csvPath })))
      } else {
        log(CSV_HELP)
      }
    }
  } catch (error) {
    await server.stop()
    throw error
  }
  return server
}

/**
 * Production serving: the built site and the API from one PocketBase process on one origin, with
 * the site's CSP computed from the build and CORS limited to the site's own origins.
 */
export function productionOptions(publicDir: string, port: number): Partial<StartOptions> {
  const fromEnv = (process.env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  return {
    publicDir,
    env: { CC_CSP_POLICY: policyForSite(publicDir) },
    origins:
      fromEnv.length > 0 ? fromEnv : [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
  }
}

/** Stops the server on Ctrl-C or SIGTERM so no PocketBase process outlives its parent. */
export function stopOnSignals(stop: () => Promise<void>): void {
  let stopping = false
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.on(signal, () => {
      if (stopping) return
      stopping = true
      void stop().then(() => process.exit(0))
    })
  }
}

if (import.meta.main) {
  const server = await bootPocketBase({ verbose: true })
  stopOnSignals(server.stop)
  server.process.once('exit', (code) => process.exit(code ?? 1))
}
