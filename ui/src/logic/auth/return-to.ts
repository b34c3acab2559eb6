/**
 * Where a student goes after signing in: back to the protected page they came from (carried in
 * the `next` query parameter of /login), else the dashboard. Only paths on this site are
 * followed, so a crafted link cannot send a student elsewhere after they sign in.
 */
export const AFTER_SIGN_IN = '/dashboard'
export const LOGIN_PATH = '/login'
const AUTH_PAGES = new Set(['/login', '/register'])

function hasControl(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/** The page to open after sign-in for a `next` value taken from the URL. */
export function returnPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//')) return AFTER_SIGN_IN
  // Backslashes and control characters are read as '/' or dropped by browsers: refuse them.
  if (next.includes('\\') || hasControl(next)) return AFTER_SIGN_IN
  const path = next.split(/[?#]/)[0] ?? ''
  if (AUTH_PAGES.has(path.replace(/\/+$/, ''))) return AFTER_SIGN_IN
  return next
}

/**
 * /login with the page to come back to, for a signed-out visitor of a protected page. The query
 * goes on `/login/` because a static server's redirect from `/login` to `/login/` (PocketBase's
 * does this) drops the query string.
 */
export function loginPathFor(currentPath: string): string {
  const back = returnPath(currentPath)
  return back.replace(/\/+$/, '') === AFTER_SIGN_IN
    ? LOGIN_PATH
    : `${LOGIN_PATH}/?next=${encodeURIComponent(back)}`
}
