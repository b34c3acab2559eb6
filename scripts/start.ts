// `pnpm start`: builds the site and serves it and the API from one PocketBase process on one
// origin (dev mode off), with migrations, hooks, the first admin and the catalogue as in `pnpm dev`.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { DEFAULT_PORT } from '../pocketbase/scripts/config.ts'
import { bootPocketBase, productionOptions, stopOnSignals } from '../pocketbase/scripts/start.ts'

const siteDist = resolve(import.meta.dirname, '../site/dist')
const port = Number(process.env.PB_PORT ?? DEFAULT_PORT)

console.log('Building the site ...')
const build = spawnSync('pnpm', ['--filter', '@college-compass/site', 'build'], {
  stdio: 'inherit',
  env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' },
})
if (build.status !== 0) process.exit(build.status ?? 1)

const server = await bootPocketBase({ port, verbose: true, ...productionOptions(siteDist, port) })
console.log(`College Compass is served at ${server.url}`)
stopOnSignals(server.stop)
server.process.once('exit', (code) => process.exit(code ?? 1))
