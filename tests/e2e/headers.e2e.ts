import { expect, test } from './fixtures.ts'

const COMMON = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
}

test('pages carry the security headers and a CSP without inline-script allowances', async ({
  request,
}) => {
  for (const path of ['/', '/about/', '/register/', '/dashboard/']) {
    const response = await request.get(path)
    expect(response.status(), path).toBe(200)
    const headers = response.headers()
    expect(headers, path).toMatchObject(COMMON)
    expect(headers['permissions-policy']).toContain('camera=()')
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')*;/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/)
    // Plain HTTP on loopback: no HSTS.
    expect(headers['strict-transport-security']).toBeUndefined()
  }
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
