/**
 * Whether a name has a letter, number or symbol: spaces, marks and punctuation alone are not. Half
 * of the name rule (name.ts), on its own so the contact form carries only this (/contact has a
 * byte budget, ADR 0010).
 */
export function hasVisibleCharacter(name: string): boolean {
  return /[\p{L}\p{N}\p{S}]/u.test(name)
}
