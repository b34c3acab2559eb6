import type { SyntheticEvent } from 'react'

/**
 * A form's submit after its own checks: stops the browser's submit, shows what the checks `found`
 * (through `show`) and focuses the first field with a message, by its `name`. True when there was
 * none, so the caller sends the values.
 */
export function passesChecks<E extends object>(
  event: SyntheticEvent<HTMLFormElement>,
  found: E,
  show: (found: E) => void,
): boolean {
  event.preventDefault()
  show(found)
  const first = Object.keys(found).find((key) => (found as Record<string, unknown>)[key])
  if (first === undefined) return true
  event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  return false
}
