import type { APIRoute, GetStaticPaths } from 'astro'
import { legalDocument } from '../../lib/content.ts'

/**
 * /legal/terms.json and /legal/privacy.json: the documents the sign-in and sign-up screens open in
 * their modal, fetched on the first open rather than carried in every page's HTML (ADR 0028).
 * Built from the same content collection as /terms and /privacy.
 */
export const getStaticPaths = (() =>
  ['terms', 'privacy'].map((id) => ({ params: { id } }))) satisfies GetStaticPaths

export const GET: APIRoute = async ({ params }) => {
  const id = params.id === 'privacy' ? 'privacy' : 'terms'
  return new Response(JSON.stringify(await legalDocument(id)), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  })
}
