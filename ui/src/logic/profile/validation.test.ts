import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  AVATAR_MAX_BYTES,
  avatarFileName,
  codePointLength,
  normalizeName,
  PROFILE_MESSAGES,
  validateAvatar,
  validateName,
} from './validation.ts'
import { NAME_MESSAGES, nameProblem } from '../validation/name.ts'

describe('validateName', () => {
  it.each([
    ['Maya Johnson', null],
    ['  Maya  ', null],
    ['Zoë Ó Briain', null],
    ['', PROFILE_MESSAGES.nameRequired],
    ['   \t ', PROFILE_MESSAGES.nameRequired],
    ['x'.repeat(100), null],
    ['x'.repeat(101), PROFILE_MESSAGES.nameTooLong],
    [`  ${'x'.repeat(100)}  `, null],
    ['\u00a0\u200b', PROFILE_MESSAGES.nameRequired],
    ['...', PROFILE_MESSAGES.nameRequired],
    ['Maya\u0000', `${NAME_MESSAGES.forbidden}.`],
    ['\u202eMaya', `${NAME_MESSAGES.forbidden}.`],
  ])('%j -> %s', (name, expected) => {
    expect(validateName(name)).toBe(expected)
  })

  it.each([
    ['  Maya   R.  Johnson ', 'Maya R. Johnson'],
    ['Maya', 'Maya'],
  ])('normalizes %j to %j', (name, expected) => {
    expect(normalizeName(name)).toBe(expected)
  })

  it('accepts exactly the visible names of at most 100 characters once normalized (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 130 }), (name) => {
        const normalized = normalizeName(name)
        const fits = nameProblem(normalized) === null && codePointLength(normalized) <= 100
        expect(validateName(name) === null).toBe(fits)
      }),
    )
  })
})

describe('validateAvatar', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: AVATAR_MAX_BYTES }, null],
    [{ type: 'image/webp', size: 1 }, null],
    [{ type: 'image/gif', size: 1 }, null],
    [{ type: 'image/jpeg', size: AVATAR_MAX_BYTES + 1 }, PROFILE_MESSAGES.avatarSize],
    [{ type: 'image/png', size: 0 }, PROFILE_MESSAGES.avatarEmpty],
    [{ type: 'image/svg+xml', size: 10 }, PROFILE_MESSAGES.avatarType],
    [{ type: 'application/pdf', size: 10 }, PROFILE_MESSAGES.avatarType],
    [{ type: '', size: 10 }, PROFILE_MESSAGES.avatarType],
  ])('%j -> %s', (file, expected) => {
    expect(validateAvatar(file)).toBe(expected)
  })

  it.each([
    ['image/jpeg', 'avatar.jpg'],
    ['image/png', 'avatar.png'],
    ['image/gif', 'avatar.gif'],
    ['image/webp', 'avatar.webp'],
    ['text/plain', 'avatar.img'],
  ])('stores %s as %s', (type, name) => {
    expect(avatarFileName(type)).toBe(name)
  })
})
