import { isHomeState, OUTSIDE_STATES } from '../matching/settings.ts'
import { STATE_NAMES } from '../matching/us-states.ts'
import { keyOf, tokens, type Token } from './guard-tokens.ts'
import {
  ambiguity,
  EVERYDAY_NOTE,
  schoolTerms,
  type GuardSchool,
  type SchoolTerm,
  type SchoolTermKind,
} from './school-terms.ts'
import { isSentenceStart, sentenceUse, type SentenceUse } from './sentence-use.ts'

/**
 * The name guard: before an essay is marked final for one school, find every other school it
 * names (full names, short names and cities from the catalogue and the student's list) and the
 * phrases the student added (a mascot, a professor, a building), each with its context.
 *
 * likely: a full name, anything naming a school on the student's list, or the student's own
 * phrase: almost surely left over. review: a city or short name of a school not on the list, or
 * a word that is also a state or an everyday word ("Brown", "Washington"): worth a look.
 *
 * A short name that is also a state or an everyday word ("Michigan", "Brown") is reported where
 * the sentence uses it as a school ("Why Michigan?", "At Michigan", "Michigan offers",
 * "Michigan's"), never where it reads as a place ("I grew up in Michigan"); such a finding is a
 * question, not a verdict (findingWords).
 */
export type GuardSeverity = 'likely' | 'review'
export type GuardHitKind = SchoolTermKind | 'phrase'

export type GuardHit = {
  /** The words as they stand in the essay. */
  found: string
  kind: GuardHitKind
  severity: GuardSeverity
  /** The schools the words name (empty for a student's phrase), list schools first. */
  schools: string[]
  start: number
  end: number
  before: string
  after: string
  /** Why it may be innocent, e.g. "also a U.S. state". */
  note: string | null
}

export type GuardInput = {
  /** The school the essay is being finished for: its names are never reported. */
  target: GuardSchool
  /** The student's list (and applications): hits naming these are likely. */
  studentList: readonly GuardSchool[]
  /** Every school in the catalogue. */
  catalogue: readonly GuardSchool[]
  /** Phrases the student asked to be warned about. */
  phrases: readonly string[]
}

/**
 * Where a term counts: any: wherever it stands; as-school: only where the sentence uses it as a
 * school; not-as-place: unless the sentence uses it as a place.
 */
type TermUse = 'any' | 'as-school' | 'not-as-place'

type Term = {
  /** The first key, which indexes the term. */
  head: string
  keys: string[]
  /** The exact words, for case-sensitive terms; null when case does not matter. */
  raw: string[] | null
  kind: GuardHitKind
  severity: GuardSeverity
  schools: string[]
  note: string | null
  use: TermUse
  /** Used as a school, it names a school on the student's list: likely, though ambiguous. */
  likelyAsSchool: boolean
}

export type Guard = { byFirstKey: Map<string, Term[]> }

const CONTEXT = 60
const KIND_ORDER: GuardHitKind[] = ['phrase', 'name', 'short name', 'city']

/** A school's terms and their words, kept per school: guards for several targets reuse them. */
const TERMS = new WeakMap<GuardSchool, { term: SchoolTerm; words: Token[] }[]>()

function termsOf(school: GuardSchool): { term: SchoolTerm; words: Token[] }[] {
  let terms = TERMS.get(school)
  if (!terms) {
    terms = schoolTerms(school).map((term) => ({ term, words: tokens(term.text) }))
    TERMS.set(school, terms)
  }
  return terms
}

/** Builds the guard once per target, list and phrases; checking an essay is then one pass. */
export function buildGuard(input: GuardInput): Guard {
  const targetTerms = new Set(
    [...schoolTerms(input.target).map((t) => t.text), stateName(input.target.state)].map(keyOf),
  )
  const onList = new Set(input.studentList.map((s) => s.name))
  const terms = new Map<string, Term>()
  const add = (
    words: Token[],
    kind: GuardHitKind,
    caseSensitive: boolean,
    school: string | null,
    severity: GuardSeverity,
    note: string | null,
    use: TermUse = 'any',
    likelyAsSchool = false,
  ) => {
    if (words.length === 0) return
    const keys = words.map((w) => w.key)
    if (kind !== 'phrase' && targetTerms.has(keys.join(' '))) return
    const raw = caseSensitive ? words.map((w) => w.raw) : null
    const id = `${kind}|${use}|${keys.join(' ')}|${raw?.join(' ') ?? ''}`
    const existing = terms.get(id)
    if (existing) {
      if (school && !existing.schools.includes(school)) existing.schools.push(school)
      if (severity === 'likely') existing.severity = 'likely'
      existing.likelyAsSchool ||= likelyAsSchool
      return
    }
    terms.set(id, {
      head: keys[0] ?? '',
      keys,
      raw,
      kind,
      severity,
      schools: school ? [school] : [],
      note,
      use,
      likelyAsSchool,
    })
  }

  const schools = [...input.studentList, ...input.catalogue]
  for (const school of schools) {
    if (school.name === input.target.name) continue
    const listed = onList.has(school.name)
    for (const { term, words } of termsOf(school)) {
      const note = ambiguity(term)
      if (!note) {
        const severity: GuardSeverity = term.kind === 'name' || listed ? 'likely' : 'review'
        add(words, term.kind, term.caseSensitive, school.name, severity, null)
      } else if (term.kind === 'short name') {
        // "Michigan": the school where the sentence says so, the state where it reads as one.
        const use: TermUse = listed ? 'not-as-place' : 'as-school'
        add(words, term.kind, term.caseSensitive, school.name, 'review', note, use, listed)
      } else if (listed) {
        // Everyday words naming schools the student is not applying to would flag every essay.
        add(words, term.kind, term.caseSensitive, school.name, 'review', note)
      }
    }
  }
  for (const phrase of input.phrases) add(tokens(phrase), 'phrase', false, null, 'likely', null)

  const byFirstKey = new Map<string, Term[]>()
  for (const term of terms.values()) {
    const list = byFirstKey.get(term.head) ?? []
    list.push(term)
    byFirstKey.set(term.head, list)
  }
  // Longest terms first, so "Boston College" wins over "Boston" at the same place.
  for (const list of byFirstKey.values()) list.sort((a, b) => b.keys.length - a.keys.length)
  return { byFirstKey }
}

/** Every hit in `text`, in order; overlapping terms give one hit, the longest. */
export function checkEssay(guard: Guard, text: string): GuardHit[] {
  const words = tokens(text)
  const hits: GuardHit[] = []
  let i = 0
  for (let first = words[i]; first; first = words[i]) {
    const candidates = guard.byFirstKey.get(first.key)
    let matched: Term[] = []
    let length = 0
    let use: SentenceUse | null = null
    for (const term of candidates ?? []) {
      if (term.keys.length < length) break
      if (!matches(term, words, i)) continue
      if (term.use !== 'any') {
        use = sentenceUse(text, words, i, term.keys.length)
        if (term.use === 'as-school' ? use !== 'school' : use === 'place') continue
      }
      if (term.keys.length > length) matched = []
      length = term.keys.length
      matched.push(term)
    }
    if (matched.length === 0) {
      i++
      continue
    }
    const end = words[i + length - 1]?.end ?? first.end
    hits.push(hitOf(matched, text, first.start, end, isSentenceStart(text, first.start), use))
    i += length
  }
  return hits
}

function matches(term: Term, words: Token[], at: number): boolean {
  for (let k = 0; k < term.keys.length; k++) {
    const word = words[at + k]
    if (!word || word.key !== term.keys[k]) return false
    if (term.raw && word.raw !== term.raw[k]) return false
  }
  return true
}

function hitOf(
  terms: Term[],
  text: string,
  start: number,
  end: number,
  sentenceStart: boolean,
  use: SentenceUse | null,
): GuardHit {
  const rank = (t: Term) => (t.severity === 'review' ? 10 : 0) + KIND_ORDER.indexOf(t.kind)
  const best = terms.reduce((a, b) => (rank(b) < rank(a) ? b : a))
  const schools = [...new Set(terms.flatMap((t) => t.schools))]
  let note = best.note
  let severity = best.severity
  // A capitalised everyday word opening a sentence ("Brown leaves...") proves nothing.
  if (note && sentenceStart && note === EVERYDAY_NOTE) note = `${note}; it opens a sentence here`
  if (note) severity = 'review'
  // "Why Michigan?" with Michigan on the student's list: ambiguous words, but likely left over.
  if (use === 'school' && terms.some((t) => t.likelyAsSchool)) severity = 'likely'
  return {
    found: text.slice(start, end),
    kind: best.kind,
    severity,
    schools,
    start,
    end,
    before: clip(text.slice(Math.max(0, start - CONTEXT), start), 'start'),
    after: clip(text.slice(end, end + CONTEXT), 'end'),
    note,
  }
}

function clip(context: string, side: 'start' | 'end'): string {
  const flat = context.replace(/\s+/g, ' ')
  if (flat.length < CONTEXT) return flat
  if (side === 'start') return `…${flat.slice(flat.indexOf(' ') + 1)}`
  return `${flat.slice(0, flat.lastIndexOf(' '))}…`
}

function stateName(code: string): string {
  return isHomeState(code) && code !== OUTSIDE_STATES ? STATE_NAMES[code] : code
}
