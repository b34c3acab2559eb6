// The page's path (route.ts ESSAYS_PATH), written here so this module imports nothing.
const ESSAYS_PATH = '/essays/'

/**
 * Keeps /essays/ usable without a connection: registers the page's service worker
 * (site/public/essays-sw.js), then tells it which scripts the page loaded before it took over,
 * so a reload while offline finds them. Does nothing off the real page (tests, stories) or in a
 * browser without service workers; a failure only means no offline reload.
 */
export function keepPageOffline(): void {
  if (typeof window === 'undefined' || !window.location.pathname.startsWith(ESSAYS_PATH)) return
  const workers = (navigator as Partial<Navigator>).serviceWorker
  if (!workers) return
  void workers
    .register('/essays-sw.js', { scope: ESSAYS_PATH })
    .then(() => workers.ready)
    .then((registration) => {
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.startsWith('/_astro/'))
      registration.active?.postMessage({ type: 'keep-scripts', urls })
    })
    .catch(() => undefined)
}
