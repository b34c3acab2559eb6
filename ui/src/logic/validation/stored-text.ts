/**
 * The rule for short texts a student stores (a gift's name, a sponsor, a step's title): no control
 * character (line breaks, tabs, NUL...), line or paragraph separator, or bidi embedding, override
 * or isolate, which could make a mail line or a calendar entry read other than it was typed. The
 * same characters NAME_PATTERN refuses (name.ts); kept small so the planner core and the analytics
 * core both carry it to the server.
 */
const FORBIDDEN = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u

export const STORED_TEXT_MESSAGE = 'Remove line breaks, tabs and other control characters.'

/** Whether `text` holds a character no stored text may hold. */
export function hasForbiddenCharacter(text: string): boolean {
  return FORBIDDEN.test(text)
}
