// What JavaScript a built page loads before any interaction, and its size gzipped. Shared by the
// budget test (tests/e2e/public-budget.e2e.ts) and the web benchmark (bench/web.ts).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'

/** The marketing pages' budget: JavaScript loaded by the page, gzip, in bytes (75 KB). */
export const MARKETING_JS_BUDGET = 75 * 1024

/** Public pages and the file each one is built to. */
export const PUBLIC_PAGES = [
  { path: '/', file: 'index.html', marketing: true },
  { path: '/features/', file: 'features/index.html', marketing: true },
  { path: '/about/', file: 'about/index.html', marketing: true },
  { path: '/contact/', file: 'contact/index.html', marketing: true },
  { path: '/privacy/', file: 'privacy/index.html', marketing: true },
  { path: '/terms/', file: 'terms/index.html', marketing: true },
  { path: '/404.html', file: '404.html', marketing: true },
] as const

export type PageScripts = {
  /** Module files the page loads, with their static imports, as site paths. */
  modules: string[]
  /** Inline <script> bodies, gzip bytes. */
  inlineBytes: number
  /** Everything, gzip bytes. */
  totalBytes: number
}

const gzipSize = (text: string | Buffer): number => gzipSync(text).byteLength

/** Static imports of an ES module (not dynamic `import()`, which loads later, on demand). */
function staticImports(code: string): string[] {
  const found: string[] = []
  const pattern = /(?:^|[;}\n])\s*(?:import|export)\s*(?:[\w*{}\s,$]*?\s*from\s*)?["']([^"']+)["']/g
  for (const match of code.matchAll(pattern)) if (match[1]) found.push(match[1])
  return found
}

/** The JavaScript one built page loads up front, following static imports. */
export function pageScripts(distDir: string, htmlFile: string): PageScripts {
  const html = readFileSync(join(distDir, htmlFile), 'utf8')
  const entries = new Set<string>()
  for (const match of html.matchAll(
    /(?:component-url|renderer-url|before-hydration-url)="([^"]+)"/g,
  ))
    if (match[1]) entries.add(match[1])
  for (const match of html.matchAll(/<script[^>]*\bsrc="([^"]+)"/g))
    if (match[1]) entries.add(match[1])
  let inlineBytes = 0
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? ''
    if (body.trim() !== '' && !/type="application\/(ld\+)?json"/.test(match[0]))
      inlineBytes += gzipSize(body)
  }

  const seen = new Set<string>()
  const queue = [...entries]
  let moduleBytes = 0
  while (queue.length > 0) {
    const url = queue.shift()
    if (url === undefined || seen.has(url) || !url.startsWith('/')) continue
    seen.add(url)
    const file = join(distDir, url)
    if (!existsSync(file)) throw new Error(`${htmlFile} loads ${url}, which is not in ${distDir}`)
    const code = readFileSync(file)
    moduleBytes += gzipSize(code)
    for (const specifier of staticImports(code.toString('utf8'))) {
      if (specifier.startsWith('.')) queue.push(posix.join(posix.dirname(url), specifier))
      else if (specifier.startsWith('/')) queue.push(specifier)
    }
  }
  return { modules: [...seen].sort(), inlineBytes, totalBytes: moduleBytes + inlineBytes }
}

export const SITE_DIST = join(dirname(new URL(import.meta.url).pathname), '../site/dist')
