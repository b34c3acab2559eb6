/**
 * What the contact form does, over the markup `ContactForm` renders (at build time on /contact, by
 * React in Storybook): checks on submit with the specification's messages, a send through the
 * caller's `send`, and the states sending, failed (what was typed is kept) and sent. Plain DOM
 * code with no React (ADR 0040); it finds its parts by `name` and `data-contact-*` attributes and
 * writes exactly what the view renders for the same state (contact-form-behaviour.test.tsx).
 */
import {
  CONTACT_SUBJECTS,
  validateContact,
  type ContactField,
  type ContactSubject,
  type ContactValues,
} from '../../logic/validation/contact.ts'
import type { FieldErrors } from '../../logic/validation/fields.ts'

export type ContactSendValues = Omit<ContactValues, 'subject'> & { subject: ContactSubject }

export type ContactFormStatus = 'idle' | 'sending' | 'sent'

/** The fields in the order the form shows them (and focus visits the first wrong one). */
export const CONTACT_FIELDS: readonly ContactField[] = ['name', 'email', 'subject', 'message']

export const SEND_LABEL = { idle: 'Send Message', sending: 'Sending...' } as const

/** The confirmation; in the page only once sent, so the page never holds it as a stray text. */
export const SENT_MESSAGE =
  'Thank you! Your message has been sent. We reply within 24 business hours.'

export type ContactFormBehaviourOptions = {
  /** Sends a checked, trimmed message; rejects when it was not stored. */
  send: (values: ContactSendValues) => Promise<void>
  /** The banner's sentence for a failed send, and the server's messages by field. */
  describeFailure: (error: unknown) => {
    message: string
    fields: Readonly<Record<string, string>>
  }
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

function required(root: ParentNode, selector: string): HTMLElement {
  const found = root.querySelector<HTMLElement>(selector)
  if (!found) throw new Error(`The contact form has no ${selector}.`)
  return found
}

function requiredControl(form: HTMLFormElement, field: ContactField): Control {
  const found = required(form, `[name="${field}"]`)
  if (
    found instanceof HTMLInputElement ||
    found instanceof HTMLSelectElement ||
    found instanceof HTMLTextAreaElement
  )
    return found
  throw new Error(`The contact form's ${field} is not a form control.`)
}

function requiredButton(root: ParentNode, selector: string): HTMLButtonElement {
  const found = required(root, selector)
  if (found instanceof HTMLButtonElement) return found
  throw new Error(`The contact form's ${selector} is not a button.`)
}

/** Shows (or clears) one field's message, wired to its control as the view wires it. */
function showFieldError(control: Control, message: HTMLElement, error: string | undefined) {
  message.textContent = error ?? ''
  message.hidden = !error
  control.closest('[data-invalid]')?.setAttribute('data-invalid', String(Boolean(error)))
  if (error) {
    control.setAttribute('aria-invalid', 'true')
    control.setAttribute('aria-describedby', message.id)
  } else {
    control.removeAttribute('aria-invalid')
    control.removeAttribute('aria-describedby')
  }
}

/** Wires the form under `root` (the `[data-contact-form]` element); returns a clean-up. */
export function enhanceContactForm(
  root: HTMLElement,
  { send, describeFailure }: ContactFormBehaviourOptions,
): () => void {
  const form = root.querySelector('form')
  if (!form) throw new Error('The contact form has no form.')
  const submit = requiredButton(form, 'button[type="submit"]')
  const banner = required(root, '[data-contact-error]')
  const bannerText = required(banner, '[data-contact-error-text]')
  const sent = required(root, '[data-contact-sent]')
  const again = requiredButton(sent, 'button')
  const sentText = required(sent, '[data-contact-sent-text]')
  const controls = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, requiredControl(form, field)]),
  ) as Record<ContactField, Control>
  const messages = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, required(form, `[data-error-for="${field}"]`)]),
  ) as Record<ContactField, HTMLElement>

  const setStatus = (status: ContactFormStatus) => {
    root.dataset.state = status
    form.dataset.state = status
    form.hidden = status === 'sent'
    sent.hidden = status !== 'sent'
    sentText.textContent = status === 'sent' ? SENT_MESSAGE : ''
    submit.disabled = status === 'sending'
    submit.textContent = status === 'sending' ? SEND_LABEL.sending : SEND_LABEL.idle
  }
  const setServerError = (message: string | null) => {
    bannerText.textContent = message ?? ''
    banner.hidden = message === null
  }
  const setErrors = (errors: FieldErrors<ContactField>) => {
    for (const field of CONTACT_FIELDS)
      showFieldError(controls[field], messages[field], errors[field])
  }
  const values = (): ContactValues => {
    const subject = controls.subject.value
    return {
      name: controls.name.value,
      email: controls.email.value,
      subject: CONTACT_SUBJECTS.some((s) => s.value === subject) ? (subject as ContactSubject) : '',
      message: controls.message.value,
    }
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault()
    if (root.dataset.state === 'sending') return
    const typed = values()
    const errors = validateContact(typed)
    setErrors(errors)
    const firstWrong = CONTACT_FIELDS.find((field) => errors[field])
    if (firstWrong) {
      controls[firstWrong].focus()
      return
    }
    setServerError(null)
    setStatus('sending')
    send({
      name: typed.name.trim(),
      email: typed.email.trim(),
      subject: typed.subject as ContactSubject,
      message: typed.message.trim(),
    }).then(
      () => setStatus('sent'),
      (failure: unknown) => {
        const { message, fields } = describeFailure(failure)
        setStatus('idle')
        setServerError(message)
        setErrors(fields)
      },
    )
  }
  // Editing a field clears its message; the next submit checks it again.
  const onEdit = (event: Event) => {
    const field = CONTACT_FIELDS.find((f) => controls[f] === event.target)
    if (field && !messages[field].hidden)
      showFieldError(controls[field], messages[field], undefined)
  }
  const onAgain = () => {
    for (const field of CONTACT_FIELDS) controls[field].value = ''
    setErrors({})
    setServerError(null)
    setStatus('idle')
    controls.name.focus()
  }

  form.addEventListener('submit', onSubmit)
  form.addEventListener('input', onEdit)
  form.addEventListener('change', onEdit)
  again.addEventListener('click', onAgain)
  // The build-time render keeps the button disabled, so the form cannot be sent natively (the
  // message would land in the URL) before this runs; from here on, the status decides.
  setStatus(root.dataset.state === 'sent' ? 'sent' : 'idle')
  return () => {
    form.removeEventListener('submit', onSubmit)
    form.removeEventListener('input', onEdit)
    form.removeEventListener('change', onEdit)
    again.removeEventListener('click', onAgain)
  }
}
