// `pnpm pb:start`: the product's PocketBase alone (no site), as `pnpm dev` starts it: migrations,
// hooks, the admin policy of development (ADR 0034) and the catalogue when the collection is empty
// (or predates its time zones).
import { startServer, stopOnSignals } from './server.ts'

const server = await startServer({ mode: 'development', verbose: true, catalogue: true })
stopOnSignals(server.stop)
server.process.once('exit', (code) => process.exit(code ?? 1))
