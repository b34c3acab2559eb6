/** Checks and messages every form shares. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>

export const FIELD_MESSAGES = {
  required: 'This field is required',
  email: 'Please enter a valid email address',
} as const

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}
