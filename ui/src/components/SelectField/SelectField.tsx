import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { controlClass, FormField } from '../FormField/FormField.tsx'

export type SelectOption<V extends string> = { readonly value: V; readonly label: string }

export type SelectFieldProps<V extends string> = Omit<
  ComponentPropsWithoutRef<'select'>,
  'value' | 'onChange' | 'children' | 'id'
> & {
  /** The visible label, also the select's accessible name. */
  label: string
  hint?: ReactNode
  error?: string | undefined
  value: V | ''
  options: readonly SelectOption<V>[]
  /** Class of the field (label, select and messages) rather than of the select. */
  fieldClassName?: string
} & (
    | {
        /** A first option meaning "nothing chosen" (value ''), e.g. "Not decided yet". */
        emptyLabel: string
        onChange: (value: V | '') => void
      }
    | {
        /** Without it, what is chosen is always one of the options. */
        emptyLabel?: undefined
        onChange: (value: V) => void
      }
  )

/** A labelled select over a list of choices, with its hint and error. */
export function SelectField<V extends string>({
  label,
  hint,
  error,
  value,
  options,
  emptyLabel,
  onChange,
  fieldClassName,
  className,
  ...rest
}: SelectFieldProps<V>) {
  return (
    <FormField label={label} hint={hint} error={error} className={fieldClassName}>
      {(control) => (
        <select
          {...rest}
          {...control}
          className={[controlClass, className].filter(Boolean).join(' ')}
          value={value}
          onChange={(event) => onChange(event.target.value as V)}
        >
          {emptyLabel !== undefined ? <option value="">{emptyLabel}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  )
}

/** The student's applications as choices, named by school. */
export function applicationOptions(
  applications: readonly { id: string; school: { name: string } }[],
): SelectOption<string>[] {
  return applications.map((app) => ({ value: app.id, label: app.school.name }))
}
