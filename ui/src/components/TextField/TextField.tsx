import type { ComponentPropsWithRef, ReactNode } from 'react'
import { PLANNER_YEARS } from '../../logic/planner/validation.ts'
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

/** A date input bounded to the years the planner accepts, so its picker offers no day it refuses. */
export function PlannerDateField(props: Omit<TextFieldProps, 'type' | 'min' | 'max'>) {
  return (
    <TextField
      type="date"
      min={`${String(PLANNER_YEARS.first)}-01-01`}
      max={`${String(PLANNER_YEARS.last)}-12-31`}
      {...props}
    />
  )
}
