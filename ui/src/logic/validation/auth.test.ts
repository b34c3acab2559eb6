import { describe, expect, it } from 'vitest'
import {
  firstName,
  MESSAGES,
  validateForgotPassword,
  validateResetPassword,
  validateSignIn,
  validateSignUp,
  type SignUpValues,
} from './auth.ts'
import { NAME_MESSAGES } from './name.ts'

const valid: SignUpValues = {
  name: 'Maya Johnson',
  email: 'maya@example.com',
  password: 'correct-horse',
  passwordConfirm: 'correct-horse',
  agreeToTerms: true,
}

describe('validateSignUp', () => {
  it('accepts a complete form', () => {
    expect(validateSignUp(valid)).toEqual({})
  })

  it.each<[Partial<SignUpValues>, Partial<Record<keyof SignUpValues, string>>]>([
    [{ name: '  ' }, { name: MESSAGES.required }],
    [{ name: '\u200b\u00a0' }, { name: MESSAGES.required }],
    [{ name: 'Maya\nJohnson' }, { name: NAME_MESSAGES.forbidden }],
    [{ name: '\u202eMaya' }, { name: NAME_MESSAGES.forbidden }],
    [{ email: '' }, { email: MESSAGES.required }],
    [{ email: 'maya@' }, { email: MESSAGES.email }],
    [
      { password: '', passwordConfirm: '' },
      { password: MESSAGES.required, passwordConfirm: MESSAGES.required },
    ],
    [{ password: 'short', passwordConfirm: 'short' }, { password: MESSAGES.passwordLength }],
    [{ passwordConfirm: 'something-else' }, { passwordConfirm: 'Passwords do not match' }],
    [{ agreeToTerms: false }, { agreeToTerms: 'Please agree to the terms and conditions' }],
  ])('%j -> %j', (change, expected) => {
    expect(validateSignUp({ ...valid, ...change })).toEqual(expected)
  })
})

describe('validateSignIn', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: MESSAGES.required, password: MESSAGES.required },
    ],
    [{ email: 'a@b.co', password: 'x' }, {}],
    [{ email: 'nope', password: 'x' }, { email: MESSAGES.email }],
  ])('%j -> %j', (values, expected) => {
    expect(validateSignIn(values)).toEqual(expected)
  })
})

describe('firstName', () => {
  it.each([
    ['Maya Johnson', 'Maya'],
    ['  Lee  ', 'Lee'],
    ['', 'User'],
    [null, 'User'],
    [undefined, 'User'],
  ])('%j -> %j', (name, expected) => {
    expect(firstName(name)).toBe(expected)
  })
})

describe('validateForgotPassword', () => {
  it.each([
    [{ email: '' }, { email: MESSAGES.required }],
    [{ email: '   ' }, { email: MESSAGES.required }],
    [{ email: 'maya@' }, { email: MESSAGES.email }],
    [{ email: ' Maya@Example.com ' }, {}],
  ])('%j -> %j', (values, expected) => {
    expect(validateForgotPassword(values)).toEqual(expected)
  })
})

describe('validateResetPassword', () => {
  it.each([
    [
      { password: '', passwordConfirm: '' },
      { password: MESSAGES.required, passwordConfirm: MESSAGES.required },
    ],
    [{ password: 'short', passwordConfirm: 'short' }, { password: MESSAGES.passwordLength }],
    [
      { password: 'long-enough', passwordConfirm: 'long-enougH' },
      { passwordConfirm: 'Passwords do not match' },
    ],
    [{ password: 'long-enough', passwordConfirm: 'long-enough' }, {}],
  ])('%j -> %j', (values, expected) => {
    expect(validateResetPassword(values)).toEqual(expected)
  })
})
