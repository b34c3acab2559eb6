import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CONTACT_LIMITS } from '../../../ui/src/logic/validation/contact.ts'

type ContactHookLib = {
  trimContactMessage: (input: Record<string, unknown>) => Record<string, string>
  emailProblem: (email: string) => { code: string; message: string } | null
  EMAIL_MAX_LENGTH: number
}

/** The hook library as PocketBase loads it: a CommonJS file (this package is ESM). */
function loadHookLib(): ContactHookLib {
  const source = readFileSync(new URL('./contact.js', import.meta.url), 'utf8')
  const module = { exports: {} as ContactHookLib }
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- evaluating our own CommonJS file
  new Function('module', 'exports', source)(module, module.exports)
  return module.exports
}
const { trimContactMessage, emailProblem, EMAIL_MAX_LENGTH } = loadHookLib()

describe('the contact_messages hook library', () => {
  it('limits the email as the form does', () => {
    expect(EMAIL_MAX_LENGTH).toBe(CONTACT_LIMITS.email)
  })

  it.each<[string, string | null]>([
    ['maya@example.com', null],
    [`${'m'.repeat(242)}@example.com`, null],
    [`${'m'.repeat(243)}@example.com`, 'validation_length_out_of_range'],
  ])('email of %#: %s', (email, code) => {
    expect(emailProblem(email)?.code ?? null).toBe(code)
  })

  it.each<[Record<string, unknown>, Record<string, string>]>([
    [
      { name: '  Maya ', email: ' m@x.io', message: '\nHi\t' },
      { name: 'Maya', email: 'm@x.io', message: 'Hi' },
    ],
    [
      { name: null, email: undefined, message: '   ' },
      { name: '', email: '', message: '' },
    ],
  ])('trims %j', (input, expected) => {
    expect(trimContactMessage(input)).toEqual(expected)
  })

  it('trimming keeps the text and removes only surrounding whitespace', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => s.trim() === s),
        fc.stringMatching(/^[ \t\n]{0,10}$/),
        (text, pad) => {
          expect(trimContactMessage({ message: `${pad}${text}${pad}` }).message).toBe(text)
        },
      ),
    )
  })
})
