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

module.exports = { applySecurityHeaders, policyFor }
