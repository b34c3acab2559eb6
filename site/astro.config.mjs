// @ts-check
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
import sitemap from '@astrojs/sitemap'
import { inSitemap, publicOrigin } from './public-address.ts'
import { fileFor } from './chunk-by-islands.ts'

// In development the PocketBase API and admin dashboard are proxied onto the site's origin, so
// the browser talks to one origin (no CORS); in production PocketBase serves the built site.
const pocketbase = process.env.PB_URL ?? 'http://127.0.0.1:8090'

// The public address the sitemap, robots.txt and canonical links name (ADR 0068). Without it the
// build names none: no sitemap, and pages without canonical links.
const site = publicOrigin(process.env.PUBLIC_URL)
if (site === undefined && process.argv.includes('build'))
  console.warn(
    `PUBLIC_URL is not set: the build has no sitemap and no canonical links. Set it to the public address (https://...).${
      process.env.SITE_URL ? ' SITE_URL is no longer read.' : ''
    }`,
  )

export default defineConfig({
  ...(site === undefined ? {} : { site }),
  integrations: [
    react(),
    // Only the public pages; without a site the integration writes nothing.
    ...(site === undefined ? [] : [sitemap({ filter: inSitemap })]),
  ],
  // Small pages: inline the CSS so nothing blocks the first paint (Lighthouse budgets, ADR 0010).
  build: { inlineStylesheets: 'always' },
  trailingSlash: 'ignore',
  vite: {
    plugins: [
      {
        // The groups below take a module without the modules it imports (each finds its own
        // file), which Rolldown allows only when an entry may export more than its own exports.
        name: 'entry-signatures',
        options: (options) => ({ ...options, preserveEntrySignatures: 'allow-extension' }),
      },
    ],
    // No modulepreload links or polyfill in the pages (Vite still wraps dynamic imports in its
    // small helper).
    build: { modulePreload: false },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // Steered by package (React) and by which islands import a module up front, never
              // by our file names (ADRs 0068, 0079, 0095). Figures per view:
              // bench/results/budgets.md.
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  {
                    // React's runtime loads as a whole on every page with an island: one file.
                    name: 'react',
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
                  },
                  {
                    // The rest by the islands that use it, up front or in their later steps
                    // (site/chunk-by-islands.ts).
                    name: (/** @type {string} */ id, /** @type {any} */ ctx) =>
                      fileFor(id, (module) => ctx.getModuleInfo(module)),
                  },
                ],
              },
            },
          },
        },
      },
    },
    server: {
      proxy: {
        '/api': { target: pocketbase, changeOrigin: false },
        '^/_/': { target: pocketbase, changeOrigin: false },
      },
    },
  },
})
