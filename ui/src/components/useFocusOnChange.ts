import { useEffect, useRef } from 'react'

/**
 * Moves keyboard focus to the returned element when `key` changes to a value `when` accepts (never
 * on the first render): the element a student's action replaced (a save button that became a
 * confirmation, a form that closed) must not leave focus on the page's body (WCAG 2.4.3).
 * Elements that are not focusable by nature get `tabindex="-1"`.
 */
export function useFocusOnChange<E extends HTMLElement, K>(
  key: K,
  when: (key: K) => boolean = () => true,
) {
  const ref = useRef<E>(null)
  const previous = useRef(key)
  useEffect(() => {
    if (Object.is(previous.current, key)) return
    previous.current = key
    const element = ref.current
    if (!element || !when(key)) return
    if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.tabIndex = -1
    element.focus()
    // `when` is a rule of the caller's, fixed for the component's life: only `key` matters.
  }, [key])
  return ref
}
