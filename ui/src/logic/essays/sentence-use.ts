/**
 * Whether a sentence uses a name as a school or as a place, from the words around it: the name
 * guard reports a short name that is also a state or an everyday word only where it names a school.
 */
import type { Token } from './guard-tokens.ts'

/**
 * How a sentence uses a name: as a school ("Why Michigan?", "At Michigan", "apply to Michigan",
 * "Michigan offers", "Michigan's"), as a place ("in Michigan", "from Michigan", "Michigan
 * winters"), or neither that these words tell.
 */
export type SentenceUse = 'school' | 'place' | 'unknown'

const SCHOOL_BEFORE = new Set(['why', 'at', 'attend', 'attending', 'join', 'joining'])
/** "apply to Michigan", "admitted to Michigan". */
const SCHOOL_BEFORE_TO = new Set([
  'apply',
  'applying',
  'applied',
  'admitted',
  'accepted',
  'transfer',
  'transferring',
])
const SCHOOL_AFTER = new Set([
  'offers',
  'provides',
  'gives',
  'lets',
  'allows',
  'has',
  'values',
  'encourages',
  'emphasizes',
  'fosters',
  'admits',
  'requires',
  'students',
  'faculty',
  'professors',
  'alumni',
  'campus',
  'courses',
  'curriculum',
])
const PLACE_BEFORE = new Set([
  'in',
  'from',
  'to',
  'of',
  'across',
  'around',
  'through',
  'throughout',
  'near',
  'outside',
  'northern',
  'southern',
  'eastern',
  'western',
  'central',
  'rural',
  'upstate',
  'downstate',
])
const PLACE_AFTER = new Set([
  'winter',
  'winters',
  'summer',
  'summers',
  'lake',
  'lakes',
  'county',
  'counties',
  'governor',
  'coast',
  'border',
])
const POSSESSIVE = /^['’]s(?![\p{L}\p{N}])/u

export function sentenceUse(text: string, words: Token[], at: number, length: number): SentenceUse {
  const before = words[at - 1]
  const next = words[at + length]
  const last = words[at + length - 1]
  // Words across a sentence's end say nothing about this one.
  const joined = (a: Token | undefined, b: Token | undefined) =>
    a !== undefined && b !== undefined && !/[.!?;:]/.test(text.slice(a.end, b.start))
  const prev = joined(before, words[at]) ? before?.key : undefined
  const after = last && joined(last, next) ? next?.key : undefined
  if (
    (prev !== undefined && SCHOOL_BEFORE.has(prev)) ||
    (prev === 'to' && SCHOOL_BEFORE_TO.has(words[at - 2]?.key ?? '')) ||
    (last !== undefined && POSSESSIVE.test(text.slice(last.end))) ||
    (after !== undefined && SCHOOL_AFTER.has(after))
  )
    return 'school'
  if (
    (prev !== undefined && PLACE_BEFORE.has(prev)) ||
    (after !== undefined && PLACE_AFTER.has(after))
  )
    return 'place'
  return 'unknown'
}

export function isSentenceStart(text: string, at: number): boolean {
  const before = text.slice(0, at).trimEnd()
  return before === '' || /[.!?…]["'”’)]*$/.test(before) || /\n\s*$/.test(text.slice(0, at))
}
