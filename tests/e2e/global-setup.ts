import { startGoogleMock } from './google-mock.ts'
import { buildSite, startProduct } from './server.ts'

export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_PORT)
  // The site built for the address it is served at, as a deployment builds it (ADR 0068).
  // `pnpm test` builds it as a tier of its own, for this port, beside other tiers (ADR 0077).
  if (process.env.E2E_SITE_BUILT !== '1') buildSite({ PUBLIC_URL: `http://127.0.0.1:${port}` })
  // Google is a local OAuth2 mock (tests/e2e/google-mock.ts).
  const google = await startGoogleMock()
  process.env.GOOGLE_MOCK_URL = google.url
  const server = await startProduct(port, { env: google.env })
  return async () => {
    await server.cleanup()
    await google.stop()
  }
}
