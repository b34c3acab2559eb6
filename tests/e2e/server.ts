// The product as a student meets it, for end-to-end tests: the built site served by a real
// PocketBase (migrations, hooks, catalogue) on one loopback origin, through the one start-up
// (pocketbase/scripts/server.ts) exactly as `pnpm start` serves it: CSP from the build, CORS
// closed to the site.
import { freePort } from '../../pocketbase/scripts/pb.ts'
import { SITE_DIST, startServer, type Server } from '../../pocketbase/scripts/server.ts'
import { startMailCatcher, type MailCatcher } from '../support/smtp.ts'

export { buildSite, SITE_DIST } from '../../pocketbase/scripts/server.ts'
export const E2E_ADMIN = { email: 'e2e-admin@example.test', password: 'e2e-admin-password-123' }

export type ProductOptions = {
  /**
   * 'relaxed' (the default) multiplies every rate limit by 1,000, since the suite signs up many
   * students from one address; a test of the limiter itself starts a server with 'production'.
   */
  rateLimits?: 'production' | 'relaxed'
  /** Environment for the server, such as the GOOGLE_* variables (see tests/e2e/google-mock.ts). */
  env?: Record<string, string>
  /** Import the university catalogue (default true), or the catalogue in this CSV file. */
  catalogue?: boolean | string
}

export async function startProduct(
  port?: number,
  options: ProductOptions = {},
): Promise<Server & { cleanup: () => Promise<void> }> {
  const server = await startServer({
    mode: 'test',
    admin: E2E_ADMIN,
    site: SITE_DIST,
    ...(port === undefined ? {} : { port }),
    rateLimits: options.rateLimits === 'production' ? 'production' : 1000,
    catalogue: options.catalogue ?? true,
    log: () => undefined,
    ...(options.env ? { env: options.env } : {}),
  })
  return { ...server, cleanup: server.close }
}

/**
 * The product with its mail sent to a local catcher, every link in a mail starting with the
 * server's own address. `close` stops both.
 */
export async function startProductWithMail(
  options: Omit<ProductOptions, 'env'> = {},
): Promise<{ server: Server; mail: MailCatcher; close: () => Promise<void> }> {
  const mail = await startMailCatcher()
  const port = await freePort()
  const server = await startProduct(port, {
    ...options,
    env: {
      SMTP_HOST: mail.host,
      SMTP_PORT: String(mail.port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
  })
  return {
    server,
    mail,
    close: async () => {
      await server.cleanup()
      await mail.close()
    },
  }
}
