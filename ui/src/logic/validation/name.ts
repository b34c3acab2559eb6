/**
 * What a person's name may hold, for students and contact messages alike (issue 12). The server
 * applies the same rule: migration 1763800400 sets NAME_PATTERN on both `name` fields, and PocketBase
 * checks it on every save (a test runs that migration and compares).
 */

/**
 * Never in a name: control characters (line breaks, tabs, NUL...), the line and paragraph
 * separators, and the bidi embeddings, overrides and isolates that reorder what follows them.
 */
const FORBIDDEN_CLASS = '\\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069'
/** A visible character: a letter, a number or a symbol (spaces, marks and punctuation alone are not). */
const VISIBLE_CLASS = '\\p{L}\\p{N}\\p{S}'

/**
 * The whole rule as one pattern in the syntax JavaScript (with the `u` flag) and Go's RE2 share:
 * nothing forbidden anywhere, and at least one visible character.
 */
export const NAME_PATTERN = `^[^${FORBIDDEN_CLASS}]*[${VISIBLE_CLASS}][^${FORBIDDEN_CLASS}]*$`

const FORBIDDEN = new RegExp(`[${FORBIDDEN_CLASS}]`, 'u')
const VISIBLE = new RegExp(`[${VISIBLE_CLASS}]`, 'u')

export const NAME_MESSAGES = {
  forbidden: 'Please remove line breaks and control characters from the name',
} as const

/** blank: no letter, number or symbol; forbidden: holds a character never allowed; else null. */
export function nameProblem(name: string): 'blank' | 'forbidden' | null {
  if (FORBIDDEN.test(name)) return 'forbidden'
  if (!VISIBLE.test(name)) return 'blank'
  return null
}
