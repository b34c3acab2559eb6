// The admin policy (docs/adr/0034-admin-credentials.md) through the one start-up, on real data
// directories: no production start ever accepts a known password, an existing admin is never
// reset, and no default account is left behind.
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { DEV_ADMIN } from '../../pocketbase/scripts/config.ts'
import { DEFAULT_CSV } from '../../pocketbase/scripts/import.ts'
import { freePort, upsertSuperuser } from '../../pocketbase/scripts/pb.ts'
import { startServer, type Server, type ServerMode } from '../../pocketbase/scripts/server.ts'

const REAL = { email: 'owner@example.test', password: 'a-long-private-password-1' }
const dirs: string[] = []
const running: Server[] = []

afterEach(async () => {
  for (const server of running.splice(0)) await server.close()
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function dataDir(): string {
  const dir = join(mkdtempSync(join(tmpdir(), 'cc-admin-')), 'pb_data')
  dirs.push(dir)
  return dir
}

/** Starts a server the way `pnpm start` / `pnpm dev` do, with PB_ADMIN_* set (or not) for it. */
async function start(
  mode: ServerMode,
  dir: string,
  admin: { email: string; password: string } | null,
  extra: { catalogue?: string } = {},
): Promise<Server> {
  const saved = { email: process.env.PB_ADMIN_EMAIL, password: process.env.PB_ADMIN_PASSWORD }
  process.env.PB_ADMIN_EMAIL = admin?.email ?? ''
  process.env.PB_ADMIN_PASSWORD = admin?.password ?? ''
  try {
    const server = await startServer({
      mode,
      dataDir: dir,
      port: await freePort(),
      log: () => undefined,
      ...(extra.catalogue ? { catalogue: extra.catalogue } : {}),
    })
    running.push(server)
    return server
  } finally {
    process.env.PB_ADMIN_EMAIL = saved.email ?? ''
    process.env.PB_ADMIN_PASSWORD = saved.password ?? ''
  }
}

async function stop(server: Server): Promise<void> {
  running.splice(running.indexOf(server), 1)
  await server.stop()
}

async function signIn(server: Server, email: string, password: string) {
  const response = await fetch(`${server.url}/api/collections/_superusers/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password }),
  })
  const body = (await response.json()) as { token?: string; record?: { id: string } }
  return { status: response.status, token: body.token ?? '', id: body.record?.id ?? '' }
}

async function superuserEmails(server: Server, token: string): Promise<string[]> {
  const response = await fetch(`${server.url}/api/collections/_superusers/records`, {
    headers: { authorization: token },
  })
  const body = (await response.json()) as { items: { email: string }[] }
  return body.items.map((item) => item.email).sort()
}

/**
 * Starts `mode` on a new data dir with PB_ADMIN_* = `fromEnv`, changes `admin`'s password as the
 * dashboard does, restarts the same way, and expects the changed password (and only that admin).
 */
async function expectChangedPasswordKept(
  mode: ServerMode,
  fromEnv: { email: string; password: string } | null,
  admin: { email: string; password: string },
): Promise<void> {
  const dir = dataDir()
  const first = await start(mode, dir, fromEnv)
  const session = await signIn(first, admin.email, admin.password)
  const changed = `changed-in-the-dashboard-${mode}`
  const patch = await fetch(`${first.url}/api/collections/_superusers/records/${session.id}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: session.token },
    body: JSON.stringify({ password: changed, passwordConfirm: changed }),
  })
  expect(patch.status).toBe(200)
  await stop(first)

  const again = await start(mode, dir, fromEnv)
  expect((await signIn(again, admin.email, admin.password)).status).toBe(400)
  const now = await signIn(again, admin.email, changed)
  expect(now.status).toBe(200)
  expect(await superuserEmails(again, now.token)).toEqual([admin.email])
}

describe('pnpm start (production)', () => {
  it('refuses a new data directory without PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD', async () => {
    await expect(start('production', dataDir(), null)).rejects.toThrow(
      /will not start: this data directory has no admin\. Set PB_ADMIN_EMAIL and PB_ADMIN_PASSWORD/,
    )
  })

  it('refuses the published development password as PB_ADMIN_PASSWORD', async () => {
    await expect(
      start('production', dataDir(), { email: REAL.email, password: DEV_ADMIN.password }),
    ).rejects.toThrow(/PB_ADMIN_PASSWORD is a published default password/)
  })

  it('creates the first admin from PB_ADMIN_*, and nothing else', async () => {
    const server = await start('production', dataDir(), REAL)
    const real = await signIn(server, REAL.email, REAL.password)
    expect(real.status).toBe(200)
    expect((await signIn(server, DEV_ADMIN.email, DEV_ADMIN.password)).status).toBe(400)
    expect(await superuserEmails(server, real.token)).toEqual([REAL.email])
  })

  it('saves a superuser whose password starts with "-" (the CLI once read it as a flag)', () => {
    // The importer's random password starts with "-" 1 time in 64 (base64url).
    const dashed = { email: 'importer@example.test', password: '-iSNZpPoDKVEudOxy-with-a-dash' }
    expect(() => upsertSuperuser(dataDir(), dashed.email, dashed.password)).not.toThrow()
  })

  it('never resets an admin: a password changed in the dashboard survives a restart', async () => {
    // Started again with the same PB_ADMIN_* as the first time.
    await expectChangedPasswordKept('production', REAL, REAL)
  })

  it('imports the catalogue without leaving an account behind', async () => {
    const csvDir = mkdtempSync(join(tmpdir(), 'cc-csv-'))
    dirs.push(csvDir)
    const csv = join(csvDir, 'five.csv')
    writeFileSync(csv, readFileSync(DEFAULT_CSV, 'utf8').split('\n').slice(0, 6).join('\n'))
    const server = await start('production', dataDir(), REAL, { catalogue: csv })
    const count = (await (
      await fetch(`${server.url}/api/collections/universities/records?perPage=1`)
    ).json()) as { totalItems: number }
    expect(count.totalItems).toBe(5)
    const admin = await signIn(server, REAL.email, REAL.password)
    expect(await superuserEmails(server, admin.token)).toEqual([REAL.email])
  })

  it('keeps the data directory, the database and backups private to its user (umask 077)', async () => {
    const dir = dataDir()
    const server = await start('production', dir, REAL)
    const admin = await signIn(server, REAL.email, REAL.password)
    const backup = await fetch(`${server.url}/api/backups`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: admin.token },
      body: JSON.stringify({ name: 'private_check.zip' }),
    })
    expect(backup.status).toBe(204)
    const modes = Object.fromEntries(
      ['', 'data.db', 'auxiliary.db', 'backups', 'backups/private_check.zip'].map((path) => [
        path || 'pb_data',
        (statSync(join(dir, path)).mode & 0o777).toString(8),
      ]),
    )
    for (const [path, mode] of Object.entries(modes)) {
      expect(Number.parseInt(mode, 8) & 0o077, `${path} is ${mode}`).toBe(0)
    }
  })
})

describe('pnpm dev (development), then pnpm start on the same data directory', () => {
  it('gives a data dir it created itself the local admin, which production then refuses', async () => {
    const dir = dataDir()
    const dev = await start('development', dir, null)
    expect(dev.created).toBe(true)
    expect((await signIn(dev, DEV_ADMIN.email, DEV_ADMIN.password)).status).toBe(200)
    await stop(dev)

    await expect(start('production', dir, null)).rejects.toThrow(
      /admin@college-compass\.test has the published development password/,
    )

    // With a real admin named, the development one is deleted: no default account is left.
    const production = await start('production', dir, REAL)
    expect((await signIn(production, DEV_ADMIN.email, DEV_ADMIN.password)).status).toBe(400)
    const real = await signIn(production, REAL.email, REAL.password)
    expect(real.status).toBe(200)
    expect(await superuserEmails(production, real.token)).toEqual([REAL.email])
  })

  it('never resets the local admin: a password changed in the dashboard survives a restart', async () => {
    await expectChangedPasswordKept('development', null, DEV_ADMIN)
  })

  it('adds no local admin to a data dir it did not create', async () => {
    const dir = dataDir()
    await stop(await start('production', dir, REAL))
    const dev = await start('development', dir, null)
    expect(dev.created).toBe(false)
    expect((await signIn(dev, DEV_ADMIN.email, DEV_ADMIN.password)).status).toBe(400)
    const real = await signIn(dev, REAL.email, REAL.password)
    expect(await superuserEmails(dev, real.token)).toEqual([REAL.email])
  })
})
