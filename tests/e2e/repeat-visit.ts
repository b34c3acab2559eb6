// A page opened twice by the same student's browser, a day apart (ADR 0068): the first visit with
// an empty cache, then the browser closes, and the next visit opens it again with its cache and
// its stored session kept. What the second visit asks of the server is seen at the server: every
// request passes through a small proxy in front of the product, which logs it.
//
// "A day apart" is modelled at the proxy: each answer the browser stores carries `Age: 172800`,
// as if it had waited two days in a cache. A file the server sent with only `Last-Modified` is
// then stale (Chromium's heuristic freshness is a tenth of the file's age when sent: minutes for
// a fresh build) and the browser asks again; a file marked fresh for a year is not asked for.
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, request as forward, type IncomingMessage, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium, type BrowserContext, type Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.ts'
import { loadedScripts, scrollToEnd, type LoadedScripts } from '../../scripts/js-budget.ts'

/** How old every stored answer is when the student comes back: two days. */
export const AGE_SECONDS = 2 * 86_400

/** One request as the server received it. */
export type Logged = {
  method: string
  path: string
  status: number
  /** It asked whether a stored copy is still good (If-Modified-Since or If-None-Match). */
  conditional: boolean
  contentType: string
}

/** A file whose download a repeat visit must not need: a script, a style sheet or a font. */
export function isAsset(request: Logged): boolean {
  return (
    /\.(m?js|css|woff2?|ttf|otf)$/.test(request.path) ||
    /javascript|text\/css|^font\//.test(request.contentType)
  )
}

export type Proxy = { origin: string; log: Logged[]; close: () => Promise<void> }

/** A proxy on a free loopback port in front of `target`, logging every request it passes on. */
export async function startProxy(target: string): Promise<Proxy> {
  const upstream = new URL(target)
  const log: Logged[] = []
  const server: Server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: upstream.host }
    const passed = forward(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers,
      },
      (answer: IncomingMessage) => {
        log.push({
          method: incoming.method ?? 'GET',
          path: new URL(incoming.url ?? '/', target).pathname,
          status: answer.statusCode ?? 0,
          conditional:
            incoming.headers['if-modified-since'] !== undefined ||
            incoming.headers['if-none-match'] !== undefined,
          contentType: answer.headers['content-type'] ?? '',
        })
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          age: String(AGE_SECONDS),
        })
        answer.pipe(outgoing)
      },
    )
    passed.on('error', () => outgoing.destroy())
    incoming.pipe(passed)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (address === null || typeof address === 'string') throw new Error('the proxy has no port')
  return {
    origin: `http://127.0.0.1:${String(address.port)}`,
    log,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** How a view is opened and when it is drawn: the same steps on both visits. */
export type Visit = {
  /** The address opened, on the proxy's origin. */
  path: string
  /** Waits until the student's view is drawn (and does the student's steps to reach it). */
  drawn: (page: Page) => Promise<void>
}

export type TwoVisits = {
  /** The first visit, empty cache: every script the page loaded, drawn and scrolled to the end. */
  cold: LoadedScripts
  /** Every request the server received on the second visit. */
  repeat: Logged[]
}

async function launch(dir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(dir, {
    executablePath: chromiumPath(),
    args: chromiumArgs,
  })
}

/**
 * Opens `visit` in a new browser profile signed in with `session` (signed out with null), closes
 * the browser, opens it again on the same profile (cache and stored session kept) and returns
 * what each visit cost.
 */
export async function visitTwice(
  proxy: Proxy,
  session: string | null,
  visit: Visit,
): Promise<TwoVisits> {
  const dir = mkdtempSync(join(tmpdir(), 'cc-profile-'))
  try {
    const first = await launch(dir)
    let cold: LoadedScripts
    try {
      const page = first.pages()[0] ?? (await first.newPage())
      if (session !== null) {
        // The stored session, written once: the second visit finds it where the first left it.
        await page.goto(`${proxy.origin}/robots.txt`)
        await page.evaluate((value) => {
          localStorage.setItem('pocketbase_auth', value)
        }, session)
      }
      cold = await loadedScripts(page, `${proxy.origin}${visit.path}`, visit.drawn)
    } finally {
      await first.close()
    }
    proxy.log.length = 0
    const second = await launch(dir)
    try {
      const page = second.pages()[0] ?? (await second.newPage())
      await page.goto(`${proxy.origin}${visit.path}`, { waitUntil: 'networkidle' })
      await visit.drawn(page)
      await scrollToEnd(page)
    } finally {
      await second.close()
    }
    return { cold, repeat: [...proxy.log] }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
