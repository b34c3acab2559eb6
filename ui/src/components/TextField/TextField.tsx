import type { ComponentPropsWithRef, ReactNode } from 'react'
import { controlClass, FormField } from '../FormField/FormField.tsx'

export type TextFieldProps = Omit<ComponentPropsWithRef<'input'>, 'id'> & {
  /** The visible label, also the input's accessible name. */
  label: string
  /** Shown under the input and linked to it when present. */
  error?: string | undefined
  /** A hint under the input, such as a password rule. */
  hint?: ReactNode
}

/** A labelled input with its hint and error message wired for assistive technology. */
export function TextField({ label, error, hint, className, ...rest }: TextFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
      {(control) => <input {...control} className={controlClass} {...rest} />}
    </FormField>
  )
}
