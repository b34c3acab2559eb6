// @ts-check
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
import sitemap from '@astrojs/sitemap'
import { inSitemap, publicOrigin } from './public-address.ts'

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
    // No modulepreload links or polyfill in the pages (Vite still wraps dynamic imports in its
    // small helper).
    build: { modulePreload: false },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: {
              // The bundler chunks our files by itself, steered by package and by how widely a
              // module is shared, never by our file names (ADRs 0068, 0079). Figures per view:
              // bench/results/budgets.md.
              codeSplitting: {
                groups: [
                  {
                    // React's runtime loads as a whole on every page with an island: one file.
                    name: 'react',
                    test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
                  },
                  {
                    // react-aria (the dialogs' primitive, 19 KB gzip) by itself, so that only the
                    // pages that open a dialog load it, when they open it.
                    name: 'react-aria',
                    test: /[\\/]node_modules[\\/](react-aria|react-aria-components|react-stately|@internationalized[\\/][^\\/]+|@swc[\\/]helpers|clsx|aria-hidden)[\\/]/,
                  },
                  {
                    // What most islands share (the data client, the session, the shared
                    // components) in one file, cached once for every page.
                    name: 'common',
                    minShareCount: 4,
                  },
                  {
                    // The rest of what islands share, by which islands share it; a piece under
                    // 6,000 bytes (source) joins its closest neighbour rather than cost a request
                    // of its own (Rolldown's counterpart of Rollup's experimentalMinChunkSize).
                    name: 'shared',
                    minShareCount: 2,
                    entriesAware: true,
                    entriesAwareMergeThreshold: 6000,
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
