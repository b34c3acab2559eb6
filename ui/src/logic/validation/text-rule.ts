/**
 * One rule for every string a student stores (issue 24, docs/adr/0075): names, titles, notes,
 * prompts, labels, essay text. Forms say it before sending; the server applies the very same rule
 * to every text field of every collection a student writes (bundled into
 * pocketbase/pb_hooks/lib/text-core.js by `pnpm typegen`, checked by lib/text-rule.js), and
 * answers a 400 naming the field.
 *
 * Never meant in stored text: the C0 controls (NUL, BEL, ESC...; text of several lines keeps
 * tab, line feed and carriage return), DEL and the C1 controls, the bidi embeddings, overrides and
 * isolates that can make text read backwards (U+202A-202E, U+2066-2069), the interlinear
 * annotation marks (U+FFF9-FFFB) and the noncharacters U+FDD0-FDEF, U+FFFE and U+FFFF. Text of one
 * line also refuses every line break, tab and the line and paragraph separators (U+2028, U+2029).
 *
 * Written as explicit ranges, not Unicode property classes: PocketBase's JavaScript runtime
 * accepts `\p{Cc}` but matches nothing with it.
 */

const NEVER_MEANT =
  '\\x00-\\x08\\x0B\\x0C\\x0E-\\x1F\\x7F-\\x9F\\u202A-\\u202E\\u2066-\\u2069\\uFDD0-\\uFDEF\\uFFF9-\\uFFFB\\uFFFE\\uFFFF'
const BREAKS = '\\t\\n\\r\\u2028\\u2029'

/** single: a name, a title, a label; multi: essay text, a prompt, a message. */
export type TextLines = 'single' | 'multi'

/** What text of `lines` may never hold, as one character class (built per call: it is small). */
function refused(lines: TextLines, flags?: string): RegExp {
  return new RegExp(`[${NEVER_MEANT}${lines === 'single' ? BREAKS : ''}]`, flags)
}

/** Ending in a full stop, as PocketBase sends a field's message: the form and the 400 say the same. */
export const TEXT_MESSAGES: Record<TextLines, string> = {
  single: 'Please remove line breaks and control characters.',
  multi: 'Please remove control characters.',
}

/**
 * The fields where text of several lines is meant, by collection; every other text field of a
 * stored record holds one line.
 */
export const MULTILINE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  essays: ['text', 'prompt'],
  essay_versions: ['text'],
  contact_messages: ['message'],
  // A supporter's comment, and the passage of the essay it quotes (docs/adr/0082).
  share_comments: ['body', 'quote'],
}

/** Whether `field` of `collection` holds text of several lines. */
export function linesOf(collection: string, field: string): TextLines {
  return (MULTILINE_FIELDS[collection] ?? []).includes(field) ? 'multi' : 'single'
}

/** The sentence to show when `value` holds a character never meant in such text, else null. */
export function textProblem(value: string, lines: TextLines): string | null {
  return refused(lines).test(value) ? TEXT_MESSAGES[lines] : null
}

/**
 * `value` without the characters the rule refuses, for text typed or pasted where a refusal
 * would only get in the way (an essay's textarea): a line break in text of one line becomes a
 * space, anything else never meant goes.
 */
export function cleanText(value: string, lines: TextLines): string {
  const spaced = lines === 'single' ? value.replace(new RegExp(`[${BREAKS}]+`, 'g'), ' ') : value
  return spaced.replace(refused(lines, 'g'), '')
}

/**
 * Where inside a JSON value (a list of phrases, an aid offer) a string or a key breaks the
 * one-line rule: null when none does, '' for the value itself, else its path ("gifts.0.name"), so
 * a 400 names the very part a form shows (`aid_offer.gifts.0.name`), as the part's own check does.
 */
export function jsonForbiddenPath(value: unknown): string | null {
  if (typeof value === 'string') return textProblem(value, 'single') !== null ? '' : null
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((inner, index) => [String(index), inner])
    : value !== null && typeof value === 'object'
      ? Object.entries(value)
      : []
  for (const [key, inner] of entries) {
    if (!Array.isArray(value) && textProblem(key, 'single') !== null) return key
    const below = jsonForbiddenPath(inner)
    if (below !== null) return below === '' ? key : `${key}.${below}`
  }
  return null
}

/** Whether any string inside a JSON value (a list of phrases, say) breaks the one-line rule. */
export function jsonHasForbiddenText(value: unknown): boolean {
  return jsonForbiddenPath(value) !== null
}
