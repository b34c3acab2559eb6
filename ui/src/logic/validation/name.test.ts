import { readFileSync } from 'node:fs'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NAME_PATTERN, nameProblem } from './name.ts'

describe('nameProblem', () => {
  it.each<[string, string, 'blank' | 'forbidden' | null]>([
    ['a plain name', 'Maya Johnson', null],
    ['accents', 'José Ñúñez', null],
    ['another script', '李雷', null],
    ['an apostrophe and a hyphen', "O'Brien-Smith", null],
    ['an emoji (a symbol)', '🎓', null],
    ['a joiner inside', 'Ana\u200dMaria', null],
    ['a single digit', '7', null],
    ['nothing', '', 'blank'],
    ['spaces', '   ', 'blank'],
    ['non-breaking spaces', '\u00a0\u00a0', 'blank'],
    ['zero-width spaces', '\u200b\u200b', 'blank'],
    ['an ideographic space', '\u3000', 'blank'],
    ['punctuation only', '...', 'blank'],
    ['a combining mark only', '\u0301', 'blank'],
    ['a line break', 'Maya\nJohnson', 'forbidden'],
    ['a carriage return', 'Maya\r', 'forbidden'],
    ['a tab', 'Maya\tJohnson', 'forbidden'],
    ['NUL', 'Maya\u0000', 'forbidden'],
    ['a C1 control (NEL)', 'Maya\u0085', 'forbidden'],
    ['the line separator', 'Maya\u2028', 'forbidden'],
    ['a right-to-left override', '\u202eMaya', 'forbidden'],
    ['a bidi isolate', 'Maya\u2066x\u2069', 'forbidden'],
  ])('%s: %j -> %s', (_, name, expected) => {
    expect(nameProblem(name)).toBe(expected)
  })

  it('is exactly NAME_PATTERN, the pattern the server checks', () => {
    const pattern = new RegExp(NAME_PATTERN, 'u')
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', maxLength: 12 }), (name) => {
        expect(pattern.test(name)).toBe(nameProblem(name) === null)
      }),
      { numRuns: 2000 },
    )
  })

  it('is the pattern migration 1763800400 sets on the students’ and contact messages’ names', () => {
    const source = readFileSync(
      new URL(
        '../../../../pocketbase/pb_migrations/1763800400_names_visible_characters.js',
        import.meta.url,
      ),
      'utf8',
    )
    const set: Record<string, string> = {}
    const app = {
      findCollectionByNameOrId: (collection: string) => ({
        fields: {
          getByName: (field: string) => ({
            set pattern(value: string) {
              set[`${collection}.${field}`] = value
            },
          }),
        },
      }),
      save: () => undefined,
    }
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- running our own migration's up step
    new Function('migrate', source)((up: (a: typeof app) => void) => up(app))
    expect(set).toEqual({ 'users.name': NAME_PATTERN, 'contact_messages.name': NAME_PATTERN })
  })
})
