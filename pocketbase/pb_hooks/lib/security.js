// Security and caching headers (ADRs 0006 and 0068). The site's CSP is computed from the build by
// the start script (pocketbase/scripts/csp.ts) and passed in CC_CSP_POLICY; the API gets a
// deny-all policy. The admin dashboard (/_/) keeps PocketBase's own needs, framing still forbidden.
// Documents (the site's pages, the service worker's script, whose CSP governs the worker) and API
// answers carry the whole set; other files only what applies to any file (nosniff, HSTS).
const API_POLICY = "default-src 'none'; frame-ancestors 'none'"
const ADMIN_POLICY = "frame-ancestors 'none'"
const FALLBACK_SITE_POLICY =
  "default-src 'self'; script-src 'self'; style-src-elem 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data: blob:; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'"
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'
const HSTS = 'max-age=31536000; includeSubDomains'

/** Build files named by their content's hash (/_astro/): the same name never changes. */
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Pages, the service worker and every other file: kept, but asked about before each use. */
const REVALIDATE = 'no-cache'
/** The icon: changes are rare and cosmetic, so a week-old copy is fine. */
const WEEK = 'public, max-age=604800'
/** robots.txt and the sitemap: read by crawlers, changed only by a release. */
const DAY = 'public, max-age=86400'
/** Service worker scripts: a worker runs under the CSP its own script is sent with. */
const SERVICE_WORKERS = ['/essays-sw.js']

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

/**
 * What a path of the site is served as: 'asset' (a hashed build file), 'document' (a page, or a
 * service worker's script) or 'file' (the icon, robots.txt, the sitemap, the legal texts). A page
 * is a path ending in "/" or ".html", or whose last part has no extension (redirected to "/").
 */
function kindOf(path) {
  if (path.indexOf('/_astro/') === 0) return 'asset'
  if (SERVICE_WORKERS.indexOf(path) !== -1) return 'document'
  const last = path.slice(path.lastIndexOf('/') + 1)
  if (last === '' || last.indexOf('.') === -1 || last.slice(-5) === '.html') return 'document'
  return 'file'
}

/** The Cache-Control of a site path answered with its file (ADR 0068); `kind` is kindOf(path). */
function cacheControlFor(path, kind) {
  if (kind === 'asset') return IMMUTABLE
  if (kind === 'document') return REVALIDATE
  if (path === '/favicon.svg') return WEEK
  if (path === '/robots.txt' || (path.indexOf('/sitemap-') === 0 && path.slice(-4) === '.xml'))
    return DAY
  return REVALIDATE
}

/** What only a document reads: PocketBase's defaults of these go from other files too. */
const DOCUMENT_ONLY = ['X-Frame-Options', 'Cross-Origin-Opener-Policy', 'X-XSS-Protection']

/**
 * Sets the security headers on `e`'s response; `sitePolicy` defaults to CC_CSP_POLICY. With
 * `documentHeaders` false (a site file that is not a page), only the headers any file needs.
 */
function applySecurityHeaders(e, sitePolicy, documentHeaders) {
  const request = e.request
  const h = e.response.header()
  h.set('X-Content-Type-Options', 'nosniff')
  if (isHttps(request)) h.set('Strict-Transport-Security', HSTS)
  if (documentHeaders === false) {
    for (const name of DOCUMENT_ONLY) h.del(name)
    return
  }
  h.set('Content-Security-Policy', policyFor(request.url.path, sitePolicy || SITE_POLICY))
  h.set('X-Frame-Options', 'DENY')
  h.set('Referrer-Policy', 'strict-origin-when-cross-origin')
  h.set('Permissions-Policy', PERMISSIONS_POLICY)
  h.set('Cross-Origin-Opener-Policy', 'same-origin-allow-popups')
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
  if (
    status !== 404 ||
    !NOT_FOUND_PAGE ||
    (e.request.method !== 'GET' && e.request.method !== 'HEAD')
  )
    throw error
  // A page, whatever the path looked like.
  applySecurityHeaders(e)
  if (notFoundHtml === null) notFoundHtml = toString($os.readFile(NOT_FOUND_PAGE))
  return e.html(404, notFoundHtml)
}

/** The middleware of security.pb.js: headers on every answer, the site's page for a 404. */
function handle(e) {
  const path = e.request.url.path
  // API and dashboard answers pass straight through: no JS catch on the API's hot path.
  if (path.indexOf('/api/') === 0 || path === '/_' || path.indexOf('/_/') === 0) {
    applySecurityHeaders(e)
    applyPrivacyHeaders(e)
    return e.next()
  }
  const kind = kindOf(path)
  applySecurityHeaders(e, undefined, kind === 'document')
  const h = e.response.header()
  h.set('Cache-Control', cacheControlFor(path, kind))
  applySharedPageHeaders(e)
  try {
    return e.next()
  } catch (error) {
    // No file (or a failure): what was said of the file must not be kept for a year.
    h.set('Cache-Control', REVALIDATE)
    return notFoundPage(e, error)
  }
}

module.exports = { applySecurityHeaders, cacheControlFor, handle, kindOf, policyFor }
