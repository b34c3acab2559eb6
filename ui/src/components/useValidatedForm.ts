import { useState, type SyntheticEvent } from 'react'
import type { FieldErrors } from '../logic/validation/auth.ts'

/**
 * Form state shared by the auth forms: the values typed, the messages from `validate`, and a
 * submit handler that calls `onValid` only when there are none. Editing a field clears its
 * message; nothing typed is ever reset here.
 */
export function useValidatedForm<V extends object>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
  onValid: (values: V) => void,
) {
  const [values, setValues] = useState<V>(initial)
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({})

  const set = <K extends keyof V & string>(key: K, value: V[K]) => {
    setValues((v) => ({ ...v, [key]: value }))
    setErrors((e) => ({ ...e, [key]: undefined }))
  }

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validate(values)
    setErrors(found)
    if (Object.keys(found).length === 0) onValid(values)
  }

  return { values, errors, set, submit }
}
