/**
 * An application's portal after it is sent (issue 26): the school's own applicant portal, the
 * e-mail the student signs in with (never a password: there is no field for one), and the
 * received-items checklist the student ticks as the portal shows each item. The checklist is the
 * one record of what arrived: the recommender packets read each letter from it
 * (docs/adr/0083-portal-checklist-is-the-record-of-what-arrived.md).
 *
 * The server runs these checks and the weekly nudge through the planner's bundle (ADR 0042).
 */
import { isEmail, type FieldErrors } from '../validation/fields.ts'
import { ENTRY_YEAR } from '../admissions/cycle.ts'
import { addDays, dayNumber, type IsoDate } from './calendar-date.ts'
import { isNotFuture } from './deadline.ts'
import { dateProblem, PLANNER_LIMITS, PLANNER_MESSAGES } from './list-checks.ts'
import type { Application, Recommender, Status } from './model.ts'
import { textProblem } from './text.ts'

/** The items a portal lists, in the order portals usually show them. */
export const PORTAL_ITEMS = [
  { value: 'application', label: 'Application' },
  { value: 'fee', label: 'Fee or fee waiver' },
  { value: 'transcript', label: 'Transcript' },
  { value: 'test_scores', label: 'Test scores' },
  { value: 'mid_year', label: 'Mid-year report' },
  { value: 'financial_aid', label: 'CSS Profile / FAFSA' },
  { value: 'supplements', label: 'Supplements' },
] as const
export type PortalItemKind = (typeof PORTAL_ITEMS)[number]['value']

/** What the student saw in the portal for one item; an item with no entry is still awaited. */
export type ReceivedState = 'received' | 'not_needed'
export type ItemState = ReceivedState | 'awaiting'

/** Each recommender's letter is an item of its own: `recommendation:<recommender id>`. */
export const RECOMMENDATION_PREFIX = 'recommendation:'

export function recommendationKey(recommenderId: string): string {
  return `${RECOMMENDATION_PREFIX}${recommenderId}`
}

/** What the student edits about one application's portal. */
export type PortalValues = {
  application: string
  /** The portal's https address; '' while unknown. */
  url: string
  /** The e-mail the student signs in with; '' while unknown. Never a password. */
  login_email: string
  /** Item key -> what the portal shows; awaited items have no entry. */
  items: Readonly<Record<string, ReceivedState>>
  /** The day the student last looked at the portal; '' before the first look. */
  checked_on: IsoDate
}

export type Portal = PortalValues & { id: string }

/** Statuses under which the school still decides, so the portal still matters. */
export const AWAITING_DECISION: readonly Status[] = ['submitted', 'deferred', 'waitlisted']

/**
 * Mid-year grades go to schools by about March 1 (after-submit facts): before then a mid-year
 * report not yet in the portal is not missing.
 */
export const MID_YEAR_BY: IsoDate = `${String(ENTRY_YEAR)}-03-01`

/** A nudge to look at the portal comes this many days after the last look. */
export const NUDGE_DAYS = 7

export type PortalItem = {
  key: string
  label: string
  state: ItemState
  /** Still awaited and already expected: what makes a nudge. */
  missing: boolean
  /** Whether the student may say the school does not need it (every item but the application). */
  optional: boolean
}

type AppForPortal = Pick<Application, 'id'>
type RecommenderForPortal = Pick<Recommender, 'id' | 'name' | 'applications'>

/** The checklist of one application: the fixed items, then one letter per recommender on it. */
export function portalItems(
  application: AppForPortal,
  portal: Pick<PortalValues, 'items'> | null,
  recommenders: readonly RecommenderForPortal[],
  today: IsoDate,
): PortalItem[] {
  const stored = portal?.items ?? {}
  const item = (key: string, label: string, expected: boolean): PortalItem => {
    const state = stored[key] ?? 'awaiting'
    return {
      key,
      label,
      state,
      missing: state === 'awaiting' && expected,
      optional: key !== 'application',
    }
  }
  const letters = recommenders
    .filter((person) => person.applications.includes(application.id))
    .map((person) => item(recommendationKey(person.id), `Recommendation: ${person.name}`, true))
  const fixed = PORTAL_ITEMS.map(({ value, label }) =>
    item(value, label, value !== 'mid_year' || dayNumber(today) >= dayNumber(MID_YEAR_BY)),
  )
  // Letters sit after the transcript, as portals list them.
  return [...fixed.slice(0, 3), ...letters, ...fixed.slice(3)]
}

export type PortalNudge = {
  applicationId: string
  schoolName: string
  missing: number
  /** The last look plus a week; today when the student has not looked yet. */
  date: IsoDate
}

/**
 * One weekly nudge per application still awaiting a decision with something missing from its
 * portal, dated a week after the student last looked (today when they never did).
 */
export function portalNudges(
  applications: readonly Pick<Application, 'id' | 'status' | 'school'>[],
  portals: readonly Pick<Portal, 'application' | 'items' | 'checked_on'>[],
  recommenders: readonly RecommenderForPortal[],
  today: IsoDate,
): PortalNudge[] {
  const nudges: PortalNudge[] = []
  for (const app of applications) {
    if (!AWAITING_DECISION.includes(app.status)) continue
    const portal = portals.find((entry) => entry.application === app.id) ?? null
    const missing = portalItems(app, portal, recommenders, today).filter((i) => i.missing).length
    if (missing === 0) continue
    const checked = portal?.checked_on ?? ''
    nudges.push({
      applicationId: app.id,
      schoolName: app.school.name,
      missing,
      date: checked === '' ? today : addDays(checked, NUDGE_DAYS),
    })
  }
  return nudges
}

/** "Check the Tulane University of Louisiana portal: 3 items not shown yet". */
export function nudgeTitle(nudge: Pick<PortalNudge, 'schoolName' | 'missing'>): string {
  const items = nudge.missing === 1 ? '1 item' : `${String(nudge.missing)} items`
  return `Check the ${nudge.schoolName} portal: ${items} not shown yet`
}

export const PORTAL_MESSAGES = {
  url: "Enter the portal's full address, starting with https://.",
  item: 'Choose received or not needed for an item of this application.',
  applicationNeeded: 'The application itself is always needed: mark it received or leave it.',
  password:
    'College Compass never keeps passwords: keep yours in a password manager, not in the planner.',
  sameApplication: 'This stays with its application: open the other application to track its own.',
} as const

const HTTPS_URL = /^https:\/\/[^\s/?#@]+(?:[/?#]\S*)?$/i
/** Body fields or address parameters that would carry a password. */
const PASSWORD_NAME = /pass(word|wd|code)?$|^pwd$|secret|^pin$/i
const ITEM_KINDS: readonly string[] = PORTAL_ITEMS.map((item) => item.value)

/** Whether a name (a body field, an address parameter) looks like it holds a password. */
export function looksLikePassword(name: string): boolean {
  return PASSWORD_NAME.test(name)
}

function urlProblem(value: string): string | null {
  if (value === '') return null
  if (value.length > PLANNER_LIMITS.url || !HTTPS_URL.test(value)) return PORTAL_MESSAGES.url
  const query = value.includes('?') ? value.slice(value.indexOf('?') + 1).split('#')[0] : ''
  const names = (query ?? '').split('&').map((pair) => pair.split('=')[0] ?? '')
  return names.some(looksLikePassword) ? PORTAL_MESSAGES.password : null
}

export type PortalField = keyof PortalValues

/**
 * Field messages for a portal as the form and the server hold it (trimmed). `recommenderIds` are
 * the student's recommenders: a letter item names one of them.
 */
export function validatePortal(
  values: Omit<PortalValues, 'items'> & { items: unknown },
  today: IsoDate,
  recommenderIds: readonly string[],
): FieldErrors<PortalField> {
  const errors: FieldErrors<PortalField> = {}
  if (values.application === '') errors.application = PLANNER_MESSAGES.notYours
  const url = textProblem(values.url) ?? urlProblem(values.url)
  if (url) errors.url = url
  const email = values.login_email
  const emailText = textProblem(email)
  if (emailText) errors.login_email = emailText
  else if (email !== '' && (email.length > PLANNER_LIMITS.email || !isEmail(email)))
    errors.login_email = PLANNER_MESSAGES.email
  const items = itemsProblem(values.items, recommenderIds)
  if (items) errors.items = items
  if (values.checked_on !== '') {
    const problem = dateProblem(values.checked_on)
    if (problem) errors.checked_on = problem
    else if (!isNotFuture(values.checked_on, today)) errors.checked_on = PLANNER_MESSAGES.future
  }
  return errors
}

function itemsProblem(items: unknown, recommenderIds: readonly string[]): string | null {
  if (typeof items !== 'object' || items === null || Array.isArray(items))
    return PORTAL_MESSAGES.item
  const entries = Object.entries(items)
  if (entries.length > PORTAL_ITEMS.length + PLANNER_LIMITS.recommenders)
    return PORTAL_MESSAGES.item
  for (const [key, state] of entries) {
    const known =
      ITEM_KINDS.includes(key) ||
      (key.startsWith(RECOMMENDATION_PREFIX) &&
        recommenderIds.includes(key.slice(RECOMMENDATION_PREFIX.length)))
    if (!known || (state !== 'received' && state !== 'not_needed')) return PORTAL_MESSAGES.item
    if (key === 'application' && state === 'not_needed') return PORTAL_MESSAGES.applicationNeeded
  }
  return null
}

/** The values as the form and the server keep them: text trimmed, the address as typed. */
export function normalizePortal<V extends PortalValues>(values: V): V {
  return {
    ...values,
    url: values.url.trim(),
    login_email: values.login_email.trim().toLowerCase(),
    checked_on: values.checked_on.trim(),
  }
}
