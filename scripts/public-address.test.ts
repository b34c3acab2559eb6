// The public address the site is built for (site/public-address.ts, ADR 0068): what PUBLIC_URL may
// be, what the sitemap lists and what robots.txt says with and without it.
import { describe, expect, it } from 'vitest'
import { inSitemap, publicOrigin, robotsTxt } from '../site/public-address.ts'

describe('the public address of a build', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['  ', undefined],
    ['https://compass.example.org', 'https://compass.example.org'],
    ['https://compass.example.org/', 'https://compass.example.org'],
    [' https://Compass.Example.org:8443/ ', 'https://compass.example.org:8443'],
    ['http://127.0.0.1:8090', 'http://127.0.0.1:8090'],
  ])('PUBLIC_URL %j is the origin %j', (value, origin) => {
    expect(publicOrigin(value)).toBe(origin)
  })

  it.each([
    ['compass.example.org', /public address/],
    ['ftp://compass.example.org', /https:\/\/ or http:\/\//],
    ['https://example.org/compass/', /without a path/],
    ['https://example.org/?x=1', /without a path/],
  ])('refuses PUBLIC_URL %j, naming the variable', (value, reason) => {
    expect(() => publicOrigin(value)).toThrow(/PUBLIC_URL/)
    expect(() => publicOrigin(value)).toThrow(reason)
  })

  it.each<[string, boolean]>([
    ['https://compass.example.org/', true],
    ['https://compass.example.org/features/', true],
    ['https://compass.example.org/terms/', true],
    ...[
      'dashboard',
      'quiz',
      'profile',
      'planner',
      'essays',
      'analytics',
      'login',
      'register',
      'forgot-password',
      'reset-password',
      '404',
    ].map((page): [string, boolean] => [`https://compass.example.org/${page}/`, false]),
  ])('the sitemap lists %s: %s', (page, listed) => {
    expect(inSitemap(page)).toBe(listed)
  })

  it('robots.txt names the sitemap at the public address, and no sitemap without one', () => {
    expect(robotsTxt(new URL('https://compass.example.org'))).toBe(
      'User-agent: *\nAllow: /\n\nSitemap: https://compass.example.org/sitemap-index.xml\n',
    )
    expect(robotsTxt(undefined)).toBe('User-agent: *\nAllow: /\n')
  })
})
