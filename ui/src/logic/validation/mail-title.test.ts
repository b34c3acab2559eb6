import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LINK_REMOVED, MAIL_TITLE_MAX, mailFirstName, mailTitle } from './mail-title.ts'
import { textProblem } from './text-rule.ts'

describe('mailTitle', () => {
  it.each<[string, string, string]>([
    ['a plain title', 'Ask Ms. Lee for a letter', 'Ask Ms. Lee for a letter'],
    ['abbreviations stay', 'U.S. History essay, Ph.D. mentor', 'U.S. History essay, Ph.D. mentor'],
    ['numbers with dots stay', 'Submit by 2027.01.15, GPA 3.9', 'Submit by 2027.01.15, GPA 3.9'],
    ['a URL', 'Pay at https://evil.example/pay?x=1 now', `Pay at ${LINK_REMOVED} now`],
    ['a bare host name', 'Visit evil.com today', `Visit ${LINK_REMOVED} today`],
    ['a host with a path', 'see evil.co.uk/login', `see ${LINK_REMOVED}`],
    ['www', 'www.evil.example', LINK_REMOVED],
    ['an address', 'Write to scam@evil.example', `Write to ${LINK_REMOVED}`],
    ['a javascript: link', 'javascript:alert(1)', LINK_REMOVED],
    ['an ideographic full stop', 'evil。com', LINK_REMOVED],
    ['a one-dot leader for a dot', 'evil\u2024com', LINK_REMOVED],
    ['a small full stop', 'evil\uFE52com', LINK_REMOVED],
    ['a zero-width space before the dot', 'Visit evil\u200B.com', `Visit ${LINK_REMOVED}`],
    ['a soft hyphen after the dot', 'evil.\u00ADcom', LINK_REMOVED],
    ['a word joiner and a direction mark', 'ev\u2060il.\u200Ecom', LINK_REMOVED],
    ['line breaks and tabs', 'Line one\nLine two\tthree', 'Line one Line two three'],
    ['control characters', 'Call\u0000 coach\u001b[31m\u0007 \u202eevil', 'Call coach[31m evil'],
  ])('%s', (_, value, expected) => {
    expect(mailTitle(value)).toBe(expected)
  })

  it('cuts long text to the limit with an ellipsis, never inside a character', () => {
    const long = '😀'.repeat(100)
    const cut = mailTitle(long, 10)
    expect(Array.from(cut)).toHaveLength(10)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
  })

  it('whatever is typed: one line, within the limit, no link-like text', () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom('\n', '\r\n', '\u0000', '\u202e', 'https://x.example/a', 'evil.com', 'a@b.c'),
    )
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 10 }), (parts) => {
        const title = mailTitle(parts.join(''))
        expect(textProblem(title, 'single')).toBeNull()
        expect(Array.from(title).length).toBeLessThanOrEqual(MAIL_TITLE_MAX)
        const rest = title.split(LINK_REMOVED).join(' ')
        expect(rest).not.toMatch(/https?:|www\.|\S@\S|[a-z0-9-]\.(com|example)\b/i)
      }),
      { numRuns: 5000 },
    )
  })
})

describe('mailFirstName', () => {
  it.each([
    ['Maya Johnson', 'Maya'],
    ['  José   Núñez ', 'José'],
    ['李雷', '李雷'],
    ['Ra\u202Ekim Jones', 'Rakim'],
    ['Z\u200Boë', 'Zoë'],
    ['x'.repeat(60), `${'x'.repeat(39)}…`],
    ['evil.com Jones', ''],
    ['https://evil.example', ''],
    ['\u0007', ''],
    ['', ''],
  ])('%j -> %j', (name, first) => {
    expect(mailFirstName(name)).toBe(first)
  })
})
