/**
 * The rule for text a student or a supporter stores in sharing (a link's label, a comment, the
 * passage it quotes): a length in characters, and none of the invisible characters that make text
 * read differently from what it holds. C0 and C1 control characters (a one-line text also refuses
 * tab and line breaks) can corrupt what shows them; the bidirectional embeddings, overrides and
 * isolates (U+202A-U+202E, U+2066-U+2069) reorder what a reader sees, so a comment could show
 * one sentence and hold another. The left-to-right and right-to-left marks stay: Arabic and Hebrew
 * text needs them and they reorder nothing around them.
 *
 * The browser checks as the student types; the server runs the same rule (the sharing core).
 */

/** Characters no stored text may hold, and those a one-line text may not hold either. */
const CONTROL_OR_BIDI =
  // eslint-disable-next-line no-control-regex -- finding control characters is this rule's purpose
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/
const LINE_BREAK = /[\t\n\r\u2028\u2029]/

export type TextRule = {
  /** The most characters (Unicode code points) it may hold. */
  max: number
  /** The sentence when it is empty; absent: it may be empty. */
  required?: string
  /** Whether line breaks and tabs may stand in it (a comment: yes; a label: no). */
  multiline?: boolean
}

export const TEXT_MESSAGES = {
  hidden:
    'Take out the invisible control or text-direction characters: they can hide what the text says.',
  oneLine: 'Keep it on one line.',
  notText: 'Send it as text.',
  tooLong: (max: number) => `Keep it to ${String(max)} characters or fewer.`,
} as const

/** How many characters `text` holds, counting an emoji or an accented letter once. */
export function characterCount(text: string): number {
  let count = 0
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    // A high surrogate followed by a low one is one character.
    if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1)
      if (next >= 0xdc00 && next <= 0xdfff) i++
    }
    count++
  }
  return count
}

/** What is wrong with `text` under `rule`, as a sentence for its field; null when it is fine. */
export function textProblem(text: unknown, rule: TextRule): string | null {
  if (text === undefined || text === null) return rule.required ?? null
  if (typeof text !== 'string') return TEXT_MESSAGES.notText
  if (text.trim() === '') return rule.required ?? null
  if (CONTROL_OR_BIDI.test(text)) return TEXT_MESSAGES.hidden
  if (!rule.multiline && LINE_BREAK.test(text)) return TEXT_MESSAGES.oneLine
  if (characterCount(text) > rule.max) return TEXT_MESSAGES.tooLong(rule.max)
  return null
}
