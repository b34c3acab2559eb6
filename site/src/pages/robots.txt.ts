import type { APIRoute } from 'astro'
import { robotsTxt } from '../../public-address.ts'

/** robots.txt, naming the sitemap at the public address the site was built for (PUBLIC_URL). */
export const GET: APIRoute = ({ site }) =>
  new Response(robotsTxt(site), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
