import { useSyncExternalStore } from 'react'

const noSubscription = () => () => undefined

/**
 * False in the server render and during hydration, true once the component is live in the
 * browser: server-rendered forms keep their submit buttons disabled until then, so an early click
 * or Enter cannot submit them natively (which would put what was typed in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}
