// `pnpm dev`: PocketBase (migrations, hooks, admin, catalogue) through the one start-up in
// development mode, a local mail catcher that prints the links of every mail the server sends
// (unless SMTP_HOST names a real server), and the Astro dev server with the API and admin
// dashboard proxied onto the site's origin. Ctrl-C stops everything.
import { spawn } from 'node:child_process'
import { adminFromEnv, DEV_ADMIN } from '../pocketbase/scripts/config.ts'
import { startMailCatcher, type MailCatcher } from '../pocketbase/scripts/mail-catcher.ts'
import { isDevDataDir, startServer, stopOnSignals } from '../pocketbase/scripts/server.ts'

const sitePort = Number(process.env.SITE_PORT ?? 4321)
const siteUrl = `http://127.0.0.1:${sitePort}`

let mail: MailCatcher | null = null
const mailEnv: Record<string, string> = { PUBLIC_URL: process.env.PUBLIC_URL ?? siteUrl }
if (!process.env.SMTP_HOST) {
  mail = await startMailCatcher()
  Object.assign(mailEnv, { SMTP_HOST: mail.host, SMTP_PORT: String(mail.port) })
  mail.onMail((caught) => {
    console.log(
      `\n[mail] to ${caught.to.join(', ')}: ${caught.subject}\n` +
        caught.links.map((link) => `  ${link}`).join('\n'),
    )
  })
}

const pocketbase = await startServer({
  mode: 'development',
  verbose: true,
  catalogue: true,
  env: mailEnv,
})
console.log(`PocketBase ${pocketbase.url} (admin dashboard: ${siteUrl}/_/)`)
if (!adminFromEnv() && isDevDataDir(pocketbase.dataDir)) {
  console.log(
    `Local admin of this development data dir: ${DEV_ADMIN.email} / ${DEV_ADMIN.password}\n` +
      '  (created by pnpm dev for local use; pnpm start refuses to serve a data dir with it)',
  )
}
if (mail)
  console.log(`Mail is caught locally (smtp://${mail.host}:${mail.port}); links print here.`)

const astro = spawn(
  'pnpm',
  [
    '--filter',
    '@college-compass/site',
    'exec',
    'astro',
    'dev',
    '--host',
    '127.0.0.1',
    '--port',
    String(sitePort),
  ],
  {
    stdio: 'inherit',
    env: { ...process.env, PB_URL: pocketbase.url, ASTRO_TELEMETRY_DISABLED: '1' },
  },
)

const stopAll = async (): Promise<void> => {
  if (astro.exitCode === null) astro.kill('SIGTERM')
  await pocketbase.stop()
  await mail?.close()
}
stopOnSignals(stopAll)
astro.once('exit', (code) => {
  void stopAll().then(() => process.exit(code ?? 0))
})
pocketbase.process.once('exit', () => {
  console.error('PocketBase stopped; stopping the site too.')
  if (astro.exitCode === null) astro.kill('SIGTERM')
})
