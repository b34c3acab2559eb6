/**
 * What a person's name may hold, for students and contact messages alike (issue 12). The server
 * applies the same rule: migration 1763800400 sets NAME_PATTERN on both `name` fields, and
 * PocketBase checks it on every save (a test runs that migration and compares). The contact form
 * carries only its visible-character half (visible.ts): /contact has a byte budget.
 */
import { hasVisibleCharacter } from './visible.ts'

/**
 * The whole rule as one pattern in the syntax JavaScript (with the `u` flag) and Go's RE2 share:
 * no control character (line breaks, tabs, NUL...), line or paragraph separator, or bidi
 * embedding, override or isolate anywhere; at least one letter, number or symbol.
 */
export const NAME_PATTERN =
  '^[^\\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]*[\\p{L}\\p{N}\\p{S}][^\\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]*$'

export const NAME_MESSAGES = {
  forbidden: 'Please remove line breaks and control characters',
} as const

/** blank: no letter, number or symbol; forbidden: holds a character never allowed; else null. */
export function nameProblem(name: string): 'blank' | 'forbidden' | null {
  if (/[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u.test(name)) return 'forbidden'
  return hasVisibleCharacter(name) ? null : 'blank'
}
