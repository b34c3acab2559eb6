import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { inlineHashes, sitePolicy } from './csp.ts'

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

describe('inlineHashes', () => {
  it('hashes inline scripts and styles, never external scripts, once each', () => {
    const page = [
      '<script type="module" src="/_astro/page.js"></script>',
      '<script>console.log(1)</script>',
      '<style>astro-island{display:contents}</style>',
      '<script type="module">console.log(1)</script>',
    ].join('')
    expect(inlineHashes([page, page])).toEqual({
      scripts: [sha('console.log(1)')],
      styles: [sha('astro-island{display:contents}')],
    })
  })
})

describe('sitePolicy', () => {
  it("never allows 'unsafe-inline' scripts and forbids framing", () => {
    const policy = sitePolicy({ scripts: ["'sha256-abc'"], styles: [] })
    expect(policy).toContain("script-src 'self' 'sha256-abc'")
    expect(policy).toContain("frame-ancestors 'none'")
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/)
  })
})
