import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

type Kind = 'asset' | 'document' | 'file'
type SecurityHookLib = {
  kindOf: (path: string) => Kind
  cacheControlFor: (path: string, kind: Kind) => string
}

/** The hook library as PocketBase loads it: a CommonJS file reading its settings from `$os`. */
function loadHookLib(): SecurityHookLib {
  const source = readFileSync(new URL('./security.js', import.meta.url), 'utf8')
  const module = { exports: {} as SecurityHookLib }
  const $os = { getenv: () => '' }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating our own CommonJS file
  new Function('module', 'exports', '$os', source)(module, module.exports, $os)
  return module.exports
}
const { kindOf, cacheControlFor } = loadHookLib()

const YEAR = 'public, max-age=31536000, immutable'

// What each site path is served with (ADR 0068); the end-to-end test reads the same headers from
// the served product (tests/e2e/headers.e2e.ts).
describe('the site paths of the security middleware', () => {
  it.each<[string, Kind, string]>([
    ['/_astro/react.BWVOokSW.js', 'asset', YEAR],
    ['/_astro/navbar-entry-CmU8UGPz.js', 'asset', YEAR],
    ['/', 'document', 'no-cache'],
    ['/dashboard/', 'document', 'no-cache'],
    ['/dashboard', 'document', 'no-cache'],
    ['/404.html', 'document', 'no-cache'],
    ['/essays-sw.js', 'document', 'no-cache'],
    ['/favicon.svg', 'file', 'public, max-age=604800'],
    ['/robots.txt', 'file', 'public, max-age=86400'],
    ['/sitemap-index.xml', 'file', 'public, max-age=86400'],
    ['/sitemap-0.xml', 'file', 'public, max-age=86400'],
    ['/legal/terms.json', 'file', 'no-cache'],
    ['/other.js', 'file', 'no-cache'],
  ])('%s is a %s, cached with %j', (path, kind, cacheControl) => {
    expect(kindOf(path)).toBe(kind)
    expect(cacheControlFor(path, kind)).toBe(cacheControl)
  })
})
