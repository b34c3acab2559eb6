import type { ComponentPropsWithoutRef, ReactNode } from 'react'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import styles from './InlineForm.module.css'

export type InlineFormProps = ComponentPropsWithoutRef<'form'> & {
  /** The form's accessible name, e.g. "Add a task". */
  'aria-label': string
  /** The submit button's words. */
  submitLabel: string
  /** The submit button's words while the server works, e.g. "Adding...". */
  busyLabel: string
  busy?: boolean
  /** Why the last submit failed; the fields keep what was typed. */
  error?: string | null
  /** The fields, laid out in a grid. */
  children: ReactNode
}

/** A small add form under a list: its fields in a row and one button. */
export function InlineForm({
  submitLabel,
  busyLabel,
  busy = false,
  error = null,
  children,
  className,
  ...rest
}: InlineFormProps) {
  return (
    <form noValidate {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      {error ? <Banner variant="error">{error}</Banner> : null}
      <div className={styles.fields}>{children}</div>
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </Button>
    </form>
  )
}
