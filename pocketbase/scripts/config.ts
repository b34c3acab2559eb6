// Configuration read from the environment, with the defaults for local development in one place.

export const DEFAULT_PORT = 8090
const DEFAULT_ADMIN_EMAIL = 'admin@college-compass.test'
const DEFAULT_ADMIN_PASSWORD = 'local-admin-password'

/** The first admin's credentials: PB_ADMIN_EMAIL / PB_ADMIN_PASSWORD, else local defaults. */
export function adminCredentials(): { email: string; password: string; isDefault: boolean } {
  const email = process.env.PB_ADMIN_EMAIL
  const password = process.env.PB_ADMIN_PASSWORD
  if (email && password) return { email, password, isDefault: false }
  return { email: DEFAULT_ADMIN_EMAIL, password: DEFAULT_ADMIN_PASSWORD, isDefault: true }
}
