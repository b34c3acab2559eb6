/**
 * The rule for short texts a student stores (a gift's name, a sponsor, a step's title): no control
 * character (line breaks, tabs, NUL...), line or paragraph separator, or bidi embedding, override
 * or isolate, which could make a mail line or a calendar entry read other than it was typed. The
 * same characters NAME_PATTERN refuses (name.ts); kept small so the planner core and the analytics
 * core both carry it to the server.
 */
// Spelled as code-unit ranges, not \p{Cc}: the server's JavaScript runtime (goja) reads Unicode
// property escapes differently, and this check must refuse the same text on both sides.
function forbidden(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  )
}

export const STORED_TEXT_MESSAGE = 'Remove line breaks, tabs and other control characters.'

/** Whether `text` holds a character no stored text may hold. */
export function hasForbiddenCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) if (forbidden(text.charCodeAt(i))) return true
  return false
}
