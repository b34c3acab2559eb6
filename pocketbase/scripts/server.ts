// The one way the product's PocketBase starts: `pnpm dev`, `pnpm start`, `pnpm pb:start`, the
// integration harness, the end-to-end server and the benchmarks all call `startServer`, so every
// one of them gets the same migrations, hooks, admin policy (ADR 0034), private file modes, and,
// when asked, the catalogue and the built site served as production serves it.
import { randomBytes } from 'node:crypto'
import { spawnSync } from 'node:child_process'
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { adminFromEnv, DEFAULT_PORT, DEV_ADMIN, PUBLISHED_ADMIN_PASSWORDS } from './config.ts'
import { policyForSite } from './csp.ts'
import { CSV_HELP, findCsv, formatSummary, importUniversities } from './import.ts'
import {
  DEFAULT_DATA_DIR,
  deleteSuperuser,
  freePort,
  migrateUp,
  relaxRateLimits,
  startPocketBase,
  superuserToken,
  upsertSuperuser,
  type PocketBaseServer,
  type StartOptions,
} from './pb.ts'

/** The built site, which `pnpm start`, the end-to-end tests and the web benchmarks serve. */
export const SITE_DIST = resolve(import.meta.dirname, '../../site/dist')

/** Marks a data directory that `pnpm dev` created, the only kind that gets the local admin. */
export const DEV_MARKER = '.created-by-pnpm-dev'

/** The short-lived account that imports the catalogue when no admin password is at hand. */
const IMPORTER_EMAIL = 'catalogue-importer@college-compass.invalid'

/**
 * production: `pnpm start`; never serves a data dir whose admin has a published password, and
 *   refuses a new data dir without PB_ADMIN_EMAIL / PB_ADMIN_PASSWORD.
 * development: `pnpm dev`; a data dir it creates itself gets the local admin (DEV_ADMIN).
 * test: tests and benchmarks on a temporary data dir with the admin they pass.
 */
export type ServerMode = 'production' | 'development' | 'test'

export type ServerOptions = Partial<
  Pick<StartOptions, 'port' | 'verbose' | 'watchHooks' | 'cpus' | 'hooksDir' | 'migrationsDir'>
> & {
  mode: ServerMode
  /** The data directory; PB_DATA_DIR or pocketbase/pb_data, and a temporary one in tests. */
  dataDir?: string
  /** The first admin, created only when there is none (tests and benchmarks; else PB_ADMIN_*). */
  admin?: { email: string; password: string }
  /**
   * Import the catalogue (the repository's CSV, or this path) when the collection is empty, or
   * when it predates the time zone column.
   */
  catalogue?: boolean | string
  /** Serve this built site at / with its CSP and CORS closed to the site's origins. */
  site?: string
  /** 'production' keeps the migrations' rate limits; a number multiplies every limit by it. */
  rateLimits?: 'production' | number
  /** Extra environment for the server (read by hooks), such as GOOGLE_* and SMTP_*. */
  env?: Record<string, string>
  log?: (line: string) => void
}

export type Server = PocketBaseServer & {
  /** A superuser token when the caller passed `admin` (tests and benchmarks). */
  adminToken: string | null
  /** Whether this start created the data directory. */
  created: boolean
  /** Stops the server; a temporary data directory is removed too. */
  close: () => Promise<void>
}

/**
 * Production serving: the built site and the API from one PocketBase process on one origin, with
 * the site's CSP computed from the build and CORS limited to the site's own origins.
 */
export function productionOptions(
  publicDir: string,
  port: number,
): Pick<StartOptions, 'publicDir' | 'env' | 'origins'> {
  const fromEnv = (process.env.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean)
  return {
    publicDir,
    env: {
      CC_CSP_POLICY: policyForSite(publicDir),
      // Unknown pages answer the site's 404 page with status 404 (pb_hooks/lib/security.js).
      CC_NOT_FOUND_PAGE: join(publicDir, '404.html'),
    },
    origins:
      fromEnv.length > 0 ? fromEnv : [`http://127.0.0.1:${port}`, `http://localhost:${port}`],
  }
}

/** Whether `pnpm dev` created this data directory (and may give it the local admin). */
export function isDevDataDir(dataDir: string): boolean {
  return existsSync(join(dataDir, DEV_MARKER))
}

function adminEnv(options: ServerOptions, dataDir: string): Record<string, string> {
  const env: Record<string, string> = {
    CC_ADMIN_POLICY: options.mode,
    CC_PUBLISHED_ADMIN_PASSWORDS: JSON.stringify(PUBLISHED_ADMIN_PASSWORDS),
  }
  const devDir = options.mode === 'development' && isDevDataDir(dataDir)
  const first = options.mode === 'test' ? null : (adminFromEnv() ?? (devDir ? DEV_ADMIN : null))
  if (first) {
    env.PB_ADMIN_EMAIL = first.email
    env.PB_ADMIN_PASSWORD = first.password
  } else {
    // Never inherited from this process: only what the policy above chose reaches the server.
    env.PB_ADMIN_EMAIL = ''
    env.PB_ADMIN_PASSWORD = ''
  }
  return env
}

/** How many catalogue rows match `filter` ('' for all), read as anyone may. */
async function countUniversities(server: PocketBaseServer, filter = ''): Promise<number> {
  const query = filter === '' ? '' : `&filter=${encodeURIComponent(filter)}`
  const response = await fetch(
    `${server.url}/api/collections/universities/records?perPage=1&fields=id${query}`,
  )
  return ((await response.json()) as { totalItems: number }).totalItems
}

/**
 * Imports the catalogue when the collection is empty, or when no school has a time zone yet (a
 * catalogue imported before the column existed: the upsert fills it in and changes nothing else).
 */
async function importIfNeeded(
  server: PocketBaseServer,
  adminToken: string | null,
  csv: boolean | string,
  log: (line: string) => void,
): Promise<void> {
  if (
    (await countUniversities(server)) > 0 &&
    (await countUniversities(server, "time_zone != ''")) > 0
  ) {
    return
  }
  const csvPath = findCsv(typeof csv === 'string' ? csv : undefined)
  if (!csvPath) {
    log(CSV_HELP)
    return
  }
  log(`Importing the university catalogue from ${csvPath} ...`)
  if (adminToken) {
    log(formatSummary(await importUniversities({ url: server.url, token: adminToken, csvPath })))
    return
  }
  // No admin password here (production never holds one): a one-off account with a random
  // password, deleted as soon as the import ends (and at the next start, should this one die).
  const password = randomBytes(24).toString('base64url')
  upsertSuperuser(server.dataDir, IMPORTER_EMAIL, password)
  try {
    const token = await superuserToken(server.url, IMPORTER_EMAIL, password)
    log(formatSummary(await importUniversities({ url: server.url, token, csvPath })))
  } finally {
    deleteSuperuser(server.dataDir, IMPORTER_EMAIL)
  }
}

/** Starts PocketBase for `options.mode`; resolves once it is healthy (and the catalogue loaded). */
export async function startServer(options: ServerOptions): Promise<Server> {
  const log = options.log ?? console.log
  const temporary = options.mode === 'test' && options.dataDir === undefined
  const dataDir = temporary
    ? mkdtempSync(join(tmpdir(), 'cc-pb-'))
    : resolve(options.dataDir ?? process.env.PB_DATA_DIR ?? DEFAULT_DATA_DIR)
  const created = temporary || !existsSync(join(dataDir, 'data.db'))
  mkdirSync(dataDir, { recursive: true, mode: 0o700 })
  chmodSync(dataDir, 0o700)
  if (created && options.mode === 'development') writeFileSync(join(dataDir, DEV_MARKER), '')

  const migrated = migrateUp(dataDir, options.migrationsDir)
  for (const line of migrated.split('\n')) {
    // Migrations that repair data say what they did; the list of applied files is noise.
    if (line.trim() !== '' && !/Applied \d+_/.test(line) && options.mode !== 'test') log(line)
  }
  deleteSuperuser(dataDir, IMPORTER_EMAIL)
  // Tests and benchmarks bring their own admin on a temporary data dir, whatever the hooks.
  if (options.mode === 'test' && options.admin) {
    upsertSuperuser(dataDir, options.admin.email, options.admin.password, options.migrationsDir)
  }

  const port =
    options.port ??
    (options.mode === 'test' ? await freePort() : Number(process.env.PB_PORT ?? DEFAULT_PORT))
  const site = options.site ? productionOptions(options.site, port) : {}
  let server: PocketBaseServer
  try {
    server = await startPocketBase({
      ...(options.verbose === undefined ? {} : { verbose: options.verbose }),
      ...(options.watchHooks === undefined ? {} : { watchHooks: options.watchHooks }),
      ...(options.cpus === undefined ? {} : { cpus: options.cpus }),
      ...(options.hooksDir === undefined ? {} : { hooksDir: options.hooksDir }),
      ...(options.migrationsDir === undefined ? {} : { migrationsDir: options.migrationsDir }),
      ...site,
      dataDir,
      port,
      env: { ...adminEnv(options, dataDir), ...site.env, ...options.env },
    })
  } catch (error) {
    if (temporary) rmSync(dataDir, { recursive: true, force: true })
    throw error
  }
  const close = async (): Promise<void> => {
    await server.stop()
    if (temporary) rmSync(dataDir, { recursive: true, force: true })
  }

  try {
    const adminToken = options.admin
      ? await superuserToken(server.url, options.admin.email, options.admin.password)
      : null
    if (typeof options.rateLimits === 'number' && adminToken) {
      await relaxRateLimits(server.url, adminToken, options.rateLimits)
    }
    if (options.catalogue) await importIfNeeded(server, adminToken, options.catalogue, log)
    return { ...server, adminToken, created, close }
  } catch (error) {
    await close()
    throw error
  }
}

/**
 * Builds the static site into site/dist (what `pnpm start` serves), with `env` over this process's
 * environment (say, the PUBLIC_URL the sitemap and canonical links name).
 */
export function buildSite(env: Record<string, string> = {}): void {
  const result = spawnSync('pnpm', ['--filter', '@college-compass/site', 'build'], {
    encoding: 'utf8',
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', ...env },
  })
  if (result.status !== 0) throw new Error(`site build failed:\n${result.stdout}\n${result.stderr}`)
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
