import { useCallback, useEffect, useRef, useState } from 'react'

// Where focus goes on the planner page: after a save, to its confirmation; after a section or a
// panel opens or closes, to the heading of what is now shown. Places register under a name; a
// request names one, and waits for it when its part of the page is still loading.

/** How a place takes focus: itself (a confirmation), or the first heading inside it. */
export type FocusMode = 'self' | 'heading'

const HEADINGS = 'h1, h2, h3, h4'

function focusNow(element: HTMLElement, mode: FocusMode): boolean {
  const target = mode === 'self' ? element : element.querySelector<HTMLElement>(HEADINGS)
  if (!target) return false
  // Headings are not focusable by default; -1 keeps them out of the tab order.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
  target.focus()
  return true
}

/**
 * Focuses `element` (or its first heading), waiting for the heading when the part inside loads
 * on demand and shows a spinner first. Returns a cancel function.
 */
export function focusWhenShown(element: HTMLElement, mode: FocusMode): () => void {
  if (focusNow(element, mode)) return () => undefined
  const observer = new MutationObserver(() => {
    if (focusNow(element, mode)) observer.disconnect()
  })
  observer.observe(element, { childList: true, subtree: true })
  return () => observer.disconnect()
}

export type FocusPlaces = {
  /** The ref of a place focus can be sent to. */
  place: (name: string, mode: FocusMode) => (element: HTMLElement | null) => void
  /** Sends focus there once the page has drawn the change (or once the place appears). */
  focus: (name: string) => void
}

export function useFocusPlaces(): FocusPlaces {
  const places = useRef(new Map<string, { element: HTMLElement; mode: FocusMode }>())
  const refs = useRef(new Map<string, (element: HTMLElement | null) => void>())
  /** A request for a place not on the page yet (its code is loading). */
  const waiting = useRef<string | null>(null)
  const cancel = useRef<() => void>(() => undefined)
  const [request, setRequest] = useState<{ name: string; count: number } | null>(null)

  const place = useCallback((name: string, mode: FocusMode) => {
    let ref = refs.current.get(name)
    if (!ref) {
      ref = (element: HTMLElement | null) => {
        if (!element) {
          places.current.delete(name)
          return
        }
        places.current.set(name, { element, mode })
        if (waiting.current === name) {
          waiting.current = null
          cancel.current()
          cancel.current = focusWhenShown(element, mode)
        }
      }
      refs.current.set(name, ref)
    }
    return ref
  }, [])
  const focus = useCallback((name: string) => {
    setRequest((last) => ({ name, count: (last?.count ?? 0) + 1 }))
  }, [])

  useEffect(() => {
    if (!request) return
    const found = places.current.get(request.name)
    cancel.current()
    cancel.current = () => undefined
    waiting.current = found ? null : request.name
    if (found) cancel.current = focusWhenShown(found.element, found.mode)
  }, [request])
  useEffect(() => () => cancel.current(), [])

  return { place, focus }
}
