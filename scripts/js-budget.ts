// What JavaScript a page loads, and its size gzipped: `loadedScripts` measures it in Chromium at
// run time (what the budget judges); `pageScripts` follows a built page's static imports. Shared
// by the budget test (tests/e2e/public-budget.e2e.ts) and the web benchmark (bench/web.ts).
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Page, Response } from 'playwright'

/** The public pages' budget: JavaScript loaded by the page, gzip, in bytes (15 KB, ADR 0040). */
export const MARKETING_JS_BUDGET = 15 * 1024
/** The sign-in pages' budget (/login, /register and the password reset pages): 90 KB gzip. */
export const APP_JS_BUDGET = 90 * 1024
/**
 * The signed-in pages' budget (ADR 0068): at most 130 KB gzip of JavaScript and 12 JavaScript
 * requests on a cold load, drawn for a student with data and scrolled to the end; a repeat visit
 * requests none.
 */
export const SIGNED_IN_JS_BUDGET = 130 * 1024
/** At most this many JavaScript responses on a signed-in page's cold load (ADR 0068). */
export const SIGNED_IN_JS_REQUESTS = 12
/** A script under this many bytes (gzip) costs a request more than its bytes: listed by the test. */
export const SMALL_SCRIPT_BYTES = 1024

/** App pages; `signedIn` pages send a signed-out visitor to /login, so they are measured signed in. */
export const APP_PAGES = [
  { path: '/login/', signedIn: false },
  { path: '/register/', signedIn: false },
  { path: '/dashboard/', signedIn: true },
  { path: '/quiz/', signedIn: true },
  { path: '/profile/', signedIn: true },
  { path: '/planner/', signedIn: true },
  { path: '/essays/', signedIn: true },
  { path: '/analytics/', signedIn: true },
] as const

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
    if (body.trim() !== '' && !/type="application\/(ld\+)?json"/.test(match[0])) {
      inlineBytes += gzipSize(body)
      // A script an inline loader requests later (site/src/components/DeferredScript.astro).
      for (const loaded of body.matchAll(/"(\/_astro\/[^"]+\.js)"/g))
        if (loaded[1]) entries.add(loaded[1])
    }
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

export type LoadedScripts = {
  /** The page's URL once the network was idle (a redirect to /login shows here). */
  finalUrl: string
  /** Every JavaScript response body, once per URL, with its size as served and gzipped. */
  scripts: { url: string; bytes: number; gzipBytes: number }[]
  /** Inline scripts in the final document (not JSON data), gzip bytes, each gzipped alone. */
  inlineGzipBytes: number
  /** Responses plus inline: what the budget judges. */
  totalGzipBytes: number
  /** How many JavaScript responses the page had: what the request limit judges. */
  requests: number
}

const isJavaScript = (response: Response): boolean =>
  response.request().resourceType() === 'script' ||
  /\b(?:java|ecma)script\b/i.test(response.headers()['content-type'] ?? '')

/** Resolves once no request has been in flight for `quietMs` (what 'networkidle' means). */
async function networkQuiet(page: Page, quietMs = 500): Promise<void> {
  let inFlight = 0
  let last = Date.now()
  const start = () => {
    inFlight += 1
    last = Date.now()
  }
  const end = () => {
    inFlight = Math.max(0, inFlight - 1)
    last = Date.now()
  }
  page.on('request', start)
  page.on('requestfinished', end)
  page.on('requestfailed', end)
  try {
    while (inFlight > 0 || Date.now() - last < quietMs) await page.waitForTimeout(100)
  } finally {
    page.off('request', start)
    page.off('requestfinished', end)
    page.off('requestfailed', end)
  }
}

/**
 * Scrolls `page` to its end, as a student reading it does, waiting for the network to be quiet
 * after each step, until the page stops growing: what loads as it nears the screen is counted.
 */
export async function scrollToEnd(page: Page): Promise<void> {
  let height = -1
  for (let step = 0; step < 10; step++) {
    const now = await page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight)
      return document.documentElement.scrollHeight
    })
    await networkQuiet(page)
    if (now === height) return
    height = now
  }
}

/**
 * The JavaScript a page really loads at run time: opens `url` in `page` (sign it in first for app
 * pages), waits for the network to be idle, and gzips every JavaScript response body itself (the
 * server may not compress), so dynamic imports and lazily loaded islands count too. With `drawn`,
 * it also waits for that (say, a chart on the page), scrolls to the end and waits for the network
 * to be quiet again, so code that loads as a part nears the screen, or that a slow machine
 * fetches after a pause, still counts.
 */
export async function loadedScripts(
  page: Page,
  url: string,
  drawn?: (page: Page) => Promise<void>,
): Promise<LoadedScripts> {
  const bodies = new Map<string, Promise<Buffer | null>>()
  const onResponse = (response: Response) => {
    if (response.status() < 200 || response.status() >= 300 || !isJavaScript(response)) return
    if (!bodies.has(response.url()))
      bodies.set(
        response.url(),
        response.body().catch(() => null),
      )
  }
  page.on('response', onResponse)
  try {
    await page.goto(url, { waitUntil: 'networkidle' })
    if (drawn) {
      await drawn(page)
      await networkQuiet(page)
      await scrollToEnd(page)
    }
  } finally {
    page.off('response', onResponse)
  }
  const scripts: LoadedScripts['scripts'] = []
  for (const [scriptUrl, body] of bodies) {
    const buffer = await body
    if (buffer === null) throw new Error(`could not read the body of ${scriptUrl}`)
    scripts.push({ url: scriptUrl, bytes: buffer.byteLength, gzipBytes: gzipSize(buffer) })
  }
  scripts.sort((a, b) => a.url.localeCompare(b.url))
  const inline = await page.evaluate(() =>
    [...document.scripts]
      .filter(
        (s) =>
          !s.src &&
          ['', 'module', 'text/javascript', 'application/javascript'].includes(
            s.type.toLowerCase(),
          ),
      )
      .map((s) => s.textContent)
      .filter((code) => code.trim() !== ''),
  )
  const inlineGzipBytes = inline.reduce((sum, code) => sum + gzipSize(code), 0)
  return {
    finalUrl: page.url(),
    scripts,
    inlineGzipBytes,
    totalGzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0) + inlineGzipBytes,
    requests: scripts.length,
  }
}
