/**
 * The words by which an essay can name a school: its full name and the forms students write
 * (the part before a campus, "Cornell" for "Cornell University", initials such as "NYU"), and
 * its city. Derived from the catalogue's names; a reviewed list of short names (the search
 * feature's short-names.json) is merged in by passing it as `shortNames`.
 */
export type GuardSchool = {
  /** The IPEDS unitid, when known: matches the reviewed list exactly where names repeat. */
  unitid?: number
  name: string
  city: string
  /** Two-letter state. */
  state: string
  /** Reviewed short names ("Penn", "UChicago"); derived forms are added to these. */
  shortNames?: readonly string[]
}

/**
 * The reviewed short-names list's shape (ui/src/logic/search/short-names.json, written by the
 * search work). Adding it to the guard is one line where the guard's schools are built:
 * `withReviewedShortNames(schools, SHORT_NAMES)`.
 */
export type ReviewedShortNames = {
  schools: readonly { unitid?: number; name: string; short: readonly string[] }[]
}

export function withReviewedShortNames(
  schools: readonly GuardSchool[],
  reviewed: ReviewedShortNames,
): GuardSchool[] {
  const byUnitid = new Map<number, readonly string[]>()
  const byName = new Map<string, readonly string[]>()
  for (const entry of reviewed.schools) {
    if (entry.unitid !== undefined) byUnitid.set(entry.unitid, entry.short)
    byName.set(entry.name, entry.short)
  }
  return schools.map((school) => {
    const short =
      (school.unitid !== undefined ? byUnitid.get(school.unitid) : undefined) ??
      byName.get(school.name)
    return short ? { ...school, shortNames: [...(school.shortNames ?? []), ...short] } : school
  })
}

export type SchoolTermKind = 'name' | 'short name' | 'city'

export type SchoolTerm = {
  text: string
  kind: SchoolTermKind
  /** Short names and cities must match in case ("Brown", not "brown"); full names need not. */
  caseSensitive: boolean
}

const SMALL_WORDS = new Set(['of', 'the', 'and', 'at', 'in', 'for', 'on', 'a', '&'])

/** Whole names that introduce a campus: "University of Michigan-Ann Arbor", "X at Y", "X in Y". */
const CAMPUS_SEPARATORS = [/-/, / at /, / in /]

/** Every term naming `school`, without duplicates, in a stable order. */
export function schoolTerms(school: GuardSchool): SchoolTerm[] {
  const terms: SchoolTerm[] = []
  const seen = new Set<string>()
  const add = (text: string, kind: SchoolTermKind, caseSensitive: boolean) => {
    const clean = text.trim().replace(/\s+/g, ' ')
    const key = `${kind}|${caseSensitive ? clean : clean.toLowerCase()}`
    if (clean === '' || seen.has(key)) return
    seen.add(key)
    terms.push({ text: clean, kind, caseSensitive })
  }
  const name = school.name.trim()
  add(name, 'name', false)
  const withoutThe = name.replace(/^The /, '')
  add(withoutThe, 'name', false)
  for (const separator of CAMPUS_SEPARATORS) {
    const [before] = withoutThe.split(separator)
    // "University of Michigan" from "University of Michigan-Ann Arbor"; never a lone word.
    if (before && before !== withoutThe && before.trim().split(' ').length >= 2) {
      add(before, 'name', false)
    }
  }
  for (const short of derivedShortNames(withoutThe)) add(short, 'short name', true)
  for (const short of school.shortNames ?? []) add(short, 'short name', true)
  add(school.city, 'city', true)
  return terms
}

/** "Cornell" from "Cornell University"; "NYU", "UNC", "CMU" from the initials. */
export function derivedShortNames(name: string): string[] {
  const result: string[] = []
  const variants = [name, ...CAMPUS_SEPARATORS.map((s) => name.split(s)[0] ?? name)]
  const single = /^([A-Z][A-Za-z'.]+) (University|College)$/.exec(variants[1]?.trim() ?? name)
  if (single?.[1] && !single[1].endsWith('.')) result.push(single[1])
  for (const variant of variants) {
    const words = variant
      .replace(/-/g, ' ')
      .split(/\s+/)
      .filter((w) => w !== '' && !SMALL_WORDS.has(w.toLowerCase()))
    const initials = words.map((w) => w.charAt(0).toUpperCase()).join('')
    if (initials.length >= 3 && initials.length <= 6 && /^[A-Z]+$/.test(initials)) {
      if (!COMMON_ACRONYMS.has(initials)) result.push(initials)
    }
  }
  return [...new Set(result)]
}

/** Acronyms students write for other things: never taken as a school's initials. */
export const COMMON_ACRONYMS = new Set(
  (
    'SAT ACT GPA PSAT STEM STEAM NASA USA NHS FBLA DECA CEO NBA NFL NCAA DNA RNA ICU ESL ELL AMC ' +
    'AIME ISEF ROTC JROTC YMCA MUN HOSA FFA BPA TSA SGA PTA NYC LGBT LGBTQ BLM ADHD OCD COVID CPR EMT ' +
    'AIDS HIV CAD GPS USB API CSS HTML PDF ASL FAFSA IEP IBM NPR CNN BBC NYT PBS MVP APUSH USAMO ' +
    'USACO IMO IOI AAU AFC NSF NIH CDC FDA EPA UNICEF NAACP FIRST VEX WHO'
  ).split(' '),
)

export const US_STATES = new Set(
  (
    'Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia ' +
    'Hawaii Idaho Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts ' +
    'Michigan Minnesota Mississippi Missouri Montana Nebraska Nevada Ohio Oklahoma Oregon ' +
    'Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin Wyoming Carolina Dakota'
  ).split(' '),
)

/**
 * Short names that are also everyday words or common first and last names: "Brown" the colour,
 * "Drew" the verb, "Hope", "Smith". A hit on one is worth a look, not a certain leftover.
 */
export const EVERYDAY_WORDS = new Set(
  (
    'Academy Allen Alma American Anderson Andrews Ascent Aspen Assumption Augusta Aurora Austin ' +
    'Baker Barry Barton Beacon Bennett Berry Bethany Bethel Blackburn Brown Bryan Butler Calvary ' +
    'Calvin Cameron Campbell Capital Carroll Central Chamberlain Chapman Clark Clarke Clinton ' +
    'Concord Cornerstone Covenant Cox Crown Curry Davenport Davis Dean Defiance Dominican Drake ' +
    'Drew Eastern Emmanuel Evangel Fisher Franklin Friends Gordon Hamilton Hampton Harding Haven ' +
    'Heritage Hodges Hood Hope Howard Johnson King Knox Lamar Landmark Lane Lawrence Lee Lewis ' +
    'Liberty Life Lincoln Logan Luther Lynn Lyon Madonna Malone Manchester Marshall Martin Mercy ' +
    'Messiah Methodist Miles Minerva Mission Mitchell Monroe Morris National Newman Nichols ' +
    'Nightingale Pace Pacific Park Parker Pathways Pillar Platt Point Post Presbyterian ' +
    'Providence Reach Reed Reformed Regent Rhodes Rice Rider Rush Rust Salem Shaw Shepherd Shorter ' +
    'Simpson Smith Sofia South Springfield Sterling Stephens Taylor Temple Thomas Trinity Troy ' +
    'Union Walsh Warner Wells Williams Wilson York Northwest Southwestern Southeastern Northeastern'
  ).split(' '),
)

export const STATE_NOTE = 'also a U.S. state'
export const EVERYDAY_NOTE = 'also an everyday word or a common name'

/** Why a term may name something else, or null. */
export function ambiguity(term: SchoolTerm): string | null {
  if (term.kind === 'name') return null
  if (US_STATES.has(term.text)) return STATE_NOTE
  if (EVERYDAY_WORDS.has(term.text)) return EVERYDAY_NOTE
  return null
}
