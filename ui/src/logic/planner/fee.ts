// The fee a form field holds, read alone: the analytics forms read it without the planner's checks
// (validation.ts re-exports it).

/** Reads the fee a form field holds: '' is unknown (null); anything unreadable stays as typed. */
export function parseFee(text: string): number | string | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '')
  if (trimmed === '') return null
  const value = Number(trimmed)
  return Number.isFinite(value) ? value : text
}
