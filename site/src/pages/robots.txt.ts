import type { APIRoute } from 'astro'

/**
 * robots.txt with the sitemap's absolute URL (the site's origin comes from SITE_URL). The app
 * pages are left out of the sitemap but not disallowed: their HTML holds no one's data (the
 * islands draw it after the session check), and the budget asks Lighthouse's SEO audit,
 * which fails a disallowed page, to score them 100 (ADR 0028).
 */
export const GET: APIRoute = ({ site }) => {
  const sitemap = new URL('/sitemap-index.xml', site).href
  const body = ['User-agent: *', 'Allow: /', '', `Sitemap: ${sitemap}`, ''].join('\n')
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
}
