// A local OAuth2 server standing in for Google in end-to-end tests (oauth2-mock-server).
// PocketBase's google provider is pointed at it through the GOOGLE_* variables (ADR 0015).
import { OAuth2Server } from 'oauth2-mock-server'

/** The Google account the mock signs in as. */
export const GOOGLE_STUDENT = {
  sub: 'google-grace-0001',
  name: 'Grace Hopper',
  given_name: 'Grace',
  email: 'grace.hopper@example.test',
  // PocketBase refuses to download photos from loopback or private addresses (its SSRF guard),
  // so the photo cannot be served locally; tests check that PocketBase received this URL.
  picture: 'https://photos.example.test/grace.png',
}

export type GoogleMock = {
  url: string
  /** The server environment that makes PocketBase use this mock as Google. */
  env: Record<string, string>
  stop: () => Promise<void>
}

/** Starts the mock, signing in as `account` (the default student unless a test needs another). */
export async function startGoogleMock(
  account: Record<string, unknown> = GOOGLE_STUDENT,
): Promise<GoogleMock> {
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  const url = server.issuer.url ?? ''
  server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> | '' }) => {
    // PocketBase links and trusts the email only when Google says it is verified.
    response.body = { ...account, email_verified: true }
  })
  return {
    url,
    env: {
      GOOGLE_CLIENT_ID: 'e2e-google-client',
      GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
      GOOGLE_AUTH_URL: `${url}/authorize`,
      GOOGLE_TOKEN_URL: `${url}/token`,
      GOOGLE_USERINFO_URL: `${url}/userinfo`,
    },
    stop: () => server.stop(),
  }
}
