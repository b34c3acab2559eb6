// Configuration read from the environment, with the defaults for local development in one place.

export const DEFAULT_PORT = 8090

/**
 * The local admin `pnpm dev` creates on a data directory it made itself (ADR 0034). Its password
 * is published (here and in the README), so a production server refuses to run while any admin
 * still has it.
 */
export const DEV_ADMIN = {
  email: 'admin@college-compass.test',
  password: 'local-admin-password',
} as const

/** Passwords anyone can read; `pnpm start` never serves a data dir whose admin has one. */
export const PUBLISHED_ADMIN_PASSWORDS: readonly string[] = [DEV_ADMIN.password]

/** PB_ADMIN_EMAIL / PB_ADMIN_PASSWORD when both are set. */
export function adminFromEnv(): { email: string; password: string } | null {
  const email = process.env.PB_ADMIN_EMAIL
  const password = process.env.PB_ADMIN_PASSWORD
  return email && password ? { email, password } : null
}

/**
 * The admin the command-line tools (importer, backups) sign in as: PB_ADMIN_EMAIL /
 * PB_ADMIN_PASSWORD, else the local development admin.
 */
export function adminCredentials(): { email: string; password: string } {
  return adminFromEnv() ?? { ...DEV_ADMIN }
}
