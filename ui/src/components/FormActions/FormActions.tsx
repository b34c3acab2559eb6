import type { ComponentPropsWithoutRef } from 'react'
import { Button } from '../Button/Button.tsx'
import styles from './FormActions.module.css'

export type FormActionsProps = ComponentPropsWithoutRef<'div'> & {
  /** The submit button's words, e.g. "Save application". */
  submitLabel: string
  /** While saving, the submit button reads "Saving..." and both buttons wait. */
  saving?: boolean
  /** Shown as a Cancel button when given. */
  onCancel?: (() => void) | undefined
}

/** A form's submit button and an optional Cancel. */
export function FormActions({
  submitLabel,
  saving = false,
  onCancel,
  className,
  ...rest
}: FormActionsProps) {
  return (
    <div {...rest} className={[styles.root, className].filter(Boolean).join(' ')}>
      <Button type="submit" disabled={saving}>
        {saving ? 'Saving...' : submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="ghost" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      ) : null}
    </div>
  )
}
