import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  compareWordCounts,
  countText,
  formatCount,
  limitReport,
  type LimitState,
  type WorkMeter,
} from './count.ts'
import { previewCut } from './cut.ts'
import type { EssayLimit } from './essay.ts'

/** The portal rule, written the obvious way, as the reference the fast counter must equal. */
const portalWords = (text: string) => text.split(/\s+/).filter((t) => t !== '').length
const portalCharacters = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n').length

/** Text made of the pieces that make counting hard: dashes, line breaks, odd spaces, emoji. */
const essayText = fc
  .array(
    fc.oneof(
      fc.constantFrom('word', 'well-known', 'a—b', '—', ' ', '  ', '\n', '\r\n', '\r', '\t'),
      fc.constantFrom('\u00a0', '\u2009', '\u3000', '😀', 'é', 'e\u0301', '.', '!', '"', 'x'),
      fc.string({ maxLength: 6 }),
    ),
    { maxLength: 60 },
  )
  .map((parts) => parts.join(''))

describe('countText: the portal rule', () => {
  it.each([
    ['', 0, 0],
    ['   ', 0, 3],
    ['one', 1, 3],
    ['well-known words', 2, 16],
    ['a — b', 3, 5],
    ['beginning—middle—end', 1, 20],
    ['and/or', 1, 6],
    ['line\nbreak', 2, 11],
    ['windows\r\nbreak', 2, 14],
    ['old\rmac', 2, 8],
    ['two\n\nparagraphs', 2, 17],
    ['no\u00a0break', 2, 8],
    ['thin\u2009space', 2, 10],
    ['smile 😀', 2, 8],
    ['cafe\u0301', 1, 5],
    ["don't stop", 2, 10],
  ])('%j: %i words, %i characters', (text, words, characters) => {
    expect(countText(text)).toEqual({ words, characters })
  })

  it('equals the reference rule on any text', () => {
    fc.assert(
      fc.property(essayText, (text) => {
        expect(countText(text)).toEqual({
          words: portalWords(text),
          characters: portalCharacters(text),
        })
      }),
    )
  })

  it('visits each code unit once: the work of a keystroke is one pass over the text', () => {
    const essay = Array.from({ length: 650 }, (_, i) => (i % 13 === 12 ? 'end.\n' : 'word')).join(
      ' ',
    )
    const meter: WorkMeter = { visited: 0 }
    const counts = countText(essay, meter)
    expect(counts.words).toBe(650)
    expect(meter.visited).toBe(essay.length)
    console.log(
      `Counter work for a 650-word essay: ${meter.visited} code units visited per keystroke (one pass, no allocation)`,
    )
  })
})

describe('limitReport', () => {
  const words = (max: number, min?: number): EssayLimit =>
    min === undefined ? { unit: 'words', max } : { unit: 'words', max, min }
  it.each<[number, EssayLimit | null, LimitState, number | null]>([
    [10, null, 'none', null],
    [0, words(650, 250), 'empty', 650],
    [100, words(650, 250), 'under-min', 550],
    [300, words(650, 250), 'within', 350],
    [585, words(650), 'near', 65],
    [650, words(650), 'near', 0],
    [651, words(650), 'over', -1],
  ])('%i against %j: %s', (count, limit, state, remaining) => {
    const report = limitReport({ words: count, characters: count * 6 }, limit)
    expect(report.state).toBe(state)
    expect(report.remaining).toBe(remaining)
  })

  it('reads the unit of the limit', () => {
    const report = limitReport({ words: 10, characters: 1_020 }, { unit: 'characters', max: 1_000 })
    expect(report).toEqual({ state: 'over', count: 1_020, remaining: -20 })
    expect(formatCount(report, { unit: 'characters', max: 1_000 })).toBe('1,020 / 1,000 characters')
    expect(formatCount(limitReport({ words: 1, characters: 3 }, null), null)).toBe('1 word')
  })
})

describe('compareWordCounts: why a word processor disagrees', () => {
  it('names spaced dashes and joined words', () => {
    const result = compareWordCounts('I ran — fast — through a well-known maze, and/or not.')
    expect(result.portal).toBe(11)
    expect(result.wordProcessor).toBe(11)
    expect(result.standaloneSymbols).toEqual(['—', '—'])
    expect(result.joinedWords).toEqual(['well-known', 'and/or'])
    expect(compareWordCounts('Time — and tide.')).toMatchObject({ portal: 4, wordProcessor: 3 })
  })
})

describe('previewCut', () => {
  it.each<[string, EssayLimit, string | null, boolean]>([
    ['One two three.', { unit: 'words', max: 3 }, null, false],
    ['One two three. Four five', { unit: 'words', max: 4 }, 'One two three. Four', true],
    ['One two. Three four.  Five', { unit: 'words', max: 4 }, 'One two. Three four.', false],
    ['  lead word', { unit: 'words', max: 1 }, '  lead', true],
    ['abc\ndef', { unit: 'characters', max: 5 }, 'abc\n', false],
    ['abc\ndef', { unit: 'characters', max: 4 }, 'abc', true],
    ['ok 😀 yes', { unit: 'characters', max: 4 }, 'ok ', true],
    ['cafe\u0301 au lait', { unit: 'characters', max: 4 }, 'caf', true],
  ])('%j at %j keeps %j', (text, limit, kept, endsMidSentence) => {
    const preview = previewCut(text, limit)
    if (kept === null) {
      expect(preview).toBeNull()
      return
    }
    expect(preview?.kept).toBe(kept)
    expect(preview?.endsMidSentence).toBe(endsMidSentence)
  })

  it('points at the sentence that would be broken', () => {
    const preview = previewCut('I left. Then I came back home.', { unit: 'words', max: 4 })
    expect(preview).toMatchObject({
      kept: 'I left. Then I',
      cut: ' came back home.',
      overBy: 3,
      brokenSentenceStart: 8,
    })
  })

  it('keeps the longest start within the limit, and kept + cut is the text', () => {
    fc.assert(
      fc.property(
        essayText,
        fc.constantFrom<EssayLimit['unit']>('words', 'characters'),
        fc.nat({ max: 40 }),
        (text, unit, max) => {
          const preview = previewCut(text, { unit, max })
          const count = (t: string) => (unit === 'words' ? portalWords(t) : portalCharacters(t))
          if (count(text) <= max) {
            expect(preview).toBeNull()
            return
          }
          expect(preview).not.toBeNull()
          const { kept, cut } = preview!
          expect(kept + cut).toBe(text)
          expect(count(kept)).toBeLessThanOrEqual(max)
          if (unit === 'words') {
            expect(count(kept)).toBe(max)
          } else {
            const [next] = new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(cut)
            expect(count(kept + (next?.segment ?? ''))).toBeGreaterThan(max)
          }
        },
      ),
    )
  })
})
