import { expect, test } from './fixtures.ts'

// The headers of `pnpm start`'s serving (ADRs 0006 and 0068), read from the product as served.

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
}
/** What only a document reads: never sent with a script, a style sheet or an icon. */
const DOCUMENT_ONLY = [
  'content-security-policy',
  'x-frame-options',
  'referrer-policy',
  'permissions-policy',
  'cross-origin-opener-policy',
  'x-xss-protection',
]
const YEAR = 'public, max-age=31536000, immutable'

test('pages carry the security headers and a CSP without inline-script allowances, and are revalidated', async ({
  request,
}) => {
  for (const path of ['/', '/about/', '/register/', '/dashboard/', '/essays/']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const headers = response.headers()
    expect(headers, path).toMatchObject({ ...COMMON, 'cache-control': 'no-cache' })
    expect(headers['permissions-policy']).toContain('camera=()')
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    // Plain HTTP on loopback: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined()
  }
})

test('hashed build files are fresh for a year and carry only the headers a file needs', async ({
  request,
}) => {
  const html = await (await request.get('/dashboard/')).text()
  const scripts = [...html.matchAll(/"(\/_astro\/[^"]+\.js)"/g)].map((m) => m[1] ?? '')
  expect(scripts.length).toBeGreaterThan(0)
  for (const path of scripts) {
    const headers = (await request.get(path)).headers()
    expect(headers['cache-control'], path).toBe(YEAR)
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    for (const name of DOCUMENT_ONLY) expect(headers[name], `${path}: ${name}`).toBeUndefined()
  }
  // Behind an HTTPS proxy, files keep HSTS, which applies to every answer.
  const proxied = await request.get(scripts[0] ?? '', {
    headers: { 'X-Forwarded-Proto': 'https' },
  })
  expect(proxied.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')

  // A build file that does not exist is the 404 page, never kept for a year.
  const missing = await request.get('/_astro/no-such-file.js')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['cache-control']).toBe('no-cache')
  expect(missing.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
})

test('other files are cached as each needs; the service worker is revalidated under the CSP', async ({
  request,
}) => {
  for (const [path, cacheControl] of [
    ['/favicon.svg', 'public, max-age=604800'],
    ['/robots.txt', 'public, max-age=86400'],
    ['/sitemap-index.xml', 'public, max-age=86400'],
    ['/legal/terms.json', 'no-cache'],
  ] as const) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    expect(response.headers()['cache-control'], path).toBe(cacheControl)
    for (const name of DOCUMENT_ONLY)
      expect(response.headers()[name], `${path}: ${name}`).toBeUndefined()
  }
  // A worker runs under the CSP its script is sent with, and must be replaceable at once.
  const worker = await request.get('/essays-sw.js')
  expect(worker.headers()['cache-control']).toBe('no-cache')
  expect(worker.headers()['content-security-policy']).toContain("default-src 'self'")
})

test('the API carries the headers too, HSTS behind an HTTPS proxy, and CORS only for the site', async ({
  request,
  baseURL,
}) => {
  const api = await request.get('/api/health')
  expect(api.headers()).toMatchObject(COMMON)
  expect(api.headers()['content-security-policy']).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  )

  const proxied = await request.get('/api/health', { headers: { 'X-Forwarded-Proto': 'https' } })
  expect(proxied.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains')

  const own = await request.get('/api/health', { headers: { Origin: baseURL ?? '' } })
  expect(own.headers()['access-control-allow-origin']).toBe(baseURL)
  const foreign = await request.get('/api/health', { headers: { Origin: 'https://evil.example' } })
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined()
})

test('pages run under the CSP with no violations reported', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text())
  })
  for (const path of ['/', '/contact/', '/register/']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(violations).toEqual([])
})
