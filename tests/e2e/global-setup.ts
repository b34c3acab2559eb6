import { buildSite, startProduct } from './server.ts'

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildSite()
  const server = await startProduct(Number(process.env.E2E_PORT))
  return server.cleanup
}
