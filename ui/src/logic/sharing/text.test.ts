import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { characterCount, TEXT_MESSAGES, textProblem } from './text.ts'

const LABEL = { max: 10, required: 'Name it.' }
const COMMENT = { max: 10, required: 'Write it.', multiline: true }

describe('textProblem', () => {
  it.each([
    ['Mom', LABEL, null],
    ['', LABEL, 'Name it.'],
    ['   ', LABEL, 'Name it.'],
    [undefined, LABEL, 'Name it.'],
    [null, LABEL, 'Name it.'],
    [42, LABEL, TEXT_MESSAGES.notText],
    ['', { max: 10 }, null],
    ['Mom\nDad', LABEL, TEXT_MESSAGES.oneLine],
    ['Mom\tDad', LABEL, TEXT_MESSAGES.oneLine],
    ['Mom\u2028Dad', LABEL, TEXT_MESSAGES.oneLine],
    ['Line\nline', COMMENT, null],
    ['Tab\there', COMMENT, null],
    ['Bell\u0007', COMMENT, TEXT_MESSAGES.hidden],
    ['Nul\u0000', COMMENT, TEXT_MESSAGES.hidden],
    ['C1\u0085', COMMENT, TEXT_MESSAGES.hidden],
    ['abc\u202Efed', COMMENT, TEXT_MESSAGES.hidden],
    ['abc\u2066x\u2069', COMMENT, TEXT_MESSAGES.hidden],
    ['שלום\u200F', COMMENT, null],
    ['0123456789', LABEL, null],
    ['01234567890', LABEL, TEXT_MESSAGES.tooLong(10)],
    ['😀😀😀😀😀😀😀😀😀😀', LABEL, null],
  ])('%j under %j is %j', (text, rule, expected) => {
    expect(textProblem(text, rule)).toBe(expected)
  })

  it('counts a character made of two code units once', () => {
    expect(characterCount('a😀é')).toBe(3)
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        expect(characterCount(text)).toBe(Array.from(text).length)
      }),
    )
  })

  it('refuses any text holding an override, wherever it stands', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2069'),
        fc.string(),
        (before, mark, after) => {
          expect(textProblem(`x${before}${mark}${after}`, { max: 10_000, multiline: true })).toBe(
            TEXT_MESSAGES.hidden,
          )
        },
      ),
    )
  })
})
