import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from './fixtures.ts'
import { SITE_DIST } from './server.ts'
import { axeViolations, collectErrors, PUBLIC_PAGES } from './public-helpers.ts'

for (const { path, h1 } of PUBLIC_PAGES) {
  test(`${path} loads with no console errors and no axe violations`, async ({ page }) => {
    const errors = collectErrors(page)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    // The navbar island has read the session (signed out here).
    await expect(page.getByRole('banner')).toHaveAttribute('data-state', 'signed-out')
    expect(await axeViolations(page)).toEqual([])
    expect(errors).toEqual([])

    const description = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description?.length ?? 0).toBeGreaterThanOrEqual(50)
    await expect(page).toHaveTitle(/ \| College Compass$/)
    // The site was built for the address it is served at (PUBLIC_URL, ADR 0068).
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href')
    expect(new URL(canonical ?? '').origin).toBe(new URL(page.url()).origin)
    const footer = page.getByRole('contentinfo')
    for (const name of ['Terms of Service', 'Privacy Policy', 'Contact'])
      await expect(footer.getByRole('link', { name })).toBeVisible()
  })
}

test('the landing page offers the first application free and shows the three feature cards', async ({
  page,
}) => {
  await page.goto('/')
  const cards = page.getByRole('region', { name: 'How College Compass helps' }).getByRole('article')
  await expect(cards.getByRole('heading')).toHaveText([
    'AI University Matching',
    'Smart Planning Assistant',
    'Supplement Reusability',
  ])
})

test('/features has its four sections and a call to action', async ({ page }) => {
  await page.goto('/features')
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([
    /AI University Matching$/,
    /Smart Planning Assistant$/,
    /Essay Management$/,
    /Application Analytics$/,
    'Ready to find your fit?',
  ])
  await expect(page.getByRole('link', { name: 'Create your free account' })).toHaveAttribute(
    'href',
    '/register',
  )
})

test('/about states the marketing figures', async ({ page }) => {
  await page.goto('/about')
  for (const figure of ['50,000+', '1,000+', '94%', '95%', '$2M+'])
    await expect(page.getByText(figure, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Leadership team' })).toBeVisible()
})

test('the legal pages were last updated March 2024; the terms cover premium services', async ({
  page,
}) => {
  await page.goto('/privacy')
  await expect(page.getByText('Last updated March 2024')).toBeVisible()
  await page.goto('/terms')
  await expect(page.getByText('Last updated March 2024')).toBeVisible()
  for (const text of [/paid in advance/, /Automatic renewal/, /Refund policy/, /24\/7/])
    await expect(page.getByText(text).first()).toBeVisible()
})

test('robots.txt and the sitemap name the public address and list exactly the public pages', async ({
  request,
  baseURL,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(/Sitemap: (\S+)/.exec(robots)?.[1]).toBe(`${baseURL ?? ''}/sitemap-index.xml`)
  const index = await (await request.get('/sitemap-index.xml')).text()
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
  const listed: string[] = []
  for (const child of children) {
    expect(new URL(child).origin).toBe(baseURL)
    const sitemap = await (await request.get(new URL(child).pathname)).text()
    listed.push(...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ''))
  }
  expect(listed.sort()).toEqual(
    ['/', '/about/', '/contact/', '/features/', '/privacy/', '/terms/'].map(
      (path) => `${baseURL ?? ''}${path}`,
    ),
  )
  expect((await request.get('/favicon.svg')).status()).toBe(200)
})

test('no built file names the development address', () => {
  const files = readdirSync(SITE_DIST, { recursive: true, withFileTypes: true }).filter(
    (entry) => entry.isFile() && /\.(html|xml|txt|js|json)$/.test(entry.name),
  )
  expect(files.length).toBeGreaterThan(0)
  for (const file of files)
    expect(readFileSync(join(file.parentPath, file.name), 'utf8'), file.name).not.toMatch(
      /localhost:4321/,
    )
})
