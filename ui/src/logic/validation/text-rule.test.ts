import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cleanText,
  jsonForbiddenPath,
  jsonHasForbiddenText,
  linesOf,
  TEXT_MESSAGES,
  textProblem,
  type TextLines,
} from './text-rule.ts'

const NEVER = [
  '\u0000',
  '\u0007',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\ufdd0',
  '\ufff9',
  '\ufffe',
  '\uffff',
]
const BREAKS = ['\n', '\r', '\t', '\u2028', '\u2029']

describe('textProblem', () => {
  it.each<[string, string, TextLines, string | null]>([
    ['a title', 'Ask Ms. Lee for a letter', 'single', null],
    ['accents and another script', 'Écrire à José, 李雷', 'single', null],
    ['an emoji and a joiner', 'Done 🎓 Ana\u200dMaria', 'single', null],
    ['right-to-left marks (not overrides)', 'שלום \u200f(Hebrew)', 'single', null],
    ['paragraphs in an essay', 'First.\n\nSecond,\tindented.\r\n', 'multi', null],
    ['a line break in a title', 'Ask\nMs. Lee', 'single', TEXT_MESSAGES.single],
    ['a tab in a title', 'Ask\tMs. Lee', 'single', TEXT_MESSAGES.single],
    ['the paragraph separator in a title', 'Ask\u2029', 'single', TEXT_MESSAGES.single],
    ['NUL in an essay', 'My essay\u0000', 'multi', TEXT_MESSAGES.multi],
    ['ESC in an essay', '\u001b[31mred', 'multi', TEXT_MESSAGES.multi],
    ['a right-to-left override in an essay', 'gnp.\u202eexe', 'multi', TEXT_MESSAGES.multi],
  ])('%s', (_, value, lines, expected) => {
    expect(textProblem(value, lines)).toBe(expected)
  })

  it.each(NEVER.map((c) => [c.codePointAt(0)?.toString(16)]))(
    'U+%s is refused in text of one line and of several',
    (hex) => {
      const character = String.fromCodePoint(parseInt(hex ?? '0', 16))
      expect(textProblem(`a${character}b`, 'single')).not.toBeNull()
      expect(textProblem(`a${character}b`, 'multi')).not.toBeNull()
    },
  )

  it.each(BREAKS.map((c) => [JSON.stringify(c), c]))(
    '%s is a break: refused on one line, kept in text of several',
    (_, character) => {
      expect(textProblem(`a${character}b`, 'single')).toBe(TEXT_MESSAGES.single)
      expect(textProblem(`a${character}b`, 'multi')).toBeNull()
    },
  )
})

describe('cleanText', () => {
  const lines = fc.constantFrom<TextLines>('single', 'multi')
  const withNever = fc
    .array(fc.oneof(fc.string(), fc.constantFrom(...NEVER, ...BREAKS)), { maxLength: 12 })
    .map((parts) => parts.join(''))

  it('leaves nothing the rule refuses, and is idempotent', () => {
    fc.assert(
      fc.property(withNever, lines, (value, kind) => {
        const clean = cleanText(value, kind)
        expect(textProblem(clean, kind)).toBeNull()
        expect(cleanText(clean, kind)).toBe(clean)
      }),
    )
  })

  it('changes nothing in text the rule accepts', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), lines, (value, kind) => {
        fc.pre(textProblem(value, kind) === null)
        expect(cleanText(value, kind)).toBe(value)
      }),
    )
  })

  it('turns a pasted line break in a title into a space', () => {
    expect(cleanText('Ask\r\nMs. Lee\u0007', 'single')).toBe('Ask Ms. Lee')
  })
})

describe('the fields of several lines', () => {
  it.each([
    ['essays', 'text', 'multi'],
    ['essays', 'prompt', 'multi'],
    ['essay_versions', 'text', 'multi'],
    ['contact_messages', 'message', 'multi'],
    ['share_comments', 'body', 'multi'],
    ['share_comments', 'quote', 'multi'],
    ['share_comments', 'author', 'single'],
    ['shares', 'label', 'single'],
    ['essays', 'title', 'single'],
    ['plan_tasks', 'title', 'single'],
    ['recommenders', 'name', 'single'],
  ])('%s.%s holds %s-line text', (collection, field, expected) => {
    expect(linesOf(collection, field)).toBe(expected)
  })
})

describe('jsonForbiddenPath', () => {
  it.each<[unknown, string | null]>([
    [['Stanford', 'the Farm'], null],
    ['x\u202e', ''],
    [['Stanford', 'Stanford\u0000'], '1'],
    [{ gifts: [{ name: 'Grant \u202E', amount: 1 }] }, 'gifts.0.name'],
    [{ 'a\nb': 1 }, 'a\nb'],
    [{ nested: [['x\u202e']] }, 'nested.0.0'],
    [42, null],
    [null, null],
  ])('%j -> %j', (value, expected) => {
    expect(jsonForbiddenPath(value)).toBe(expected)
  })
})

describe('jsonHasForbiddenText', () => {
  it.each<[unknown, boolean]>([
    [['Stanford', 'the Farm'], false],
    [['Stanford\u0000'], true],
    [{ 'a\nb': 1 }, true],
    [{ nested: [['x\u202e']] }, true],
    [42, false],
    [null, false],
  ])('%j -> %s', (value, expected) => {
    expect(jsonHasForbiddenText(value)).toBe(expected)
  })
})
