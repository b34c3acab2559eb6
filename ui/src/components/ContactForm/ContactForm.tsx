import { useId, type ComponentPropsWithoutRef, type ReactNode } from 'react'
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  type ContactField,
  type ContactValues,
} from '../../logic/validation/contact.ts'
import type { FieldErrors } from '../../logic/validation/fields.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { SEND_LABEL, SENT_MESSAGE, type ContactFormStatus } from './contact-form-behaviour.ts'
import styles from './ContactForm.module.css'

export type { ContactSendValues } from './contact-form-behaviour.ts'

export type ContactFormProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** idle: editing; sending: waiting for the server; sent: the confirmation replaces the form. */
  status?: ContactFormStatus
  /**
   * Whether the form can be sent: false in the build-time render, so an early click or Enter
   * cannot submit it natively; its behaviour (`enhanceContactForm`) makes it ready.
   */
  ready?: boolean
  /** What the fields hold. */
  values?: Partial<ContactValues>
  /** A message per field: the form's own checks, or the server's. */
  errors?: FieldErrors<ContactField>
  /** Why the last send failed, shown above the form; what was typed is kept. */
  serverError?: string | null
}

/** What each control is given: the same for an input, a select and a textarea. */
type ControlProps = {
  id: string
  name: ContactField
  required: true
  defaultValue: string
  className: string | undefined
  'aria-invalid'?: true
  'aria-describedby'?: string
}

/**
 * A label, one required control and its message, always in the page. The control (children) is
 * given its id, name, value, class and, with a message, what makes it read as invalid.
 */
function Field({
  id,
  name,
  label,
  value = '',
  error,
  children,
}: {
  id: string
  name: ContactField
  label: string
  value: string | undefined
  error: string | undefined
  children: (control: ControlProps) => ReactNode
}) {
  const errorId = `${id}-error`
  const control: ControlProps = {
    id,
    name,
    required: true,
    defaultValue: value,
    className: styles.control,
  }
  return (
    <div className={styles.field} data-invalid={Boolean(error)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(
        error ? { ...control, 'aria-invalid': true, 'aria-describedby': errorId } : control,
      )}
      {/* Present even when empty, so the behaviour can fill it without knowing the styles. */}
      <span id={errorId} className={styles.error} data-error-for={name} hidden={!error}>
        {error}
      </span>
    </div>
  )
}

/**
 * The contact form: name, email, subject and message, all required, and the confirmation once
 * sent. A view of its props; `enhanceContactForm` (contact-form-behaviour.ts) makes the
 * build-time HTML work without React (ADR 0040).
 */
export function ContactForm({
  status = 'idle',
  ready = false,
  values = {},
  errors = {},
  serverError = null,
  className,
  ...rest
}: ContactFormProps) {
  const id = useId()
  const sending = status === 'sending'
  const field = (name: ContactField, label: string) => ({
    id: `${id}-${name}`,
    name,
    label,
    value: values[name],
    error: errors[name],
  })
  return (
    <div
      data-state={status}
      data-contact-form
      {...rest}
      className={[styles.root, className].filter(Boolean).join(' ')}
    >
      <form
        noValidate
        method="post"
        aria-label="Send us a message"
        className={styles.form}
        data-state={status}
        hidden={status === 'sent'}
      >
        <Banner variant="error" hidden={serverError === null} data-contact-error>
          <span data-contact-error-text>{serverError}</span>
        </Banner>
        <Field {...field('name', 'Name')}>
          {(control) => <input {...control} autoComplete="name" maxLength={CONTACT_LIMITS.name} />}
        </Field>
        <Field {...field('email', 'Email')}>
          {(control) => (
            <input
              {...control}
              type="email"
              autoComplete="email"
              maxLength={CONTACT_LIMITS.email}
            />
          )}
        </Field>
        <Field {...field('subject', 'Subject')}>
          {(control) => (
            <select {...control}>
              <option value="">Choose a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject.value} value={subject.value}>
                  {subject.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...field('message', 'Message')}>
          {(control) => <textarea {...control} rows={6} maxLength={CONTACT_LIMITS.message} />}
        </Field>
        <Button type="submit" disabled={sending || !ready}>
          {sending ? SEND_LABEL.sending : SEND_LABEL.idle}
        </Button>
      </form>
      <div className={styles.sent} data-contact-sent hidden={status !== 'sent'}>
        <Banner variant="success">
          <span data-contact-sent-text>{status === 'sent' ? SENT_MESSAGE : null}</span>
        </Banner>
        <Button variant="secondary">Send another message</Button>
      </div>
    </div>
  )
}
