import { startGoogleMock } from './google-mock.ts'
import { buildSite, startProduct } from './server.ts'

export default async function globalSetup(): Promise<() => Promise<void>> {
  // `pnpm test` builds the site as a tier of its own, beside other tiers, and says so (ADR 0077).
  if (process.env.E2E_SITE_BUILT !== '1') buildSite()
  const port = Number(process.env.E2E_PORT)
  // Google is a local OAuth2 mock (tests/e2e/google-mock.ts).
  const google = await startGoogleMock()
  process.env.GOOGLE_MOCK_URL = google.url
  const server = await startProduct(port, { env: google.env })
  return async () => {
    await server.cleanup()
    await google.stop()
  }
}
