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

/** A label, one control (children, given the ids) and its message, always in the page. */
function Field({
  id,
  name,
  label,
  error,
  children,
}: {
  id: string
  name: ContactField
  label: string
  error: string | undefined
  children: (a11y: Record<string, string | boolean>) => ReactNode
}) {
  const errorId = `${id}-error`
  return (
    <div className={styles.field} data-invalid={Boolean(error)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
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
        <Field id={`${id}-name`} name="name" label="Name" error={errors.name}>
          {(a11y) => (
            <input
              {...a11y}
              name="name"
              autoComplete="name"
              required
              maxLength={CONTACT_LIMITS.name}
              defaultValue={values.name ?? ''}
              className={styles.control}
            />
          )}
        </Field>
        <Field id={`${id}-email`} name="email" label="Email" error={errors.email}>
          {(a11y) => (
            <input
              {...a11y}
              name="email"
              type="email"
              autoComplete="email"
              required
              maxLength={CONTACT_LIMITS.email}
              defaultValue={values.email ?? ''}
              className={styles.control}
            />
          )}
        </Field>
        <Field id={`${id}-subject`} name="subject" label="Subject" error={errors.subject}>
          {(a11y) => (
            <select
              {...a11y}
              name="subject"
              required
              defaultValue={values.subject ?? ''}
              className={styles.control}
            >
              <option value="">Choose a subject</option>
              {CONTACT_SUBJECTS.map((subject) => (
                <option key={subject.value} value={subject.value}>
                  {subject.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={`${id}-message`} name="message" label="Message" error={errors.message}>
          {(a11y) => (
            <textarea
              {...a11y}
              name="message"
              required
              rows={6}
              maxLength={CONTACT_LIMITS.message}
              defaultValue={values.message ?? ''}
              className={styles.control}
            />
          )}
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
