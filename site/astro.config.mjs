// @ts-check
import { defineConfig } from 'astro/config'
import react from '@astrojs/react'
import sitemap from '@astrojs/sitemap'

// In development the PocketBase API and admin dashboard are proxied onto the site's origin, so
// the browser talks to one origin (no CORS); in production PocketBase serves the built site.
const pocketbase = process.env.PB_URL ?? 'http://127.0.0.1:8090'

export default defineConfig({
  site: process.env.SITE_URL ?? 'http://localhost:4321',
  integrations: [react(), sitemap()],
  trailingSlash: 'ignore',
  vite: {
    server: {
      proxy: {
        '/api': { target: pocketbase, changeOrigin: false },
        '^/_/': { target: pocketbase, changeOrigin: false },
      },
    },
  },
})
