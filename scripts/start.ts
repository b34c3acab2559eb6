// `pnpm start`: builds the site and serves it and the API from one PocketBase process on one
// origin (dev mode off), through the one start-up (pocketbase/scripts/server.ts) in production
// mode: no known admin password is ever accepted (ADR 0034). `--no-build` serves the site already
// in site/dist (a service restarting the server, docs/operations.md).
import { existsSync } from 'node:fs'
import { DEFAULT_PORT } from '../pocketbase/scripts/config.ts'
import { buildSite, SITE_DIST, startServer, stopOnSignals } from '../pocketbase/scripts/server.ts'

const port = Number(process.env.PB_PORT ?? DEFAULT_PORT)

if (!process.argv.includes('--no-build')) {
  console.log('Building the site ...')
  buildSite()
} else if (!existsSync(SITE_DIST)) {
  console.error(
    `No built site in ${SITE_DIST}: run "pnpm build" first, or start without --no-build.`,
  )
  process.exit(1)
}

try {
  const server = await startServer({
    mode: 'production',
    port,
    verbose: true,
    site: SITE_DIST,
    catalogue: true,
    // Links in mails (password reset) lead to the served site unless PUBLIC_URL names another.
    env: { PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}` },
  })
  console.log(`College Compass is served at ${server.url}`)
  stopOnSignals(server.stop)
  server.process.once('exit', (code) => process.exit(code ?? 1))
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
