/**
 * The text rule of the planner's after-submit fields (portal address and login, an interview's
 * place and interviewer): no control character (NUL, ESC, line breaks...), line or paragraph
 * separator, or bidi embedding, override or isolate. The same characters as the name rule
 * (logic/validation/name.ts), written as explicit ranges so the server's runtime (goja), which
 * has no Unicode property escapes, runs the very same check from the planner's bundle.
 */
// eslint-disable-next-line no-control-regex -- these very characters are what the rule refuses
const FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/

export const TEXT_MESSAGE = 'Remove line breaks and control characters.'

/** The message for a text holding a character never meant to be stored, else null. */
export function textProblem(value: string): string | null {
  return FORBIDDEN.test(value) ? TEXT_MESSAGE : null
}
