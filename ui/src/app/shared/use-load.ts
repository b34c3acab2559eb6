import { startTransition, useEffect, useState } from 'react'

export type LoadStatus = 'loading' | 'ready' | 'error'

/**
 * What a section reads when it opens: `load`'s answer (a stable function: wrap it in
 * useCallback), its status, a retry, and `setValue` to show what a write returned. The answer is
 * drawn as a transition: React renders the section in slices between which the browser stays
 * free (a long list would otherwise be one long task; ADR 0096's reason, measured on /profile).
 */
export function useLoad<T>(load: () => Promise<T>, initial: T) {
  const [value, setValue] = useState<T>(initial)
  const [status, setStatus] = useState<LoadStatus>('loading')
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    let active = true
    load().then(
      (found) => {
        if (!active) return
        startTransition(() => {
          setValue(found)
          setStatus('ready')
        })
      },
      () => {
        if (active) setStatus('error')
      },
    )
    return () => {
      active = false
    }
  }, [load, attempt])
  return {
    value,
    setValue,
    status,
    retry: () => {
      setStatus('loading')
      setAttempt((n) => n + 1)
    },
  }
}
