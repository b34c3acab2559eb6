/* global self, caches, fetch, URL, Response */
// The essays page without a connection (docs/adr/0049-essays-page.md): this worker, scoped to
// /essays/, keeps the page and the scripts it loads, so a reload while offline opens the page
// again; the essays themselves come from the device (IndexedDB). The API is never cached: a
// student's data is only ever read from the server or from their own device's copy.
const CACHE = 'essays-v1'
const PAGE = '/essays/'
// The server varies its answers by encoding (and its API by origin); a kept file is the same file.
const MATCH = { ignoreVary: true }
/** Scripts kept at most (a few builds' worth); the oldest go first. */
const MAX_SCRIPTS = 120

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(PAGE))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n !== CACHE).map((n) => caches.delete(n))))
      .then(() => self.clients.claim()),
  )
})

const isScript = (url) => url.origin === self.location.origin && url.pathname.startsWith('/_astro/')

async function keepScripts(urls) {
  const cache = await caches.open(CACHE)
  for (const href of urls) {
    const url = new URL(href, self.location.origin)
    if (isScript(url) && !(await cache.match(url, MATCH)))
      await cache.add(url).catch(() => undefined)
  }
  const scripts = (await cache.keys()).filter((request) => isScript(new URL(request.url)))
  for (const old of scripts.slice(0, Math.max(0, scripts.length - MAX_SCRIPTS))) {
    await cache.delete(old)
  }
}

// The page tells which scripts it loaded before this worker took over.
self.addEventListener('message', (event) => {
  if (event.data && event.data.type === 'keep-scripts' && Array.isArray(event.data.urls)) {
    event.waitUntil(keepScripts(event.data.urls))
  }
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  if (request.method !== 'GET') return
  const url = new URL(request.url)
  if (request.mode === 'navigate' && url.pathname === PAGE) {
    // The newest page when online; the kept one (any query) when not.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone()
            void caches.open(CACHE).then((cache) => cache.put(PAGE, copy))
          }
          return response
        })
        .catch(() => caches.match(PAGE, MATCH).then((kept) => kept || Response.error())),
    )
  } else if (isScript(url)) {
    // Build files never change under one name: the kept copy is the file.
    event.respondWith(
      caches.match(request, MATCH).then(
        (kept) =>
          kept ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone()
              void caches.open(CACHE).then((cache) => cache.put(request, copy))
            }
            return response
          }),
      ),
    )
  }
})
