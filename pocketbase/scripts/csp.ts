// The Content-Security-Policy for the built site: only the site's own scripts and styles, plus
// the exact inline <script> and <style> blocks Astro emitted (by hash). Computed from the build so
// it can never drift from what is served.
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi
const INLINE_STYLE = /<style\b[^>]*>([\s\S]*?)<\/style>/gi

function hash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
}

/** The hashes of every inline script and style block in the given HTML documents. */
export function inlineHashes(documents: readonly string[]): {
  scripts: string[]
  styles: string[]
} {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  for (const html of documents) {
    for (const match of html.matchAll(INLINE_SCRIPT)) scripts.add(hash(match[1] ?? ''))
    for (const match of html.matchAll(INLINE_STYLE)) styles.add(hash(match[1] ?? ''))
  }
  return { scripts: [...scripts].sort(), styles: [...styles].sort() }
}

/** The policy for pages of the site, given the hashes of its inline blocks. */
export function sitePolicy(hashes: {
  scripts: readonly string[]
  styles: readonly string[]
}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes.scripts.join(' ')}`.trim(),
    `style-src-elem 'self' ${hashes.styles.join(' ')}`.trim(),
    // Style attributes (set by components for positioning) cannot load anything; allow them.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}

/** The policy for a built site directory. */
export function policyForSite(distDir: string): string {
  return sitePolicy(inlineHashes(htmlFiles(distDir).map((file) => readFileSync(file, 'utf8'))))
}
