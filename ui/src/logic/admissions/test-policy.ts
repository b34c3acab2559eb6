/**
 * A school's test policy for an entry year, with where it comes from. The reviewed file
 * (logic/search/test-policies.json) gives the policy for this cycle's entrants where it was
 * checked, with its source and the date checked; every other school has only the catalogue's
 * IPEDS ADM2022 figure (fall 2022), which is said as such, with the words that it may have changed
 * and the school's admissions page. Test advice, the match card and the planner all read a school's
 * policy here, so they never disagree (docs/adr/0070-test-policies-are-reviewed-data.md).
 *
 * Pure and free of Intl: the planner's server core bundles it (pocketbase/scripts/hook-cores.ts).
 */
import type { IsoDate } from '../planner/calendar-date.ts'
import { formatIsoDay } from '../planner/calendar-date.ts'
import { policies } from '../search/test-policies.json'
import type { AdmissionConsideration, University } from '../university.ts'
import { ENTRY_YEAR, entryTerm } from '../cycle/cycle.ts'

/** What a school asks of applicants' test scores. */
export type TestPolicyKind = 'required' | 'required_flexible' | 'recommended' | 'optional' | 'blind'

export const TEST_POLICY_KINDS: readonly TestPolicyKind[] = [
  'required',
  'required_flexible',
  'recommended',
  'optional',
  'blind',
]

/** The fall 2022 figure has no "test flexible": IPEDS asked only required, recommended or not. */
export type Fall2022Policy = Exclude<TestPolicyKind, 'required_flexible'>

/** Whether scores (or, test flexible, another listed test) must be sent. */
export function requiresScores(policy: TestPolicyKind | null): boolean {
  return policy === 'required' || policy === 'required_flexible'
}

/** One checked row of the reviewed file. */
export type PolicyRow = {
  unitid: number
  name: string
  /** The entry year (fall) the row was checked for. */
  entryYear: number
  policy: TestPolicyKind
  /** The first entry year under this policy, where the source says so. */
  since: number | null
  /** The last entry year the source covers, where it names one. */
  until: number | null
  /** A change the school has announced for a later entry year. */
  next: { policy: TestPolicyKind; from: number } | null
  /** A few words: who is exempt, which other tests count. */
  exception: string | null
  source: string
  sourceKind: 'school' | 'secondary'
  /** The source's own date, where it shows one ("2024-02", "2025-10-09"). */
  published: string | null
  checked: IsoDate
  changedSinceFall2022: boolean
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
const isYear = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1900 && value <= 2100
const isKind = (value: unknown): value is TestPolicyKind =>
  TEST_POLICY_KINDS.includes(value as TestPolicyKind)
const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== ''
const optional = <T>(value: unknown, test: (v: unknown) => v is T): T | null | undefined =>
  value === undefined || value === null ? null : test(value) ? value : undefined

/** One row of the file, checked field by field; null for a malformed row (never trusted). */
export function parsePolicyRow(value: unknown): PolicyRow | null {
  if (!isRecord(value)) return null
  const { unitid, name, entryYear, policy, source, sourceKind, checked } = value
  const since = optional(value.since, isYear)
  const until = optional(value.until, isYear)
  const exception = optional(value.exception, isText)
  const published = optional(value.published, isText)
  const rawNext = value.next
  const next =
    rawNext === undefined || rawNext === null
      ? null
      : isRecord(rawNext) && isKind(rawNext.policy) && isYear(rawNext.from)
        ? { policy: rawNext.policy, from: rawNext.from }
        : undefined
  if (
    typeof unitid !== 'number' ||
    !isText(name) ||
    !isYear(entryYear) ||
    !isKind(policy) ||
    !isText(source) ||
    (sourceKind !== 'school' && sourceKind !== 'secondary') ||
    typeof checked !== 'string' ||
    !/^\d{4}-\d{2}-\d{2}$/.test(checked) ||
    typeof value.changedSinceFall2022 !== 'boolean' ||
    since === undefined ||
    until === undefined ||
    exception === undefined ||
    published === undefined ||
    next === undefined
  ) {
    return null
  }
  return {
    unitid,
    name,
    entryYear,
    policy,
    since,
    until,
    next,
    exception,
    source,
    sourceKind,
    published,
    checked,
    changedSinceFall2022: value.changedSinceFall2022,
  }
}

/** The reviewed rows, by unitid. */
export const POLICY_ROWS: ReadonlyMap<number, PolicyRow> = new Map(
  policies.flatMap((raw: unknown) => {
    const row = parsePolicyRow(raw)
    return row ? [[row.unitid, row] as const] : []
  }),
)

/** What the answer needs of a catalogue school (the match projection has no ADM2022 item). */
export type PolicyUniversity = Pick<University, 'unitid' | 'test_policy_fall2022'> &
  Partial<Pick<University, 'apply_url' | 'website'>> & {
    /** ADMCON7 as the catalogue has it (the planner's type also allows 'recommended'). */
    admission_test_scores_requirement_fall2022?: AdmissionConsideration | 'recommended' | null
  }

/**
 * The fall 2022 policy: ADM2022's consideration item first (ADMCON7), else the test-policy column,
 * where code 3 ("neither required nor recommended") is "not considered even if submitted": test
 * blind (pocketbase/data/README.md).
 */
export function fall2022PolicyOf(u: PolicyUniversity): Fall2022Policy | null {
  switch (u.admission_test_scores_requirement_fall2022) {
    case 'required':
      return 'required'
    case 'recommended':
      return 'recommended'
    case 'considered_not_required':
      return 'optional'
    case 'not_considered':
      return 'blind'
    default:
      break
  }
  switch (u.test_policy_fall2022) {
    case 'required':
      return 'required'
    case 'recommended':
      return 'recommended'
    case 'considered_not_required':
      return 'optional'
    case 'neither_required_nor_recommended':
      return 'blind'
    default:
      return null
  }
}

/** The policy for the entry year, from a checked source. */
export type KnownTestPolicy = {
  known: true
  entryYear: number
  policy: TestPolicyKind
  since: number | null
  /** An announced change for a later entry year (Princeton: required from fall 2028). */
  next: { policy: TestPolicyKind; from: number } | null
  exception: string | null
  source: { url: string; kind: 'school' | 'secondary'; checked: IsoDate }
}

/** No checked policy for the entry year: the fall 2022 figure, which may have changed. */
export type UnknownTestPolicy = {
  known: false
  entryYear: number
  /** IPEDS ADM2022; null when the school reported none. */
  fall2022: Fall2022Policy | null
  /** The school's admissions page (the catalogue's apply_url, else its website), when known. */
  admissionsUrl: string | null
}

export type TestPolicyAnswer = KnownTestPolicy | UnknownTestPolicy

/** The policy an answer acts on: the current one, else fall 2022's. */
export function policyOf(answer: TestPolicyAnswer): TestPolicyKind | null {
  return answer.known ? answer.policy : answer.fall2022
}

/**
 * The school's test policy for `entryYear` (this cycle's by default). A reviewed row answers for
 * the year it was checked for, for the earlier years since its policy began, and for the years of
 * a change the school announced; any other year (a later cycle not yet checked) gets the fall 2022
 * figure, said as such.
 */
export function testPolicyFor(
  u: PolicyUniversity,
  entryYear: number = ENTRY_YEAR,
  rows: ReadonlyMap<number, PolicyRow> = POLICY_ROWS,
): TestPolicyAnswer {
  const row = rows.get(u.unitid)
  if (row) {
    const source = { url: row.source, kind: row.sourceKind, checked: row.checked }
    const common = { known: true as const, entryYear, exception: row.exception, source }
    if (row.next && entryYear >= row.next.from) {
      return { ...common, policy: row.next.policy, since: row.next.from, next: null }
    }
    const covered =
      entryYear === row.entryYear ||
      (row.since !== null && entryYear >= row.since && entryYear < row.entryYear)
    if (covered) return { ...common, policy: row.policy, since: row.since, next: row.next }
  }
  return {
    known: false,
    entryYear,
    fall2022: fall2022PolicyOf(u),
    admissionsUrl: admissionsPageOf(u),
  }
}

/** Application sites shared by many schools: they carry no school's own test policy. */
const SHARED_APPLICATION_SITES = ['commonapp.org', 'applytexas.org']

/**
 * Where to check a school's policy: its application page (the catalogue's apply_url), unless that
 * is a site shared by many schools (the Common App), else its website.
 */
export function admissionsPageOf(u: PolicyUniversity): string | null {
  const apply = u.apply_url ?? null
  const shared =
    apply !== null &&
    SHARED_APPLICATION_SITES.some((site) => {
      const host = siteOf(apply)
      return host === site || host.endsWith(`.${site}`)
    })
  return (shared ? null : apply) ?? u.website ?? null
}

/** How a sentence dates the policy it acts on: "for fall 2027 entrants", or "(fall 2022)". */
export function policyDating(answer: TestPolicyAnswer): string {
  return answer.known ? `for ${entryTerm(answer.entryYear)} entrants` : '(fall 2022)'
}

/** What a scoring rule needs of a school's test policy. */
export type ScoringPolicy = {
  /** The policy to act on: this cycle's where checked, else fall 2022's; null when unreported. */
  policy: TestPolicyKind | null
  /** Whether a test must be sent (required, or test flexible). */
  required: boolean
  /** "for fall 2027 entrants" or "(fall 2022)", for the reason's words. */
  dated: string
}

/**
 * The policy matching's test factor acts on (logic/matching: score.ts testBand and bands.ts
 * admissionBand read it instead of `test_policy_fall2022`): test blind compares no scores; a
 * required test with no score counts against; the reason dates the policy it read.
 */
export function scoringPolicy(u: PolicyUniversity, entryYear: number = ENTRY_YEAR): ScoringPolicy {
  const answer = testPolicyFor(u, entryYear)
  const policy = policyOf(answer)
  return { policy, required: requiresScores(policy), dated: policyDating(answer) }
}

/** The policy in the product's words. */
export const TEST_POLICY_WORDS: Record<TestPolicyKind, string> = {
  required: 'test scores required',
  required_flexible: 'test scores required, test flexible',
  recommended: 'test scores recommended',
  optional: 'test optional, scores considered if sent',
  blind: 'test blind, scores not considered',
}

const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1)
const sentence = (text: string): string => capitalized(text.endsWith('.') ? text : `${text}.`)

/**
 * The policy in a sentence or two: "Fall 2027 entrants: test scores required (since fall 2025).",
 * or "Test optional, scores considered if sent (fall 2022); may have changed for fall 2027
 * entrants."
 */
export function policyStatement(answer: TestPolicyAnswer): string {
  const term = entryTerm(answer.entryYear)
  if (!answer.known) {
    return answer.fall2022 === null
      ? `No test policy reported (fall 2022); check the school for ${term} entrants.`
      : `${capitalized(TEST_POLICY_WORDS[answer.fall2022])} (fall 2022); may have changed for ${term} entrants.`
  }
  const since =
    answer.since !== null && answer.since < answer.entryYear
      ? ` (since ${entryTerm(answer.since)})`
      : ''
  return `${capitalized(term)} entrants: ${TEST_POLICY_WORDS[answer.policy]}${since}.${announcedChange(answer)}${statedException(answer)}`
}

/** A change the school announced, as a sentence after the policy (" From fall 2028 entrants: ..."). */
export function announcedChange(answer: TestPolicyAnswer): string {
  return answer.known && answer.next
    ? ` From ${entryTerm(answer.next.from)} entrants: ${TEST_POLICY_WORDS[answer.next.policy]}.`
    : ''
}

/** The exception the school states, as a sentence after the policy (" Optional for ..."). */
export function statedException(answer: TestPolicyAnswer): string {
  return answer.known && answer.exception ? ` ${sentence(answer.exception)}` : ''
}

/** A web address's site, for a link's words: "college.harvard.edu". */
export function siteOf(url: string): string {
  const match = /^https?:\/\/(?:www\.)?([^/?#]+)/i.exec(url)
  return match?.[1] ?? url
}

/**
 * Where a statement comes from, as a sentence with one link: "Source: college.harvard.edu, the
 * school's own page, checked Nov 27, 2026." or "Check the school's admissions page: duke.edu."
 * Views put `link` in an anchor between `before` and `after`; `policyProvenanceText` joins them.
 */
export type PolicyProvenance = {
  before: string
  /** The address and the link's words (its site); null when there is nothing to link. */
  link: { href: string; site: string } | null
  after: string
}

/** The source of a current policy and when it was checked, or where to check an old one. */
export function policyProvenance(answer: TestPolicyAnswer): PolicyProvenance {
  if (answer.known) {
    const kind = answer.source.kind === 'school' ? "the school's own page" : 'a secondary source'
    return {
      before: 'Source: ',
      link: { href: answer.source.url, site: siteOf(answer.source.url) },
      after: `, ${kind}, checked ${formatIsoDay(answer.source.checked)}.`,
    }
  }
  return answer.admissionsUrl
    ? {
        before: "Check the school's admissions page: ",
        link: { href: answer.admissionsUrl, site: siteOf(answer.admissionsUrl) },
        after: '.',
      }
    : { before: "Ask the school's admission office.", link: null, after: '' }
}

/** The provenance sentence as plain text (tables, summaries). */
export function policyProvenanceText(provenance: PolicyProvenance): string {
  return `${provenance.before}${provenance.link?.site ?? ''}${provenance.after}`
}
