import { useState, type ChangeEvent } from 'react'
import type { FieldErrors } from '../logic/validation/fields.ts'

/** The keys of `D` that hold text. */
type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D]

/**
 * What a form that edits a draft keeps: the draft and the messages of its own checks. `set`
 * changes values, clears their messages and hands the new draft to `onChange`; `field(key)` is
 * what a field needs for one value: its name, the value and its message (the form's own, else the
 * server's, by field name). `text(key)` adds the change handler of a text input, `choice(key)`
 * that of a select or a group of boxes (called with the value). Nothing typed is ever reset here.
 */
export function useDraft<D extends object, F extends string = keyof D & string>(
  initial: D | (() => D),
  serverFieldErrors: Readonly<Record<string, string>> = {},
  onChange?: (draft: D) => void,
) {
  const [draft, setDraft] = useState<D>(initial)
  const [errors, setErrors] = useState<FieldErrors<F>>({})

  const set = (patch: Partial<D>) => {
    setDraft((current) => ({ ...current, ...patch }))
    const cleared = Object.fromEntries(Object.keys(patch).map((key) => [key, undefined]))
    setErrors((current) => ({ ...current, ...cleared }))
    onChange?.({ ...draft, ...patch })
  }
  const errorOf = (key: F) => errors[key] ?? serverFieldErrors[key]
  const field = <K extends keyof D & F>(key: K) => ({
    name: key,
    value: draft[key],
    error: errorOf(key),
  })
  const setOne = <K extends keyof D>(key: K, value: D[K]) => {
    const patch: Partial<D> = {}
    patch[key] = value
    set(patch)
  }
  const text = <K extends TextKey<D> & F>(key: K) => ({
    ...field(key),
    onChange: (event: ChangeEvent<HTMLInputElement>) => setOne(key, event.target.value as D[K]),
  })
  const choice = <K extends keyof D & F>(key: K) => ({
    ...field(key),
    onChange: (value: D[K]) => setOne(key, value),
  })

  return { draft, errors, setErrors, set, errorOf, field, text, choice }
}
