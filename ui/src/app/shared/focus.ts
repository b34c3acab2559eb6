import { useEffect, useRef } from 'react'

function focusHeading(root: HTMLElement): boolean {
  const heading = root.querySelector<HTMLElement>('h2') ?? root.querySelector<HTMLElement>('h1')
  if (!heading) return false
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
  heading.focus()
  return true
}

/**
 * When `key` changes (a new card, a quiz's results), moves keyboard focus to the new content's
 * heading inside the returned container, waiting for a part that loads on demand to draw it. Not
 * on the first render: a page's first card keeps the browser's own focus.
 */
export function useFocusHeadingOnChange(key: unknown) {
  const container = useRef<HTMLDivElement>(null)
  const previous = useRef(key)
  useEffect(() => {
    if (Object.is(previous.current, key)) return
    previous.current = key
    const root = container.current
    if (!root || focusHeading(root)) return
    const observer = new MutationObserver(() => {
      if (focusHeading(root)) observer.disconnect()
    })
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [key])
  return container
}
