import {
  useId,
  useState,
  type ComponentPropsWithoutRef,
  type ReactNode,
  type SyntheticEvent,
} from 'react'
import {
  CONTACT_LIMITS,
  CONTACT_SUBJECTS,
  validateContact,
  type ContactField,
  type ContactSubject,
  type ContactValues,
} from '../../logic/validation/contact.ts'
import type { FieldErrors } from '../../logic/validation/fields.ts'
import { useHydrated } from '../useHydrated.ts'
import { Banner } from '../Banner/Banner.tsx'
import { Button } from '../Button/Button.tsx'
import { TextField } from '../TextField/TextField.tsx'
import styles from './ContactForm.module.css'

export type ContactSendValues = Omit<ContactValues, 'subject'> & { subject: ContactSubject }

export type ContactFormProps = Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit'> & {
  /** idle: editing; sending: waiting for the server; sent: the confirmation replaces the form. */
  status?: 'idle' | 'sending' | 'sent'
  /** Why the last send failed, shown above the form; what was typed is kept. */
  serverError?: string | null
  /** Field messages from the server, by field name. */
  serverFieldErrors?: Readonly<Record<string, string>>
  /** Values the form starts with (stories, tests). */
  initialValues?: Partial<ContactValues>
  /** The form passed its checks and should be sent. */
  onSend?: (values: ContactSendValues) => void
  /** "Send another message" was chosen after a confirmation. */
  onReset?: () => void
}

/** aria-invalid and the link to the error message, for a control whose error may show. */
function describedBy(id: string, error: string | undefined) {
  return error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}
}

/** A label, one control (children) and its error message. */
function Field({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error: string | undefined
  children: ReactNode
}) {
  return (
    <div className={styles.field} data-invalid={Boolean(error)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {error ? (
        <span id={`${id}-error`} className={styles.error}>
          {error}
        </span>
      ) : null}
    </div>
  )
}

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' }

/** The contact form: name, email, subject and message, all required. */
export function ContactForm({
  status = 'idle',
  serverError = null,
  serverFieldErrors = {},
  initialValues,
  onSend,
  onReset,
  className,
  ...rest
}: ContactFormProps) {
  const [values, setValues] = useState<ContactValues>({ ...EMPTY, ...initialValues })
  const [errors, setErrors] = useState<FieldErrors<ContactField>>({})
  // The button stays disabled until the form can validate and send (useHydrated).
  const ready = useHydrated()
  const subjectId = useId()
  const messageId = useId()
  const rootClass = [styles.root, className].filter(Boolean).join(' ')

  if (status === 'sent') {
    return (
      <div className={rootClass} data-state="sent">
        <Banner variant="success">
          Thank you! Your message has been sent. We reply within 24 business hours.
        </Banner>
        <Button
          variant="secondary"
          onClick={() => {
            setValues(EMPTY)
            setErrors({})
            onReset?.()
          }}
        >
          Send another message
        </Button>
      </div>
    )
  }

  const set = (field: ContactField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }))
  }
  const errorOf = (field: ContactField) => errors[field] ?? serverFieldErrors[field]

  const submit = (event: SyntheticEvent<HTMLFormElement, SubmitEvent>) => {
    event.preventDefault()
    const found = validateContact(values)
    setErrors(found)
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0]
      event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
      return
    }
    onSend?.({
      name: values.name.trim(),
      email: values.email.trim(),
      subject: values.subject as ContactSubject,
      message: values.message.trim(),
    })
  }

  const subjectError = errorOf('subject')
  const messageError = errorOf('message')
  const sending = status === 'sending'
  return (
    <form
      noValidate
      aria-label="Send us a message"
      data-state={status}
      {...rest}
      className={rootClass}
      onSubmit={submit}
    >
      {serverError ? <Banner variant="error">{serverError}</Banner> : null}
      <TextField
        label="Name"
        name="name"
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.name}
        value={values.name}
        error={errorOf('name')}
        onChange={(event) => set('name')(event.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={CONTACT_LIMITS.email}
        value={values.email}
        error={errorOf('email')}
        onChange={(event) => set('email')(event.target.value)}
      />
      <Field id={subjectId} label="Subject" error={subjectError}>
        <select
          id={subjectId}
          name="subject"
          required
          className={styles.control}
          value={values.subject}
          {...describedBy(subjectId, subjectError)}
          onChange={(event) => set('subject')(event.target.value)}
        >
          <option value="">Choose a subject</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject.value} value={subject.value}>
              {subject.label}
            </option>
          ))}
        </select>
      </Field>
      <Field id={messageId} label="Message" error={messageError}>
        <textarea
          id={messageId}
          name="message"
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          className={styles.control}
          value={values.message}
          {...describedBy(messageId, messageError)}
          onChange={(event) => set('message')(event.target.value)}
        />
      </Field>
      <Button type="submit" disabled={sending || !ready}>
        {sending ? 'Sending...' : 'Send Message'}
      </Button>
    </form>
  )
}
