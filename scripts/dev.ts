// `pnpm dev`: PocketBase (migrations, hooks, first admin, catalogue) and the Astro dev server with
// the API and admin dashboard proxied onto the site's origin. Ctrl-C stops both.
import { spawn } from 'node:child_process'
import { bootPocketBase, stopOnSignals } from '../pocketbase/scripts/start.ts'

const pocketbase = await bootPocketBase()
const astro = spawn(
  'pnpm',
  ['--filter', '@college-compass/site', 'exec', 'astro', 'dev', '--host', '127.0.0.1'],
  {
    stdio: 'inherit',
    env: { ...process.env, PB_URL: pocketbase.url, ASTRO_TELEMETRY_DISABLED: '1' },
  },
)

const stopAll = async (): Promise<void> => {
  if (astro.exitCode === null) astro.kill('SIGTERM')
  await pocketbase.stop()
}
stopOnSignals(stopAll)
astro.once('exit', (code) => {
  void pocketbase.stop().then(() => process.exit(code ?? 0))
})
pocketbase.process.once('exit', () => {
  console.error('PocketBase stopped; stopping the site too.')
  if (astro.exitCode === null) astro.kill('SIGTERM')
})
