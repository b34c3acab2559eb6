/**
 * A share: a read-only link a student gives someone who helps them (a parent, a counselor, a
 * coach), showing only the parts of their plan they tick, for as long as they choose, until they
 * revoke it (docs/adr/0080-shared-links.md). The browser's form and the server's checks read the
 * same scopes, limits and rules (the sharing core, `pnpm typegen`).
 */
import { listInWords } from '../analytics/words.ts'
import { RULES_CYCLE } from '../cycle/application-rules.ts'
import { linesOf, textProblem } from '../validation/text-rule.ts'

/** What a share can show, in the order the supporter's page shows it. */
export const SHARE_SCOPES = ['list', 'deadlines', 'readiness', 'essays', 'money', 'quiz'] as const
export type ShareScope = (typeof SHARE_SCOPES)[number]

export const SCOPE_LABELS: Record<ShareScope, string> = {
  list: 'My List',
  deadlines: 'Deadlines and tasks',
  readiness: 'Readiness',
  essays: 'Essays',
  money: 'Costs and financial aid',
  quiz: 'Quiz answers',
}

/** What each part shows, as the student's form says it. */
export const SCOPE_HINTS: Record<ShareScope, string> = {
  list: 'The schools on your list.',
  deadlines: "Each application's deadline and status, your plan's tasks and your aid dates.",
  readiness: 'Whether each application is on track, and what is left to do.',
  essays: 'Every essay as you last saved it.',
  money: 'The cost of applying and the aid offers you entered.',
  quiz: 'Your MatchMe answers, such as grades, test scores and budget.',
}

/** Ticked for a new share: the plan without the essays, money or quiz answers. */
export const DEFAULT_SCOPE: readonly ShareScope[] = ['list', 'deadlines', 'readiness']

export const SHARE_LIMITS = {
  /** A label's length in characters ("Ms. Lee, counselor"). */
  labelMax: 40,
  /** Shares a student keeps at once, revoked and expired ones included until removed. */
  perStudent: 30,
  /** A new share's life, unless the cycle ends sooner. */
  defaultDays: 90,
  /** A comment's length, and the passage it quotes, in characters. */
  commentMax: 1000,
  quoteMax: 1000,
  /** Comments one share may leave in all, and one essay may hold from every share. */
  commentsPerShare: 200,
  commentsPerEssay: 300,
} as const

export const DAY_MS = 86_400_000

export const SHARE_MESSAGES = {
  labelRequired: 'Give the link a name you will recognize, such as Mom or Ms. Lee, counselor.',
  scopeRequired: 'Tick at least one part of your plan to share.',
  scopeUnknown: 'Choose from the parts listed.',
  expiresInvalid: 'Choose when the link stops working.',
  expiresPast: 'Choose a day after today.',
  expiresAfterCycle: 'A link can last until the end of the application cycle at most.',
  commentsNeedEssays: 'Comments are left on essays: tick Essays to allow them.',
  commentsNotBool: 'Say whether comments are allowed (true or false).',
  tooMany: `You have ${String(SHARE_LIMITS.perStudent)} links. Remove a revoked or expired one first.`,
  revoked: 'This link was revoked: make a new one.',
  notText: 'Send it as text.',
  tooLong: (max: number) => `Keep it to ${String(max)} characters or fewer.`,
} as const

/**
 * What is wrong with `value` as the text of `field` in sharing's `collection` (a link's label, a
 * comment and the passage it quotes), as a sentence for the field; null when it is fine. The
 * characters follow the one text rule of every stored string (validation/text-rule.ts, whose
 * MULTILINE_FIELDS says which of these hold several lines); the length is counted in characters,
 * an emoji or an accented letter once.
 */
export function storedTextProblem(
  value: unknown,
  text: {
    collection: 'shares' | 'share_comments'
    field: string
    max: number
    /** The sentence when it is empty; absent: it may be empty. */
    required?: string
  },
): string | null {
  if (value === undefined || value === null) return text.required ?? null
  if (typeof value !== 'string') return SHARE_MESSAGES.notText
  if (value.trim() === '') return text.required ?? null
  const characters = textProblem(value, linesOf(text.collection, text.field))
  if (characters) return characters
  return Array.from(value).length > text.max ? SHARE_MESSAGES.tooLong(text.max) : null
}

/** A share as the student sees it in their list. */
export type Share = {
  id: string
  /** Who it is for, in the student's words ("Mom"). */
  label: string
  scope: ShareScope[]
  /** Whether the supporter may comment on essays. */
  comments: boolean
  /** ISO instants. */
  expires: string
  created: string
  /** When the link was last opened; null if never. */
  lastOpened: string | null
  /** How many times it was opened (a page's own updates do not count). */
  openCount: number
  /** When it was revoked; null while it is not. */
  revoked: string | null
}

export type ShareState = 'active' | 'expired' | 'revoked'

/** What the student sets on a share: the create form and the changes of an existing one. */
export type ShareInput = {
  label: string
  scope: readonly ShareScope[]
  /** ISO instant. */
  expires: string
  comments: boolean
}

export type ShareField = keyof ShareInput

export function isShareScope(value: unknown): value is ShareScope {
  return typeof value === 'string' && (SHARE_SCOPES as readonly string[]).includes(value)
}

/** "2027-02-25T12:00:00.000Z" or PocketBase's "2027-02-25 12:00:00.000Z" as ms; NaN otherwise. */
export function parseInstant(text: unknown): number {
  if (typeof text !== 'string' || text.trim() === '') return NaN
  return Date.parse(text.trim().replace(' ', 'T'))
}

/**
 * The end of the application cycle, the longest a link may last: the cycle's last day as its
 * reviewed rules give it (logic/cycle/application-rules.json, `cycleEnds`, renewed each cycle as
 * ADR 0071 says), to the end of that day everywhere on Earth (UTC-12), so no student in any U.S.
 * zone loses part of it.
 */
export const CYCLE_ENDS_AT = Date.parse(`${RULES_CYCLE.ends}T23:59:59.999-12:00`)

/**
 * The latest a link made or extended at `now` may last: the end of the cycle. Were the cycle's
 * rules left unrenewed past its end, students could still share for the usual 90 days (the
 * rules' own test tells the team to renew them).
 */
export function latestExpiry(now: number): number {
  return CYCLE_ENDS_AT > now ? CYCLE_ENDS_AT : now + SHARE_LIMITS.defaultDays * DAY_MS
}

/** A link made at `now` to last `days` days, or until the end of the cycle if that comes first. */
export function expiryAfter(days: number, now: number): number {
  return Math.min(now + days * DAY_MS, latestExpiry(now))
}

/** How long a link lasts, as the student's form offers it. */
export const DURATIONS = [
  { value: '7', label: '1 week' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'cycle', label: 'Until the end of the application cycle' },
] as const
export type Duration = (typeof DURATIONS)[number]['value']

/** The end of a link made or extended at `now` for `duration`. */
export function expiryFor(duration: Duration, now: number): number {
  return duration === 'cycle' ? latestExpiry(now) : expiryAfter(Number(duration), now)
}

/** A new link's end: 90 days, or the end of the cycle if sooner. */
export function defaultExpiry(now: number): number {
  return expiryAfter(SHARE_LIMITS.defaultDays, now)
}

export function shareState(share: Pick<Share, 'revoked' | 'expires'>, now: number): ShareState {
  if (share.revoked) return 'revoked'
  const expires = parseInstant(share.expires)
  return Number.isNaN(expires) || expires <= now ? 'expired' : 'active'
}

/** "My List, deadlines and tasks and readiness". */
export function scopeInWords(scope: readonly ShareScope[]): string {
  const ordered = SHARE_SCOPES.filter((s) => scope.includes(s))
  return listInWords(ordered.map((s, i) => (i === 0 ? SCOPE_LABELS[s] : lowerFirst(s))))
}

function lowerFirst(scope: ShareScope): string {
  const label = SCOPE_LABELS[scope]
  // "My List" is a name and keeps its capitals.
  return scope === 'list' ? label : label.charAt(0).toLowerCase() + label.slice(1)
}

/**
 * What is wrong with the fields given (a create sends all four, a change any of them; `current`
 * is the stored share a change applies to), by field; empty when all is well.
 */
export function shareProblems(
  input: Partial<Record<ShareField, unknown>>,
  now: number,
  current?: Pick<ShareInput, 'scope' | 'comments'>,
): Partial<Record<ShareField, string>> {
  const problems: Partial<Record<ShareField, string>> = {}
  if ('label' in input) {
    const label = typeof input.label === 'string' ? input.label.trim() : input.label
    const problem = storedTextProblem(label, {
      collection: 'shares',
      field: 'label',
      max: SHARE_LIMITS.labelMax,
      required: SHARE_MESSAGES.labelRequired,
    })
    if (problem) problems.label = problem
  }
  let scope: readonly unknown[] | null = current ? current.scope : null
  if ('scope' in input) {
    scope = Array.isArray(input.scope) ? input.scope : null
    if (!scope || scope.length === 0) problems.scope = SHARE_MESSAGES.scopeRequired
    else if (!scope.every(isShareScope) || new Set(scope).size !== scope.length)
      problems.scope = SHARE_MESSAGES.scopeUnknown
  }
  if ('expires' in input) {
    const expires = parseInstant(input.expires)
    if (Number.isNaN(expires)) problems.expires = SHARE_MESSAGES.expiresInvalid
    else if (expires <= now) problems.expires = SHARE_MESSAGES.expiresPast
    else if (expires > latestExpiry(now)) problems.expires = SHARE_MESSAGES.expiresAfterCycle
  }
  const comments = 'comments' in input ? input.comments : current?.comments
  if ('comments' in input && typeof input.comments !== 'boolean')
    problems.comments = SHARE_MESSAGES.commentsNotBool
  else if (comments === true && scope && !scope.includes('essays') && !problems.scope) {
    // On the field the student changed: allowing comments, or unticking Essays.
    if ('comments' in input) problems.comments = SHARE_MESSAGES.commentsNeedEssays
    else problems.scope = SHARE_MESSAGES.commentsNeedEssays
  }
  return problems
}

/** The link a supporter opens: the token stays in the fragment, which no browser sends. */
export function shareLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/shared/#${token}`
}

/** The token in a share page's fragment ("#abc..."), or null when it is not one. */
export function tokenFromFragment(hash: string): string | null {
  const token = hash.replace(/^#/, '')
  return SHARE_TOKEN.test(token) ? token : null
}

/**
 * A token: 32 letters and digits from a cryptographic source, about 190 bits (the issue asks for
 * at least 128).
 */
export const SHARE_TOKEN = /^[A-Za-z0-9]{32}$/
export const SHARE_TOKEN_LENGTH = 32
