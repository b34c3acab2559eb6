/**
 * The words of a name or query as catalogue search compares them (docs/adr/0037-search-index.md):
 * folded spellings, the initials a name answers to, and the one-edit rule for typos. The index that
 * uses them is search-index.ts.
 */
import { searchKey } from './search-key.ts'

/** Words that neither need to match nor count towards initials. */
const STOPWORDS = new Set(['of', 'the', 'at', 'in', 'and', 'for', 'de'])
/** Spellings of one word, folded to one form on both sides of the comparison. */
const FOLDS = new Map([
  ['saint', 'st'],
  ['mount', 'mt'],
  ['fort', 'ft'],
])
/** Typos are forgiven in words this long or longer; shorter words are too easily another word. */
export const TYPO_MIN_LENGTH = 5

/**
 * The words of a name or query as search compares them: lower case, no accents, no apostrophes
 * ("St. John's" is "st johns"), "&" as "and", and Saint, Mount and Fort folded to St, Mt and Ft.
 */
export function searchWords(text: string): string[] {
  const key = searchKey(text.replace(/['\u2018\u2019`]/g, ''))
  if (key === '') return []
  return key.split(' ').map((word) => FOLDS.get(word) ?? word)
}

export function significant(words: readonly string[]): string[] {
  return words.filter((word) => !STOPWORDS.has(word))
}

function initialsOf(words: readonly string[]): string {
  return significant(words)
    .map((word) => word[0] ?? '')
    .join('')
}

/** The name without a leading "The", as it is compared with a whole query. */
export function fullKey(words: readonly string[]): string {
  return (words[0] === 'the' ? words.slice(1) : words).join(' ')
}

/**
 * Names that carry their campus after the last hyphen ("Ohio State University-Lima Campus") or
 * after " at " ("University of North Carolina at Chapel Hill") also answer to the initials of the
 * part before it (OSU, UNC), like the system's students say.
 */
export function initialsVariants(name: string): string[] {
  const variants = [name]
  const hyphen = name.lastIndexOf('-')
  if (hyphen > 0) variants.push(name.slice(0, hyphen))
  const at = name.search(/ (at|in) /)
  if (at > 0) variants.push(name.slice(0, at))
  const out: string[] = []
  for (const variant of variants) {
    const initials = initialsOf(searchWords(variant))
    if (initials.length >= 2 && !out.includes(initials)) out.push(initials)
  }
  return out
}

/** True when a and b differ by one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  const la = a.length
  const lb = b.length
  if (Math.abs(la - lb) > 1) return false
  let i = 0
  while (i < la && i < lb && a[i] === b[i]) i++
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2)
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1)
}

function lowerBound(sorted: readonly string[], key: string): number {
  let low = 0
  let high = sorted.length
  while (low < high) {
    const mid = (low + high) >> 1
    if ((sorted[mid] ?? '') < key) low = mid + 1
    else high = mid
  }
  return low
}

/** The words of the sorted list `sorted` that start with `prefix`, in order. */
export function startingWith(sorted: readonly string[], prefix: string): string[] {
  const out: string[] = []
  for (let i = lowerBound(sorted, prefix); i < sorted.length; i++) {
    const item = sorted[i] ?? ''
    if (!item.startsWith(prefix)) break
    out.push(item)
  }
  return out
}
