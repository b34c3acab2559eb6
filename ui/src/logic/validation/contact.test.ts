import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { FIELD_MESSAGES as MESSAGES } from './fields.ts'
import {
  CONTACT_LIMITS,
  CONTACT_MESSAGES,
  CONTACT_SUBJECTS,
  validateContact,
  type ContactValues,
} from './contact.ts'
import { nameProblem } from './name.ts'

const valid: ContactValues = {
  name: 'Maya Johnson',
  email: 'maya@example.com',
  subject: 'support',
  message: 'How do I reset my quiz?',
}

describe('validateContact', () => {
  it('accepts a complete message', () => {
    expect(validateContact(valid)).toEqual({})
  })

  it.each<[Partial<ContactValues>, Partial<Record<keyof ContactValues, string>>]>([
    [{ name: '   ' }, { name: MESSAGES.required }],
    [{ name: '\u00a0\u200b' }, { name: MESSAGES.required }],
    [{ name: '...' }, { name: MESSAGES.required }],
    [{ name: 'x'.repeat(101) }, { name: CONTACT_MESSAGES.tooLong(100) }],
    [{ email: '' }, { email: MESSAGES.required }],
    [{ email: 'maya@' }, { email: MESSAGES.email }],
    [{ email: `${'m'.repeat(250)}@example.com` }, { email: CONTACT_MESSAGES.tooLong(254) }],
    [{ subject: '' }, { subject: CONTACT_MESSAGES.subject }],
    [{ message: '\n \t' }, { message: MESSAGES.required }],
    [{ message: 'x'.repeat(5001) }, { message: CONTACT_MESSAGES.tooLong(5000) }],
    [
      { name: '', email: '', subject: '', message: '' },
      {
        name: MESSAGES.required,
        email: MESSAGES.required,
        subject: CONTACT_MESSAGES.subject,
        message: MESSAGES.required,
      },
    ],
  ])('%j -> %j', (change, expected) => {
    expect(validateContact({ ...valid, ...change })).toEqual(expected)
  })

  it('labels the four subjects as the specification names them', () => {
    expect(CONTACT_SUBJECTS.map((s) => [s.value, s.label])).toEqual([
      ['support', 'Technical Support'],
      ['billing', 'Billing Question'],
      ['partnership', 'Partnership Inquiry'],
      ['other', 'Other'],
    ])
  })

  it('ignores surrounding whitespace when checking lengths', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1, maxLength: CONTACT_LIMITS.name })
          .filter((s) => s.trim() === s && nameProblem(s) === null),
        fc.stringMatching(/^[ \t\n]{0,20}$/),
        (name, padding) => {
          expect(
            validateContact({ ...valid, name: `${padding}${name}${padding}` }).name,
          ).toBeUndefined()
        },
      ),
    )
  })
})
