// @ts-check
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
import sitemap from '@astrojs/sitemap'
import { chunkGroups } from './chunk-groups.ts'

// In development the PocketBase API and admin dashboard are proxied onto the site's origin, so
// the browser talks to one origin (no CORS); in production PocketBase serves the built site.
const pocketbase = process.env.PB_URL ?? 'http://127.0.0.1:8090'

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  integrations: [
    react(),
    // Signed-in pages, the page a reset mail links to and a student's shared plan (ADR 0081) are
    // not for search engines.
    sitemap({
      filter: (page) =>
        !/\/(dashboard|profile|quiz|essays|reset-password|shared)\/?$/.test(new URL(page).pathname),
    }),
  ],
  // Small pages: inline the CSS so nothing blocks the first paint (Lighthouse budgets, ADR 0010).
  build: { inlineStylesheets: 'always' },
  trailingSlash: 'ignore',
  vite: {
    // Islands load the data layer and later parts on demand (ADRs 0010, 0027); no modulepreload
    // links or polyfill in the pages (Vite still wraps dynamic imports in its small helper).
    build: {
      modulePreload: false,
      rollupOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // React's runtime loads as a whole on every page with an island: one file
                // compresses better than three. Matched by package name, never by a ui path,
                // so moving or renaming our own files cannot change the bundles.
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|@astrojs[\\/]react)[\\/]/,
              },
              // Our own files, listed by path (site/chunk-groups.ts, checked in `pnpm test`).
              ...chunkGroups,
            ],
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
