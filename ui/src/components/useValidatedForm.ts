import { useCallback, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react'
import type { FieldErrors } from '../logic/validation/auth.ts'
import { useHydrated } from './useHydrated.ts'

/**
 * Form state shared by the auth forms: the values typed, the messages from `validate`, and a
 * submit handler that calls `onValid` only when there are none. Editing a field clears its
 * message; nothing typed is ever reset here.
 *
 * The forms are rendered on the server and shown before the script has loaded (ADR 0028), so:
 * `ready` is false in the server render and during hydration (submit buttons stay disabled, so an
 * early click or Enter cannot submit the form natively), and `formRef` adopts whatever was typed
 * or autofilled into the fields before hydration.
 */
/** The keys of `V` that hold text. */
type TextKey<V> = { [K in keyof V]: V[K] extends string ? K : never }[keyof V] & string

export function useValidatedForm<V extends object>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
  onValid: (values: V) => void,
) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({})
  const ready = useHydrated()
  const initialRef = useRef(initial)
  const adopted = useRef(false)

  const formRef = useCallback((form: HTMLFormElement | null) => {
    if (!form || adopted.current) return
    adopted.current = true
    const typed: Partial<Record<string, string | boolean>> = {}
    for (const [key, start] of Object.entries(initialRef.current)) {
      const field = form.elements.namedItem(key)
      if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) continue
      if (typeof start === 'boolean' && field instanceof HTMLInputElement) {
        if (field.checked !== start) typed[key] = field.checked
      } else if (field.value !== '' && field.value !== start) {
        typed[key] = field.value
      }
    }
    if (Object.keys(typed).length > 0) setValues((v) => ({ ...v, ...typed }))
  }, [])

  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }

  /**
   * What a text field needs for one value: its name, value, message (from `shown`, by default the
   * form's own) and an onChange that sets it.
   */
  const field = <K extends TextKey<V>>(key: K, shown: FieldErrors<string> = errors) => ({
    name: key,
    value: values[key] as string,
    error: shown[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(key, event.target.value as V[K]),
  })

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validate(values)
    setErrors(found)
    if (Object.keys(found).length === 0) onValid(values)
  }

  return { values, errors, set, field, submit, ready, formRef }
}
