import type { ComponentPropsWithoutRef, ReactNode, SyntheticEvent } from 'react'
import { Banner } from '../Banner/Banner.tsx'
import { FormActions } from '../FormActions/FormActions.tsx'

export type EditFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** The form's accessible name, e.g. "Aid offer from Berea College". */
  'aria-label': string
  /** idle: editing; saving: waiting for the server, the buttons wait. Exposed as `data-state`. */
  status?: 'idle' | 'saving' | undefined
  /** Why the last save failed, in a banner over the fields; what was typed stays. */
  serverError?: string | null | undefined
  /** Above the banner, such as the form's heading. */
  heading?: ReactNode
  /** The submit button's words, e.g. "Save offer". */
  submitLabel: string
  /** Shown as a Cancel button when given. */
  onCancel?: (() => void) | undefined
  onSubmit: (event: SyntheticEvent<HTMLFormElement>) => void
}

/**
 * The frame of a form that edits one record: its heading, the server's error, the fields, then
 * the submit button and Cancel. The fields check themselves; the browser's checks are off.
 */
export function EditForm({
  status = 'idle',
  serverError = null,
  heading,
  submitLabel,
  onCancel,
  children,
  ...rest
}: EditFormProps) {
  return (
    <form noValidate data-state={status} {...rest}>
      {heading}
      {serverError ? <Banner variant="error">{serverError}</Banner> : null}
      {children}
      <FormActions submitLabel={submitLabel} saving={status === 'saving'} onCancel={onCancel} />
    </form>
  )
}
