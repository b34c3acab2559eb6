import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { Checkbox } from '../Checkbox/Checkbox.tsx'
import styles from './CheckboxGroup.module.css'

export type CheckboxGroupProps = Omit<ComponentPropsWithoutRef<'fieldset'>, 'onChange'> & {
  /** The group's name, shown as its legend. */
  legend: string
  /** The form field the boxes belong to (focused first when it has an error). */
  name: string
  /** The choices, in order. */
  options: readonly { value: string; label: string }[]
  /** The ticked values. */
  value: readonly string[]
  /** Shown instead of the boxes when there is nothing to choose. */
  empty?: ReactNode
  error?: string | undefined
  onChange: (value: string[]) => void
}

/** A set of tick boxes choosing several of a list (which applications a letter or essay is for). */
export function CheckboxGroup({
  legend,
  name,
  options,
  value,
  empty,
  error,
  onChange,
  className,
  ...rest
}: CheckboxGroupProps) {
  return (
    <fieldset
      data-invalid={Boolean(error)}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <legend className={styles.legend}>{legend}</legend>
      {options.length === 0 ? (
        <p className={styles.hint}>{empty}</p>
      ) : (
        options.map((option) => (
          <Checkbox
            key={option.value}
            name={name}
            checked={value.includes(option.value)}
            onChange={(e) =>
              onChange(
                e.target.checked
                  ? [...value, option.value]
                  : value.filter((v) => v !== option.value),
              )
            }
            label={option.label}
          />
        ))
      )}
      {error ? <p className={styles.error}>{error}</p> : null}
    </fieldset>
  )
}
