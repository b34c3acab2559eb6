import type { EssayLimit } from './essay.ts'

/**
 * Counts the way the application portals count (docs/adr/0045-portal-counts.md):
 *
 * - a word is any run of characters between whitespace (the Common App's documented rule, which
 *   we apply to every portal): "well-known" and "start—end" are one word each, a dash standing
 *   between two spaces is a word of its own;
 * - a character is every UTF-16 code unit, spaces and punctuation included (what a browser's
 *   `maxlength` and a portal's JavaScript counter see), and a line break counts two, because a
 *   submitted form sends it as CR LF and the portal's server counts both.
 *
 * One linear pass, no allocation: the editor counts on every keystroke.
 */
export type TextCounts = { words: number; characters: number }

/** Adds up the code units counting passes visit, so tests can bound the work per keystroke. */
export type WorkMeter = { visited: number }

export function countText(text: string, meter?: WorkMeter): TextCounts {
  let words = 0
  let characters = text.length
  let inWord = false
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code === 0x0a) {
      // LF: one more unit as CR LF, unless a CR before it already stood for the pair.
      if (i === 0 || text.charCodeAt(i - 1) !== 0x0d) characters++
      inWord = false
    } else if (code === 0x0d) {
      if (text.charCodeAt(i + 1) !== 0x0a) characters++
      inWord = false
    } else if (isSpace(code)) {
      inWord = false
    } else if (!inWord) {
      inWord = true
      words++
    }
  }
  if (meter) meter.visited += text.length
  return { words, characters }
}

/** The count of `text` in the limit's unit. */
export function countIn(text: string, unit: EssayLimit['unit']): number {
  const counts = countText(text)
  return unit === 'words' ? counts.words : counts.characters
}

/** JavaScript's `\s`: the whitespace a portal's `split(/\s+/)` breaks words on. */
export function isSpace(code: number): boolean {
  return (
    code === 0x20 ||
    (code >= 0x09 && code <= 0x0d) ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  )
}

export type LimitState = 'none' | 'empty' | 'under-min' | 'within' | 'near' | 'over'

export type LimitReport = {
  state: LimitState
  count: number
  /** Units left before the limit (negative when over); null without a limit. */
  remaining: number | null
}

/** How a count stands against a limit: `near` from 90% of it, `over` past it. */
export function limitReport(counts: TextCounts, limit: EssayLimit | null): LimitReport {
  if (!limit) return { state: 'none', count: counts.words, remaining: null }
  const count = limit.unit === 'words' ? counts.words : counts.characters
  const remaining = limit.max - count
  let state: LimitState
  if (count === 0) state = 'empty'
  else if (remaining < 0) state = 'over'
  else if (limit.min !== undefined && count < limit.min) state = 'under-min'
  else if (count >= limit.max * 0.9) state = 'near'
  else state = 'within'
  return { state, count, remaining }
}

/** "412 / 650 words", "1,020 / 1,000 characters". */
export function formatCount(report: LimitReport, limit: EssayLimit | null): string {
  const n = (value: number) => value.toLocaleString('en-US')
  if (!limit) return `${n(report.count)} ${report.count === 1 ? 'word' : 'words'}`
  return `${n(report.count)} / ${n(limit.max)} ${limit.unit}`
}

/**
 * The counter's line, the one wording of a count against its limit that the editor and reuse
 * share: "651 / 650 words: 1 over the limit", "120 / 250 words: at least 150 asked",
 * "412 / 650 words".
 */
export function limitLine(report: LimitReport, limit: EssayLimit | null): string {
  const count = formatCount(report, limit)
  if (report.state === 'over' && report.remaining !== null)
    return `${count}: ${(-report.remaining).toLocaleString('en-US')} over the limit`
  if (report.state === 'under-min' && limit?.min)
    return `${count}: at least ${limit.min.toLocaleString('en-US')} asked`
  return count
}

export type WordCountComparison = {
  /** The portal's count (whitespace-delimited). */
  portal: number
  /** Words as a word processor sees them (Intl.Segmenter's word-like segments). */
  wordProcessor: number
  /** Whitespace-delimited tokens with no letter or digit, such as a spaced dash: the portal counts them. */
  standaloneSymbols: string[]
  /** Tokens joining words without spaces ("well-known", "and/or"): one word on the portal. */
  joinedWords: string[]
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
const JOINER = /[\p{L}\p{N}][-‐‑‒–—―/][\p{L}\p{N}]/u

/**
 * Why the portal's count may differ from a word processor's, for the counter's explanation.
 * Runs on demand, not per keystroke: Intl.Segmenter is far slower than countText.
 */
export function compareWordCounts(text: string): WordCountComparison {
  const segmenter = new Intl.Segmenter('en', { granularity: 'word' })
  let wordProcessor = 0
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) wordProcessor++
  const tokens = text.split(/\s+/).filter((t) => t !== '')
  return {
    portal: tokens.length,
    wordProcessor,
    standaloneSymbols: tokens.filter((t) => !LETTER_OR_DIGIT.test(t)),
    joinedWords: tokens.filter((t) => JOINER.test(t)),
  }
}
