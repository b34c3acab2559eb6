import { useEffect, useRef, type EffectCallback } from 'react'

/**
 * Runs `effect` after a render in which `key` changed, never after the first one: what follows a
 * student's action (a card replaced, a form closed), not what the page drew on its own. `effect`
 * may return a cleanup, as a React effect does.
 */
export function useChangeEffect<K>(key: K, effect: (key: K) => ReturnType<EffectCallback>) {
  const previous = useRef(key)
  useEffect(() => {
    if (Object.is(previous.current, key)) return
    previous.current = key
    return effect(key)
    // `effect` is the caller's rule, fixed for the component's life: only `key` matters.
  }, [key])
}
