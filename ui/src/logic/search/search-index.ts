/**
 * Catalogue search as students type it (docs/adr/0037-search-index.md): reviewed short names
 * ("UCLA", "Penn State"), initials of a name's significant words ("MIT"), abbreviations systems
 * share ("UC Davis"), Saint/St./St and &/and as the same word, one typo in a word of five letters
 * or more, and, among equally good matches, the main campus before its branches.
 *
 * It runs in the browser over a projection of the catalogue fetched once per visit: the index is
 * built in tens of milliseconds and answers a query in well under one.
 */
import shortNames from './short-names.json' with { type: 'json' }
import {
  fullKey,
  initialsVariants,
  searchWords,
  significant,
  startingWith,
  TYPO_MIN_LENGTH,
  withinOneEdit,
} from './search-words.ts'

/** The reviewed short names (short-names.json), read by the essays' name guard too (ADR 0091). */
export const REVIEWED_SHORT_NAMES: unknown = shortNames

/** What search reads of a university. */
export type SearchEntry = {
  id: string
  unitid: number
  name: string
  city: string
  state: string
  undergrad_enrollment: number | null
  carnegie_basic_2021: number | null
}

/**
 * How a school matched, best first. A multi-word query takes the worst of its words' matches.
 * Results are ordered by this tier, then names that begin with the query, then `secondaryOrder`
 * (the main campus rule, docs/adr/0039-short-names-and-main-campus.md).
 */
export const MATCH_TIERS = [
  'short-name', // the whole query is a reviewed short name, or the school's full name
  'initials', // a word that is no school's word, equal to the initials of the name
  'words', // every word of the query is a whole word of the name
  'prefixes', // every word starts a word of the name (the last may be half typed)
  'place', // some word matched the city or the state
  'typo', // some word matched a word of the name with one typo
  'initials-start', // one word that is no school's word, starting the initials of the name
] as const
export type MatchTier = (typeof MATCH_TIERS)[number]

export type SearchHit<T extends SearchEntry = SearchEntry> = { entry: T; tier: MatchTier }

const MAIN_CAMPUS = /\bmain campus$/i

/**
 * The system a campus belongs to, from its name: the part before the first hyphen ("Ohio State
 * University-Lima Campus") or before " at " or " in " ("University of Alabama at Birmingham").
 * A name without such a part is its own system's name ("The University of Alabama").
 */
function systemOf(name: string): string {
  const hyphen = name.indexOf('-')
  const at = name.search(/ (at|in) /)
  const base = hyphen > 0 ? name.slice(0, hyphen) : at > 0 ? name.slice(0, at) : name
  return fullKey(searchWords(base))
}

/**
 * The main campus rule: in a system with a campus whose name says "Main Campus" ("Ohio State
 * University-Main Campus"), every other campus of the system is a branch and ranks after the
 * rest. Systems of peer universities without one (the University of California) have no branches;
 * there the research level and size of the secondary order decide.
 */
function markBranches(entries: Prepared<SearchEntry>[]): void {
  const systems = new Map<string, Prepared<SearchEntry>[]>()
  for (const p of entries) add(systems, systemOf(p.entry.name), p)
  for (const campuses of systems.values()) {
    if (!campuses.some((p) => MAIN_CAMPUS.test(p.entry.name))) continue
    for (const p of campuses) p.branch = !MAIN_CAMPUS.test(p.entry.name)
  }
}

/** Carnegie 2021 basic codes of doctoral universities: R1, R2, doctoral/professional. */
function researchLevel(carnegie: number | null): number {
  if (carnegie === 15) return 3
  if (carnegie === 16) return 2
  if (carnegie === 17) return 1
  return 0
}

type Prepared<T extends SearchEntry> = {
  entry: T
  nameWords: string[]
  placeWords: string[]
  initials: string[]
  /** A campus whose system has a main campus elsewhere in the catalogue. */
  branch: boolean
  research: number
  size: number
}

export type SearchIndex<T extends SearchEntry = SearchEntry> = {
  entries: Prepared<T>[]
  /** Whole query (words joined by spaces) -> schools: reviewed short names and full names. */
  exact: Map<string, number[]>
  initials: Map<string, number[]>
  initialsSorted: string[]
  nameWords: Map<string, number[]>
  placeWords: Map<string, number[]>
  /** Every word of names and places, sorted, for prefix lookups. */
  vocabulary: string[]
  /** Words of names by length, for typo lookups. */
  byLength: Map<number, string[]>
  /** Abbreviations as word lists -> what they may stand for, as word lists. */
  abbreviations: { short: string[]; means: string[][] }[]
}

function add<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key)
  if (!list) map.set(key, [value])
  else if (list[list.length - 1] !== value && !list.includes(value)) list.push(value)
}

/** Builds the index once per catalogue; queries then only look up and compare a few words. */
export function buildSearchIndex<T extends SearchEntry>(rows: readonly T[]): SearchIndex<T> {
  const prepared: Prepared<T>[] = rows.map((entry) => ({
    entry,
    nameWords: searchWords(entry.name),
    placeWords: [...searchWords(entry.city), entry.state.toLowerCase()],
    initials: initialsVariants(entry.name),
    branch: false,
    research: researchLevel(entry.carnegie_basic_2021),
    size: entry.undergrad_enrollment ?? 0,
  }))
  markBranches(prepared)
  // Kept in the secondary order, so a school's position is its rank among equally good matches.
  const entries = prepared.sort(secondaryOrder)
  const index: SearchIndex<T> = {
    entries,
    exact: new Map(),
    initials: new Map(),
    initialsSorted: [],
    nameWords: new Map(),
    placeWords: new Map(),
    vocabulary: [],
    byLength: new Map(),
    abbreviations: shortNames.abbreviations.map((a) => ({
      short: searchWords(a.short),
      means: a.means.map(searchWords),
    })),
  }
  const byUnitid = new Map<number, number>()
  entries.forEach((prepared, i) => {
    byUnitid.set(prepared.entry.unitid, i)
    add(index.exact, fullKey(prepared.nameWords), i)
    for (const initials of prepared.initials) add(index.initials, initials, i)
    for (const word of prepared.nameWords) add(index.nameWords, word, i)
    for (const word of prepared.placeWords) add(index.placeWords, word, i)
  })
  for (const school of shortNames.schools) {
    const i = byUnitid.get(school.unitid)
    if (i === undefined) continue
    for (const short of school.short) add(index.exact, searchWords(short).join(' '), i)
  }
  index.initialsSorted = [...index.initials.keys()].sort()
  const vocabulary = new Set([...index.nameWords.keys(), ...index.placeWords.keys()])
  index.vocabulary = [...vocabulary].sort()
  for (const word of index.nameWords.keys()) add(index.byLength, word.length, word)
  return index
}

/** The first position in a sorted list whose item is >= key. */
/** Per-word match kinds, as tier positions: initials, whole word, prefix, place, typo. */
const INITIALS = 1
const WORD = 2
const PREFIX = 3
const PLACE = 4
const TYPO = 5
const INITIALS_START = 6
const NONE = 99

/**
 * How a word counts when it equals a school's initials: as initials when no name or place has
 * that word ("mit"), else after the schools that have it as a word ("art").
 */
function initialsKind(index: SearchIndex, token: string): number {
  return index.nameWords.has(token) || index.placeWords.has(token) ? PREFIX : INITIALS
}

/** How well one query word matches one school, or NONE. */
function wordMatch(
  p: Prepared<SearchEntry>,
  token: string,
  prefixOk: boolean,
  asInitials: number,
): number {
  let best = token.length >= 2 && p.initials.includes(token) ? asInitials : NONE
  for (const word of p.nameWords) {
    if (word === token) return Math.min(best, WORD)
    if (prefixOk && best > PREFIX && word.startsWith(token)) best = PREFIX
  }
  if (best < NONE) return best
  for (const word of p.placeWords) {
    if (word === token || (prefixOk && word.startsWith(token))) return PLACE
  }
  if (token.length >= TYPO_MIN_LENGTH) {
    for (const word of p.nameWords) if (withinOneEdit(token, word)) return TYPO
  }
  return NONE
}

/** The postings that may match one query word, with their match kind, found through the index. */
function postingsFor(
  index: SearchIndex,
  token: string,
  prefixOk: boolean,
): { kind: number; list: readonly number[] }[] {
  const out: { kind: number; list: readonly number[] }[] = []
  const push = (kind: number, list: readonly number[] | undefined) => {
    if (list) out.push({ kind, list })
  }
  push(WORD, index.nameWords.get(token))
  if (token.length >= 2) push(initialsKind(index, token), index.initials.get(token))
  if (prefixOk) {
    for (const word of startingWith(index.vocabulary, token)) {
      if (word !== token) push(PREFIX, index.nameWords.get(word))
      push(PLACE, index.placeWords.get(word))
    }
  } else {
    push(PLACE, index.placeWords.get(token))
  }
  if (token.length >= TYPO_MIN_LENGTH) {
    for (let length = token.length - 1; length <= token.length + 1; length++) {
      for (const word of index.byLength.get(length) ?? []) {
        if (word !== token && withinOneEdit(token, word)) push(TYPO, index.nameWords.get(word))
      }
    }
  }
  return out
}

/** Schools of the postings with the best kind each. */
function bestKinds(
  postings: readonly { kind: number; list: readonly number[] }[],
): Map<number, number> {
  const kinds = new Map<number, number>()
  for (const { kind, list } of postings) {
    for (const i of list) {
      const before = kinds.get(i)
      if (before === undefined || kind < before) kinds.set(i, kind)
    }
  }
  return kinds
}

/** The query with each abbreviation replaced by what it may stand for (the query itself first). */
function alternatives(index: SearchIndex, words: readonly string[]): string[][] {
  let out: string[][] = [[...words]]
  for (const { short, means } of index.abbreviations) {
    const next: string[][] = []
    for (const alternative of out) {
      next.push(alternative)
      const at = alternative.findIndex((_, i) => short.every((w, j) => alternative[i + j] === w))
      if (at < 0) continue
      for (const meaning of means) {
        next.push([
          ...alternative.slice(0, at),
          ...meaning,
          ...alternative.slice(at + short.length),
        ])
      }
    }
    // A query of many abbreviations must not multiply without end.
    out = next.slice(0, 16)
  }
  return out
}

/** True when the name begins with the query's words (each may be the start of the word). */
function startsName(p: Prepared<SearchEntry>, words: readonly string[]): boolean {
  const offset = p.nameWords[0] === 'the' ? 1 : 0
  for (let k = 0; k < words.length; k++) {
    const own = p.nameWords[k + offset]
    const word = words[k] ?? ''
    const prefixOk = word.length >= 2 || k === words.length - 1
    if (own === undefined || !(own === word || (prefixOk && own.startsWith(word)))) {
      return false
    }
  }
  return true
}

/**
 * The secondary order, within one tier (after names that begin with the query, see searchIndex):
 * branch campuses after the rest (see markBranches), research universities (Carnegie 2021 R1,
 * R2, doctoral/professional) before others, more undergraduates first; then by name and unitid,
 * so the order never depends on the catalogue's order.
 */
function secondaryOrder(x: Prepared<SearchEntry>, y: Prepared<SearchEntry>): number {
  if (x.branch !== y.branch) return x.branch ? 1 : -1
  if (x.research !== y.research) return y.research - x.research
  if (x.size !== y.size) return y.size - x.size
  if (x.entry.name !== y.entry.name) return x.entry.name < y.entry.name ? -1 : 1
  return x.entry.unitid - y.entry.unitid
}

/** Searches the index: the best `limit` schools for the query, best first. */
export function searchIndex<T extends SearchEntry>(
  index: SearchIndex<T>,
  query: string,
  limit = 20,
): SearchHit<T>[] {
  const words = searchWords(query)
  if (words.length === 0 || limit <= 0) return []
  const size = index.entries.length
  // One number per school orders it: its tier, then whether the name begins with the query, then
  // its position in the secondary order. Lower is better.
  const found = new Map<number, number>()
  const note = (i: number, tier: number, starts: boolean) => {
    const key = (tier * 2 + (starts ? 0 : 1)) * size + i
    const before = found.get(i)
    if (before === undefined || key < before) found.set(i, key)
  }

  for (const i of index.exact.get(words.join(' ')) ?? []) note(i, 0, true)
  if (words[0] === 'the') {
    for (const i of index.exact.get(words.slice(1).join(' ')) ?? []) note(i, 0, true)
  }

  // One word that no name contains may be the start of initials being typed ("uc" of "ucla").
  const only = words.length === 1 ? words[0] : undefined
  if (only !== undefined && only.length >= 3 && initialsKind(index, only) === INITIALS) {
    for (const initials of startingWith(index.initialsSorted, only)) {
      for (const i of index.initials.get(initials) ?? []) note(i, INITIALS_START, false)
    }
  }

  for (const alternative of alternatives(index, words)) {
    const wanted = significant(alternative)
    const required = wanted.length > 0 ? wanted : alternative
    const lastWord = alternative[alternative.length - 1]
    // A word may match the start of a longer word, except one letter before the last word.
    const prefixOk = required.map((w) => w.length >= 2 || w === lastWord)
    // The word with the fewest candidates leads; the others are checked school by school.
    let pivot = 0
    let pivotPostings: { kind: number; list: readonly number[] }[] = []
    let pivotCount = Infinity
    required.forEach((token, k) => {
      const postings = postingsFor(index, token, prefixOk[k] ?? false)
      const count = postings.reduce((n, p) => n + p.list.length, 0)
      if (count < pivotCount) {
        pivot = k
        pivotPostings = postings
        pivotCount = count
      }
    })
    const asInitials = required.map((token) => initialsKind(index, token))
    for (const [i, kind] of bestKinds(pivotPostings)) {
      const prepared = index.entries[i]
      if (!prepared) continue
      let tier = kind
      for (let k = 0; k < required.length && tier !== NONE; k++) {
        if (k === pivot) continue
        const match = wordMatch(
          prepared,
          required[k] ?? '',
          prefixOk[k] ?? false,
          asInitials[k] ?? PREFIX,
        )
        tier = Math.max(tier, match)
      }
      if (tier !== NONE) note(i, tier, startsName(prepared, alternative))
    }
  }

  const keys = Float64Array.from(found.values()).sort()
  const hits: SearchHit<T>[] = []
  for (const key of keys.subarray(0, limit)) {
    const i = key % size
    const prepared = index.entries[i]
    const tier = MATCH_TIERS[Math.floor(key / size / 2)]
    if (prepared && tier) hits.push({ entry: prepared.entry, tier })
  }
  return hits
}
