import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import styles from './FormField.module.css'

/** What the control inside a field needs to be labelled and described. */
export type FieldControlProps = {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
}

export type FormFieldProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** The visible label, also the control's accessible name. */
  label: string
  /** Shown under the control and linked to it. */
  hint?: ReactNode
  /** Shown under the control, linked to it, and marks it invalid. */
  error?: string | undefined
  /** Renders the control with the id and descriptions it must carry. */
  children: (control: FieldControlProps) => ReactNode
}

/** A label, one control of any kind (select, date, time...), its hint and its error message. */
export function FormField({ label, hint, error, children, className, ...rest }: FormFieldProps) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ')
  return (
    <div
      data-invalid={Boolean(error)}
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  )
}

/** The class every control inside a FormField uses, so selects and inputs look alike. */
export const controlClass = styles.control
