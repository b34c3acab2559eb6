import { useState } from 'react'
import type { FieldErrors } from '../logic/validation/fields.ts'

/**
 * What a form that edits a draft keeps: the draft and the messages of its own checks. `set`
 * changes values and clears their messages; `field(key)` is what a field needs for one value:
 * its name, the value and its message (the form's own, else the server's, by field name).
 * Nothing typed is ever reset here.
 */
export function useDraft<D extends object, F extends string = keyof D & string>(
  initial: D | (() => D),
  serverFieldErrors: Readonly<Record<string, string>> = {},
) {
  const [draft, setDraft] = useState<D>(initial)
  const [errors, setErrors] = useState<FieldErrors<F>>({})

  const set = (patch: Partial<D>) => {
    setDraft((current) => ({ ...current, ...patch }))
    const cleared = Object.fromEntries(Object.keys(patch).map((key) => [key, undefined]))
    setErrors((current) => ({ ...current, ...cleared }))
  }
  const errorOf = (key: F) => errors[key] ?? serverFieldErrors[key]
  const field = <K extends keyof D & F>(key: K) => ({
    name: key,
    value: draft[key],
    error: errorOf(key),
  })

  return { draft, errors, setErrors, set, errorOf, field }
}
