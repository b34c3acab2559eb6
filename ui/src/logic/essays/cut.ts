import { countText, isSpace } from './count.ts'
import type { EssayLimit } from './essay.ts'

/**
 * What a portal would keep and cut of a text over its limit: it keeps the longest start of the
 * text within the limit under the counting rule of count.ts and drops the rest.
 */
export type CutPreview = {
  /** The text the portal keeps. */
  kept: string
  /** The text it drops, from the first dropped character (leading whitespace included). */
  cut: string
  /** Units over the limit. */
  overBy: number
  unit: EssayLimit['unit']
  /** True when the kept text stops inside a sentence. */
  endsMidSentence: boolean
  /** Where, in `kept`, the sentence that would be cut mid-way starts (kept.length when none). */
  brokenSentenceStart: number
}

/** Null when the text is within the limit. Computed only when over: the editor pays nothing before. */
export function previewCut(text: string, limit: EssayLimit): CutPreview | null {
  const counts = countText(text)
  const count = limit.unit === 'words' ? counts.words : counts.characters
  if (count <= limit.max) return null
  const end = limit.unit === 'words' ? wordsEnd(text, limit.max) : charactersEnd(text, limit.max)
  const kept = text.slice(0, end)
  const brokenSentenceStart = incompleteSentenceStart(kept)
  return {
    kept,
    cut: text.slice(end),
    overBy: count - limit.max,
    unit: limit.unit,
    endsMidSentence: brokenSentenceStart < kept.length,
    brokenSentenceStart,
  }
}

/** The index just after the `max`-th whitespace-delimited word. */
function wordsEnd(text: string, max: number): number {
  let words = 0
  let inWord = false
  for (let i = 0; i < text.length; i++) {
    if (isSpace(text.charCodeAt(i))) {
      if (inWord && words === max) return i
      inWord = false
    } else if (!inWord) {
      inWord = true
      words++
      if (words > max) return i
    }
  }
  return text.length
}

/**
 * The end of the longest start within `max` characters, never splitting what a reader sees as
 * one character (an emoji, a letter with its accent): a portal that splits one shows garbage, so
 * the preview shows it cut whole.
 */
function charactersEnd(text: string, max: number): number {
  const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })
  let used = 0
  for (const { segment, index } of segmenter.segment(text)) {
    used += countText(segment).characters
    if (used > max) return index
  }
  return text.length
}

const SENTENCE_END = /[.!?…]["'”’)\]]*$/u

/** The start of the last sentence in `kept` if it is unfinished, else kept.length. */
function incompleteSentenceStart(kept: string): number {
  const trimmed = kept.trimEnd()
  const endsParagraph = kept.slice(trimmed.length).includes('\n')
  if (trimmed === '' || endsParagraph || SENTENCE_END.test(trimmed)) return kept.length
  const boundary = /[.!?…]["'”’)\]]*\s+|\n\s*/gu
  let start = 0
  for (const match of trimmed.matchAll(boundary)) start = match.index + match[0].length
  return start
}
