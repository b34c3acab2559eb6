// `pnpm dev` as a developer runs it (scripts/dev.ts, on spare ports and a new data dir): the
// local admin it announces, the site's 404 page, the API's JSON 404 through the proxy, the
// catalogue, and a password-reset mail caught locally with its link printed.
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEV_ADMIN } from '../../pocketbase/scripts/config.ts'
import { DEFAULT_CSV } from '../../pocketbase/scripts/import.ts'
import { freePort } from '../../pocketbase/scripts/pb.ts'

const ROOT = resolve(import.meta.dirname, '../..')
let dev: ChildProcess
let output = ''
let site = ''
let scratch = ''

/** Resolves once the dev server's output matches, or fails with what it printed. */
function printed(pattern: RegExp, timeoutMs = 90_000): Promise<RegExpMatchArray> {
  return new Promise((resolvePrinted, reject) => {
    const check = () => {
      const match = output.match(pattern)
      if (!match) return false
      clearInterval(poll)
      clearTimeout(timer)
      resolvePrinted(match)
      return true
    }
    const poll = setInterval(check, 100)
    const timer = setTimeout(() => {
      clearInterval(poll)
      reject(new Error(`pnpm dev never printed ${pattern}:\n${output}`))
    }, timeoutMs)
    check()
  })
}

beforeAll(async () => {
  scratch = mkdtempSync(join(tmpdir(), 'cc-dev-'))
  const csv = join(scratch, 'five.csv')
  writeFileSync(csv, readFileSync(DEFAULT_CSV, 'utf8').split('\n').slice(0, 6).join('\n'))
  const sitePort = await freePort()
  site = `http://127.0.0.1:${sitePort}`
  // As from a developer's shell: none of the test runner's own settings (its Vite mode and
  // NODE_PATH into its own dependencies, which would change how Astro resolves and serves), and
  // no admin, mail server or public address of ours.
  const runner = ['NODE_ENV', 'NODE_PATH', 'MODE', 'BASE_URL', 'DEV', 'PROD', 'SSR', 'TEST']
  const ours = ['PB_ADMIN_EMAIL', 'PB_ADMIN_PASSWORD', 'SMTP_HOST', 'PUBLIC_URL']
  const env = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) => !runner.includes(name) && !ours.includes(name) && !name.startsWith('VITEST'),
    ),
  )
  Object.assign(env, {
    PB_DATA_DIR: join(scratch, 'pb_data'),
    PB_PORT: String(await freePort()),
    SITE_PORT: String(sitePort),
    UNIVERSITIES_CSV: csv,
  })
  // Its own process group, so the Astro server it starts stops with it.
  dev = spawn(process.execPath, ['scripts/dev.ts'], { cwd: ROOT, env, detached: true })
  // eslint-disable-next-line no-control-regex -- colour codes in Astro's output
  const read = (chunk: Buffer) => (output += chunk.toString().replace(/\u001b\[[0-9;]*m/g, ''))
  dev.stdout?.on('data', read)
  dev.stderr?.on('data', read)
  await printed(/watching for file changes/)
}, 120_000)

afterAll(async () => {
  if (dev.pid !== undefined && dev.exitCode === null) {
    const exited = new Promise((r) => dev.once('exit', r))
    process.kill(-dev.pid, 'SIGTERM')
    await exited
  }
  rmSync(scratch, { recursive: true, force: true })
})

describe('pnpm dev', () => {
  it('gives the data dir it created the local admin, and says so', async () => {
    expect(output).toContain(`${DEV_ADMIN.email} / ${DEV_ADMIN.password}`)
    const signIn = await fetch(`${site}/api/collections/_superusers/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: DEV_ADMIN.email, password: DEV_ADMIN.password }),
    })
    expect(signIn.status).toBe(200)
  })

  it('imports the catalogue into the new data dir', async () => {
    const body = (await (
      await fetch(`${site}/api/collections/universities/records?perPage=1`)
    ).json()) as { totalItems: number }
    expect(body.totalItems).toBe(5)
  })

  it('answers an unknown page with the site’s 404 page, and the API’s 404 with JSON', async () => {
    // The first request may come while Astro's dev server still compiles: ask until it answers.
    const notFound = async () => {
      const page = await fetch(`${site}/no-such-page`)
      return `${page.status} ${page.headers.get('content-type')} ${await page.text()}`
    }
    await expect
      .poll(notFound, { timeout: 50_000 })
      .toMatch(/^404 text\/html.*We couldn(&#39;|')t find that page/s)
    const api = await fetch(`${site}/api/no-such-route`)
    expect(api.status).toBe(404)
    expect(await api.json()).toMatchObject({ status: 404 })
  }, 60_000)

  it('catches a password-reset mail and prints its link to the site’s own reset page', async () => {
    const email = 'dev-forgetful@example.test'
    const created = await fetch(`${site}/api/collections/users/records`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Dev Student',
        email,
        password: 'dev-password-1',
        passwordConfirm: 'dev-password-1',
      }),
    })
    expect(created.status).toBe(200)
    const reset = await fetch(`${site}/api/collections/users/request-password-reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(reset.status).toBe(204)
    const [, link] = await printed(
      new RegExp(`\\[mail\\] to ${email}[^\\n]*\\n\\s+(\\S*token=\\S+)`),
      20_000,
    )
    expect(link).toMatch(new RegExp(`^${site}/reset-password/\\?token=`))
  })
})
