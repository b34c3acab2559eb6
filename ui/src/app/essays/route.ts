import { useCallback, useEffect, useState } from 'react'

/**
 * Where the student is on /essays, kept in the address so a link, a reload and the back button
 * all land on it: the library, one application's essays (?application=), or one essay (?essay=).
 */
export type EssayRoute = { essayId: string | null; applicationId: string | null }

// On '/essays/': PocketBase's redirect from '/essays' to '/essays/' drops the query.
export const ESSAYS_PATH = '/essays/'

const ID = /^[A-Za-z0-9_-]{1,40}$/

export function parseRoute(search: string): EssayRoute {
  const params = new URLSearchParams(search)
  const id = (name: string) => {
    const value = params.get(name)
    return value !== null && ID.test(value) ? value : null
  }
  return { essayId: id('essay'), applicationId: id('application') }
}

export function routeHref(route: EssayRoute): string {
  const params = new URLSearchParams()
  if (route.applicationId) params.set('application', route.applicationId)
  if (route.essayId) params.set('essay', route.essayId)
  const query = params.toString()
  return query ? `${ESSAYS_PATH}?${query}` : ESSAYS_PATH
}

/**
 * The link from a scholarship (the planner's list) to its essays (issue 26): a scholarship is one
 * of the page's targets, as an application is.
 */
export function scholarshipEssaysHref(scholarshipId: string): string {
  return routeHref({ essayId: null, applicationId: scholarshipId })
}

/** The link from an application (the planner's card) to its essays. */
export function applicationEssaysHref(applicationId: string): string {
  return routeHref({ essayId: null, applicationId })
}

/** The route, and moving within the page without reloading it (a history entry each). */
export function useEssayRoute(): [EssayRoute, (next: EssayRoute) => void] {
  const [route, setRoute] = useState<EssayRoute>(() =>
    typeof window === 'undefined'
      ? { essayId: null, applicationId: null }
      : parseRoute(window.location.search),
  )
  useEffect(() => {
    const follow = () => setRoute(parseRoute(window.location.search))
    window.addEventListener('popstate', follow)
    return () => window.removeEventListener('popstate', follow)
  }, [])
  const go = useCallback((next: EssayRoute) => {
    window.history.pushState(null, '', routeHref(next))
    setRoute(next)
  }, [])
  return [route, go]
}
