/**
 * An application's portal after it is sent (issue 26): the school's own applicant portal, the
 * e-mail the student signs in with (never a password: there is no field for one), and the
 * received-items checklist the student ticks as the portal shows each item. The checklist is the
 * one record of what arrived: the recommender packets read each letter from it
 * (docs/adr/0083-portal-checklist-is-the-record-of-what-arrived.md).
 *
 * What the agenda needs (the checklist and the weekly nudge) is here; the checks of a write are in
 * portal-checks.ts, so the planner's overview does not carry them. The server runs both through
 * the planner's bundle (ADR 0042).
 */
import { ENTRY_YEAR } from '../cycle/cycle.ts'
import { addDays, dayNumber, type IsoDate } from './calendar-date.ts'
import type { Application, Recommender, Status } from './model.ts'

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
 * Counselors send mid-year grades in January or February, most by the end of January
 * (admissions/decision-facts.ts, whose `defaultMidYearDate()` a test holds this equal to; not
 * imported, so that the dashboard does not load the decision facts): before February 1 a
 * mid-year report not yet in the portal is not missing.
 */
export const MID_YEAR_BY: IsoDate = `${String(ENTRY_YEAR)}-02-01`

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
