// The site's public address and what search engines are told of it (ADR 0068): the sitemap lists
// the public pages only, and it, robots.txt and every page's canonical link name the origin given
// in PUBLIC_URL when the site is built. A build without PUBLIC_URL names no origin at all (no
// sitemap, no Sitemap line, no canonical links) rather than a wrong one.

/**
 * The pages search engines are pointed to. Every other page is a student's own (signed in), a
 * step of signing in or resetting a password, or the 404 page.
 */
export const SITEMAP_PATHS = ['/', '/features/', '/about/', '/contact/', '/privacy/', '/terms/']

/** Whether the sitemap lists `page` (an absolute URL, as the sitemap integration passes it). */
export function inSitemap(page: string): boolean {
  return SITEMAP_PATHS.includes(new URL(page).pathname)
}

/**
 * The public origin from PUBLIC_URL (`https://compass.example.org`, a trailing "/" allowed), or
 * undefined when it is unset or empty. Anything else fails the build, saying why: the site is
 * served at the root of an http(s) origin.
 */
export function publicOrigin(value: string | undefined): string | undefined {
  if (value === undefined || value.trim() === '') return undefined
  let url: URL
  try {
    url = new URL(value.trim())
  } catch {
    throw new Error(
      `PUBLIC_URL must be the site's public address, like https://example.org: "${value}"`,
    )
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`PUBLIC_URL must start with https:// or http://: "${value}"`)
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '')
    throw new Error(`PUBLIC_URL must be an origin, without a path: "${value}"`)
  return url.origin
}

/**
 * robots.txt: everything may be crawled (ADR 0028: the app pages hold no one's data, and are left
 * out of the sitemap instead), and the sitemap's address when the build knows the origin.
 */
export function robotsTxt(site: URL | undefined): string {
  const lines = ['User-agent: *', 'Allow: /']
  if (site) lines.push('', `Sitemap: ${new URL('/sitemap-index.xml', site).href}`)
  return `${lines.join('\n')}\n`
}
