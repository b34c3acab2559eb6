import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { RULES_CYCLE } from '../cycle/application-rules.ts'
import { linesOf, TEXT_MESSAGES, textProblem } from '../validation/text-rule.ts'
import {
  CYCLE_ENDS_AT,
  DAY_MS,
  defaultExpiry,
  expiryAfter,
  latestExpiry,
  SHARE_MESSAGES,
  SHARE_SCOPES,
  shareLink,
  shareProblems,
  shareState,
  scopeInWords,
  storedTextProblem,
  tokenFromFragment,
} from './share.ts'

const NOW = Date.parse('2026-11-27T15:00:00Z')
const inDays = (days: number) => new Date(NOW + days * DAY_MS).toISOString()
const GOOD = { label: 'Mom', scope: ['list', 'deadlines'], expires: inDays(30), comments: false }

describe('how long a share lasts', () => {
  it('ends with the cycle’s last day in its rules, at the end of that day in the last zone on Earth', () => {
    // 23:59:59.999 at UTC-12 is 11:59:59.999 UTC the next day.
    expect(CYCLE_ENDS_AT).toBe(Date.parse(`${RULES_CYCLE.ends}T00:00:00Z`) + 36 * 3_600_000 - 1)
    expect(new Date(CYCLE_ENDS_AT).toISOString().slice(11)).toBe('11:59:59.999Z')
  })

  it('lasts 90 days by default, and never past the end of the cycle', () => {
    expect(defaultExpiry(NOW)).toBe(NOW + 90 * DAY_MS)
    const june = Date.parse('2027-06-15T00:00:00Z')
    expect(defaultExpiry(june)).toBe(CYCLE_ENDS_AT)
    fc.assert(
      fc.property(
        fc.integer({ min: NOW, max: CYCLE_ENDS_AT - 1 }),
        fc.integer({ min: 1, max: 400 }),
        (now, days) => {
          const end = expiryAfter(days, now)
          expect(end).toBeGreaterThan(now)
          expect(end).toBeLessThanOrEqual(CYCLE_ENDS_AT)
          expect(shareProblems({ expires: new Date(end).toISOString() }, now)).toEqual({})
        },
      ),
    )
  })

  it('keeps letting students share for 90 days should the cycle’s end be left unrenewed', () => {
    const after = CYCLE_ENDS_AT + DAY_MS
    expect(latestExpiry(after)).toBe(after + 90 * DAY_MS)
  })

  it.each([
    [{ revoked: null, expires: inDays(1) }, 'active'],
    [{ revoked: null, expires: inDays(-1) }, 'expired'],
    [{ revoked: inDays(-2), expires: inDays(1) }, 'revoked'],
    [{ revoked: inDays(-2), expires: inDays(-1) }, 'revoked'],
    [{ revoked: null, expires: 'garbage' }, 'expired'],
  ] as const)('%j is %s', (share, state) => {
    expect(shareState(share, NOW)).toBe(state)
  })
})

describe('shareProblems', () => {
  it('accepts a good share', () => {
    expect(shareProblems(GOOD, NOW)).toEqual({})
    expect(shareProblems({ ...GOOD, scope: ['essays'], comments: true }, NOW)).toEqual({})
  })

  it.each([
    [{ label: '' }, 'label', SHARE_MESSAGES.labelRequired],
    [{ label: '   ' }, 'label', SHARE_MESSAGES.labelRequired],
    [{ label: 'x'.repeat(41) }, 'label', SHARE_MESSAGES.tooLong(40)],
    [{ label: 'a\u202Eb' }, 'label', TEXT_MESSAGES.single],
    [{ label: 'Mom\nDad' }, 'label', TEXT_MESSAGES.single],
    [{ label: 42 }, 'label', SHARE_MESSAGES.notText],
    [{ scope: [] }, 'scope', SHARE_MESSAGES.scopeRequired],
    [{ scope: ['list', 'list'] }, 'scope', SHARE_MESSAGES.scopeUnknown],
    [{ scope: ['grades'] }, 'scope', SHARE_MESSAGES.scopeUnknown],
    [{ scope: 'list' }, 'scope', SHARE_MESSAGES.scopeRequired],
    [{ expires: 'tomorrow' }, 'expires', SHARE_MESSAGES.expiresInvalid],
    [{ expires: inDays(0) }, 'expires', SHARE_MESSAGES.expiresPast],
    [
      { expires: new Date(CYCLE_ENDS_AT + 1).toISOString() },
      'expires',
      SHARE_MESSAGES.expiresAfterCycle,
    ],
    [{ comments: true }, 'comments', SHARE_MESSAGES.commentsNeedEssays],
    [{ comments: 'true' }, 'comments', SHARE_MESSAGES.commentsNotBool],
  ])('%j is refused on %s', (change, field, message) => {
    expect(shareProblems({ ...GOOD, ...change }, NOW)).toEqual({ [field]: message })
  })

  it('reads PocketBase’s own date format', () => {
    expect(shareProblems({ expires: '2027-01-10 12:00:00.000Z' }, NOW)).toEqual({})
  })

  it('puts "comments need essays" on the field a change touched', () => {
    const current = { scope: ['essays'] as const, comments: true }
    expect(
      shareProblems({ scope: ['list'] }, NOW, { ...current, scope: [...current.scope] }),
    ).toEqual({
      scope: SHARE_MESSAGES.commentsNeedEssays,
    })
    expect(shareProblems({ comments: true }, NOW, { scope: ['list'], comments: false })).toEqual({
      comments: SHARE_MESSAGES.commentsNeedEssays,
    })
  })

  it('checks only the fields given', () => {
    fc.assert(
      fc.property(fc.subarray(['label', 'scope', 'expires', 'comments'] as const), (fields) => {
        const input = Object.fromEntries(fields.map((f) => [f, GOOD[f]]))
        expect(shareProblems(input, NOW)).toEqual({})
      }),
    )
  })
})

describe('storedTextProblem: the one text rule, with a field’s length and whether it is required', () => {
  const LABEL = { collection: 'shares', field: 'label', max: 10, required: 'Name it.' } as const
  const COMMENT = {
    collection: 'share_comments',
    field: 'body',
    max: 10,
    required: 'Write it.',
  } as const
  const QUOTE = { collection: 'share_comments', field: 'quote', max: 10 } as const

  it.each([
    ['Mom', LABEL, null],
    ['', LABEL, 'Name it.'],
    ['   ', LABEL, 'Name it.'],
    [undefined, LABEL, 'Name it.'],
    [null, LABEL, 'Name it.'],
    [42, LABEL, SHARE_MESSAGES.notText],
    ['', QUOTE, null],
    ['Mom\nDad', LABEL, TEXT_MESSAGES.single],
    ['Mom\tDad', LABEL, TEXT_MESSAGES.single],
    ['Mom\u2028Dad', LABEL, TEXT_MESSAGES.single],
    ['Line\nline', COMMENT, null],
    ['Tab\there', COMMENT, null],
    ['Line\nline', QUOTE, null],
    ['Bell\u0007', COMMENT, TEXT_MESSAGES.multi],
    ['Nul\u0000', COMMENT, TEXT_MESSAGES.multi],
    ['C1\u0085', COMMENT, TEXT_MESSAGES.multi],
    ['abc\u202Efed', COMMENT, TEXT_MESSAGES.multi],
    ['abc\u2066x\u2069', QUOTE, TEXT_MESSAGES.multi],
    ['no\uFFFF', COMMENT, TEXT_MESSAGES.multi],
    ['שלום\u200F', COMMENT, null],
    ['0123456789', LABEL, null],
    ['01234567890', LABEL, SHARE_MESSAGES.tooLong(10)],
    ['😀😀😀😀😀😀😀😀😀😀', LABEL, null],
    ['😀😀😀😀😀😀😀😀😀😀é', LABEL, SHARE_MESSAGES.tooLong(10)],
  ] as const)('%j under %j is %j', (text, rule, expected) => {
    expect(storedTextProblem(text, rule)).toBe(expected)
  })

  it('refuses what the one text rule refuses, wherever it stands, with its sentence', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 4 }),
        fc.constantFrom('\u0000', '\u001b', '\u007f', '\u202A', '\u202E', '\u2066', '\uFDD0'),
        fc.string({ maxLength: 4 }),
        fc.constantFrom(LABEL, COMMENT, QUOTE),
        (before, mark, after, rule) => {
          const value = `x${before}${mark}${after}`
          expect(storedTextProblem(value, { ...rule, max: 1000 })).toBe(
            textProblem(value, linesOf(rule.collection, rule.field)),
          )
        },
      ),
    )
  })
})

describe('words and links', () => {
  it.each([
    [['list', 'deadlines', 'readiness'], 'My List, deadlines and tasks and readiness'],
    [['essays', 'list'], 'My List and essays'],
    [['quiz'], 'Quiz answers'],
    [
      [...SHARE_SCOPES],
      'My List, deadlines and tasks, readiness, essays, costs and financial aid and quiz answers',
    ],
  ] as const)('%j reads "%s"', (scope, words) => {
    expect(scopeInWords(scope)).toBe(words)
  })

  it('puts the token in the fragment, and reads it back only when it is one', () => {
    const token = 'a'.repeat(16) + 'B'.repeat(16)
    const link = shareLink('https://compass.example/', token)
    expect(link).toBe(`https://compass.example/shared/#${token}`)
    expect(tokenFromFragment(new URL(link).hash)).toBe(token)
    expect(new URL(link).pathname).toBe('/shared/')
    for (const hash of ['', '#', '#short', `#${token}x`, `#${token.slice(1)}-`]) {
      expect(tokenFromFragment(hash)).toBeNull()
    }
  })
})
