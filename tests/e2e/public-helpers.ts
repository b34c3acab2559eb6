// Shared steps for the public-site end-to-end tests.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { E2E_ADMIN } from './server.ts'

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** The public pages (no sign-in, no React), each with a short name and its one h1. */
export const PUBLIC_PAGES = [
  { path: '/', name: 'home', h1: 'Your first college application is free' },
  { path: '/features', name: 'features', h1: 'Everything you need to apply with confidence' },
  { path: '/about', name: 'about', h1: 'About College Compass' },
  { path: '/contact', name: 'contact', h1: 'Contact us' },
  { path: '/privacy', name: 'privacy', h1: 'Privacy Policy' },
  { path: '/terms', name: 'terms', h1: 'Terms of Service' },
  { path: '/404.html', name: 'not-found', h1: "We couldn't find that page" },
]

/** Runs axe (WCAG 2.x A/AA and best practices) on the page and returns the violations. */
export async function axeViolations(page: Page): Promise<{ id: string; nodes: number }[]> {
  // Evaluated through the DevTools protocol: the site's CSP (rightly) refuses injected inline scripts.
  await page.evaluate(axeSource)
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (o: object) => Promise<any> } }).axe
    const result = await axe.run({
      runOnly: {
        type: 'tag',
        values: ['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa', 'best-practice'],
      },
    })
    return result.violations.map((v: any) => ({ id: v.id, nodes: v.nodes.length }))
  })
}

/** Fails the test with the page's axe violations, if it has any, naming where it was. */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${where}`).toEqual([])
}

/** Collects console errors and uncaught exceptions from the moment it is called. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

let counter = 0

/** Creates a student through the public API and returns their stored session (as the SDK keeps it). */
export async function createStudent(
  request: APIRequestContext,
  options: { name?: string; photo?: boolean } = {},
): Promise<{ email: string; session: string }> {
  counter += 1
  const email = `public-${counter}-${Date.now()}@example.test`
  const password = 'public-password-123'
  const multipart: Record<string, string | { name: string; mimeType: string; buffer: Buffer }> = {
    name: options.name ?? '',
    email,
    password,
    passwordConfirm: password,
  }
  if (options.photo) {
    // A 1x1 PNG: photos are image types only (JPEG, PNG, GIF, WebP), never SVG.
    multipart.avatar = {
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    }
  }
  const created = await request.post('/api/collections/users/records', { multipart })
  expect(created.status(), await created.text()).toBe(200)
  const auth = await request.post('/api/collections/users/auth-with-password', {
    data: { identity: email, password },
  })
  expect(auth.status()).toBe(200)
  const { token, record } = (await auth.json()) as { token: string; record: object }
  return { email, session: JSON.stringify({ token, record }) }
}

/** Signs the browser in by storing the session where the SDK keeps it, before any page script. */
export async function signInWith(page: Page, session: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-signed-in')) {
      localStorage.setItem('pocketbase_auth', value)
      sessionStorage.setItem('e2e-signed-in', '1')
    }
  }, session)
}

/** A superuser token, to read what visitors stored. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/collections/_superusers/auth-with-password', {
    data: { identity: E2E_ADMIN.email, password: E2E_ADMIN.password },
  })
  return ((await response.json()) as { token: string }).token
}

/**
 * Waits until the page's scripts are live: every island hydrated (Astro drops their `ssr`
 * attribute) and the navbar's script has shown the sign-in state (ADR 0040).
 */
export async function islandsReady(page: Page): Promise<void> {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0)
  await expect(page.locator('[data-navbar][data-state="loading"]')).toHaveCount(0)
}
