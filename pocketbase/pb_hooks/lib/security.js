// Security headers for every response. The site's CSP is computed from the build by the start
// script (pocketbase/scripts/csp.ts) and passed in CC_CSP_POLICY; the API gets a deny-all policy.
// The admin dashboard (/_/) keeps PocketBase's own needs, framing still forbidden.
const API_POLICY = "default-src 'none'; frame-ancestors 'none'"
const ADMIN_POLICY = "frame-ancestors 'none'"
const FALLBACK_SITE_POLICY =
  "default-src 'self'; script-src 'self'; style-src-elem 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'
const HSTS = 'max-age=31536000; includeSubDomains'

// Read once per VM: the environment does not change while the server runs.
const SITE_POLICY = $os.getenv('CC_CSP_POLICY') || FALLBACK_SITE_POLICY
/** The built site's 404 page (set by the start-up when it serves a site), read on first need. */
const NOT_FOUND_PAGE = $os.getenv('CC_NOT_FOUND_PAGE')
let notFoundHtml = null

/** Answers that carry a session or a token: never stored by a browser or a shared cache. */
const TOKEN_PATH = /^\/api\/collections\/[^/]+\/(auth-|impersonate\/)/

function policyFor(path, sitePolicy) {
  if (path.indexOf('/api/') === 0) return API_POLICY
  if (path === '/_' || path.indexOf('/_/') === 0) return ADMIN_POLICY
  return sitePolicy || FALLBACK_SITE_POLICY
}

function isHttps(request) {
  if (request.tls) return true
  // Only meaningful behind a proxy that sets it (see docs/operations.md).
  return request.header.get('X-Forwarded-Proto') === 'https'
}

/** Sets the headers on `e`'s response; `sitePolicy` defaults to CC_CSP_POLICY. */
function applySecurityHeaders(e, sitePolicy) {
  const request = e.request
  const h = e.response.header()
  h.set('Content-Security-Policy', policyFor(request.url.path, sitePolicy || SITE_POLICY))
  h.set('X-Content-Type-Options', 'nosniff')
  h.set('X-Frame-Options', 'DENY')
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  h.set('Permissions-Policy', PERMISSIONS_POLICY)
  h.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
  if (isHttps(request)) h.set('Strict-Transport-Security', HSTS)
}

/**
 * Signed-in API answers (a token in the Authorization header) and answers that hand out a token
 * (sign-in, refresh, impersonation) are private: `Cache-Control: no-store`. Every API answer
 * varies with the Authorization header, so no cache serves one student's answer to another.
 */
function applyPrivacyHeaders(e) {
  const path = e.request.url.path
  if (path.indexOf('/api/') !== 0) return
  const h = e.response.header()
  h.add('Vary', 'Authorization')
  if (e.request.header.get('Authorization') !== '' || TOKEN_PATH.test(path)) {
    h.set('Cache-Control', 'no-store')
  }
}

/** The supporter's page at a shared link (ADR 0081), with or without its trailing slash. */
const SHARED_PAGE = /^\/shared(\/|\/index\.html)?$/

/**
 * A student's shared plan is theirs: the page is never indexed, never kept by a browser or a
 * shared cache, and sends no Referer (its token is in the fragment, which no Referer carries,
 * and the page links nowhere that needs to know where the reader came from).
 */
function applySharedPageHeaders(e) {
  if (!SHARED_PAGE.test(e.request.url.path)) return
  const h = e.response.header()
  h.set('Referrer-Policy', 'no-referrer')
  h.set('X-Robots-Tag', 'noindex, nofollow')
  h.set('Cache-Control', 'no-store')
}

/**
 * The site's own 404 page, as HTML with status 404, for an unknown page; the API and the admin
 * dashboard keep PocketBase's JSON answer. Rethrows anything else.
 */
function notFoundPage(e, error) {
  const status = error && error.value ? error.value.status : 0
  const path = e.request.url.path
  const method = e.request.method
  if (
    status !== 404 ||
    !NOT_FOUND_PAGE ||
    (method !== 'GET' && method !== 'HEAD') ||
    path.indexOf('/api/') === 0 ||
    path === '/_' ||
    path.indexOf('/_/') === 0
  ) {
    throw error
  }
  if (notFoundHtml === null) notFoundHtml = toString($os.readFile(NOT_FOUND_PAGE))
  return e.html(404, notFoundHtml)
}

/** The middleware of security.pb.js: headers on every answer, the site's page for a 404. */
function handle(e) {
  applySecurityHeaders(e)
  applyPrivacyHeaders(e)
  applySharedPageHeaders(e)
  // API and dashboard errors pass straight through: no JS catch on the API's hot path.
  const path = e.request.url.path
  if (!NOT_FOUND_PAGE || path.indexOf('/api/') === 0 || path.indexOf('/_') === 0) return e.next()
  try {
    return e.next()
  } catch (error) {
    return notFoundPage(e, error)
  }
}

module.exports = { applySecurityHeaders, handle, policyFor }
