/** The contact form's fields, choices and checks (specification section 2, "Contact form"). */
import { FIELD_MESSAGES as MESSAGES, isEmail, type FieldErrors } from './fields.ts'
import { hasVisibleCharacter } from './visible.ts'

export type ContactSubject = 'support' | 'billing' | 'partnership' | 'other'

/** The subject choices, in order, with the labels the form shows. */
export const CONTACT_SUBJECTS: readonly { value: ContactSubject; label: string }[] = [
  { value: 'support', label: 'Technical Support' },
  { value: 'billing', label: 'Billing Question' },
  { value: 'partnership', label: 'Partnership Inquiry' },
  { value: 'other', label: 'Other' },
]

/** The same limits the server applies (contact_messages schema and its hook). */
export const CONTACT_LIMITS = { name: 100, email: 254, message: 5000 } as const

export type ContactValues = {
  name: string
  email: string
  /** Empty until the sender picks one. */
  subject: ContactSubject | ''
  message: string
}
export type ContactField = keyof ContactValues

export const CONTACT_MESSAGES = {
  subject: 'Please choose a subject',
  tooLong: (max: number) => `Please keep this under ${max} characters`,
} as const

export function isContactSubject(value: string): value is ContactSubject {
  return CONTACT_SUBJECTS.some((subject) => subject.value === value)
}

export function validateContact(values: ContactValues): FieldErrors<ContactField> {
  const errors: FieldErrors<ContactField> = {}
  const name = values.name.trim()
  const email = values.email.trim()
  const message = values.message.trim()
  // A one-line field cannot hold a line break; other forbidden characters (pasted controls or
  // bidi overrides) are refused by the server with a 400 naming `name` (migration 1763800400).
  // Only the visible-character half rides on /contact, which has a byte budget (ADR 0010).
  if (!hasVisibleCharacter(name)) errors.name = MESSAGES.required
  else if (name.length > CONTACT_LIMITS.name)
    errors.name = CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.name)
  if (email === '') errors.email = MESSAGES.required
  else if (email.length > CONTACT_LIMITS.email)
    errors.email = CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.email)
  else if (!isEmail(email)) errors.email = MESSAGES.email
  if (!isContactSubject(values.subject)) errors.subject = CONTACT_MESSAGES.subject
  if (message === '') errors.message = MESSAGES.required
  else if (message.length > CONTACT_LIMITS.message)
    errors.message = CONTACT_MESSAGES.tooLong(CONTACT_LIMITS.message)
  return errors
}
