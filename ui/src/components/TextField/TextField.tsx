import { useId, type ComponentPropsWithRef, type ReactNode } from 'react'
import styles from './TextField.module.css'

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
  const id = useId()
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined
  return (
    <div
      className={[styles.root, className].filter(Boolean).join(' ')}
      data-invalid={Boolean(error)}
    >
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
        {...rest}
      />
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
