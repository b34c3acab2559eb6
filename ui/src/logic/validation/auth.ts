/** Form checks for sign-in, sign-up and password reset, with the specification's messages (section 5). */
import { FIELD_MESSAGES, isEmail, type FieldErrors } from './fields.ts'
import { NAME_MESSAGES, nameProblem } from './name.ts'

export { isEmail, type FieldErrors }

export const MESSAGES = {
  ...FIELD_MESSAGES,
  passwordsDiffer: 'Passwords do not match',
  terms: 'Please agree to the terms and conditions',
  passwordLength: 'Password must be at least 8 characters',
} as const

/** PocketBase's own rule for auth collections: at least 8 characters (at most 71 for bcrypt). */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 71

export type SignUpValues = {
  name: string
  email: string
  password: string
  passwordConfirm: string
  agreeToTerms: boolean
}
export type SignUpField = keyof SignUpValues

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  const errors: FieldErrors<SignUpField> = {}
  const name = nameProblem(values.name)
  if (name) errors.name = name === 'blank' ? MESSAGES.required : NAME_MESSAGES.forbidden
  Object.assign(errors, validateForgotPassword(values), validateResetPassword(values))
  if (!values.agreeToTerms) errors.agreeToTerms = MESSAGES.terms
  return errors
}

export type SignInValues = { email: string; password: string }
export type SignInField = keyof SignInValues

export function validateSignIn(values: SignInValues): FieldErrors<SignInField> {
  const errors: FieldErrors<SignInField> = validateForgotPassword(values)
  if (values.password === '') errors.password = MESSAGES.required
  return errors
}

/** The first name for greetings: the first word of the full name, or 'User'. */
export function firstName(fullName: string | null | undefined): string {
  const first = (fullName ?? '').trim().split(/\s+/)[0]
  return first && first.length > 0 ? first : 'User'
}

export type ForgotPasswordValues = { email: string }

/** An address to write to: the "Forgot password?" request, and the email of every auth form. */
export function validateForgotPassword(
  values: ForgotPasswordValues,
): FieldErrors<keyof ForgotPasswordValues> {
  const errors: FieldErrors<keyof ForgotPasswordValues> = {}
  if (values.email.trim() === '') errors.email = MESSAGES.required
  else if (!isEmail(values.email)) errors.email = MESSAGES.email
  return errors
}

export type ResetPasswordValues = { password: string; passwordConfirm: string }

/** A new password and its confirmation: the reset page, and sign-up. */
export function validateResetPassword(
  values: ResetPasswordValues,
): FieldErrors<keyof ResetPasswordValues> {
  const errors: FieldErrors<keyof ResetPasswordValues> = {}
  if (values.password === '') errors.password = MESSAGES.required
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = MESSAGES.passwordLength
  if (values.passwordConfirm === '') errors.passwordConfirm = MESSAGES.required
  else if (values.password !== values.passwordConfirm)
    errors.passwordConfirm = MESSAGES.passwordsDiffer
  return errors
}
