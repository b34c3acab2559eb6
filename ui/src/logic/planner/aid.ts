/**
 * Financial-aid dates beside the plan: this cycle's FAFSA and CSS Profile dates from the reviewed
 * aid calendar (logic/cycle/aid-calendar.json, ADR 0071), each with its source; the CSS Profile
 * for each application the student marks as needing it; and the state and school priority dates
 * the student enters (no public dataset has them). A plan for another cycle than the calendar's
 * gets the FAFSA's opening as a labelled estimate instead.
 */
import { AID_CALENDAR } from '../cycle/aid-calendar.ts'
import { sourceLine, type FactSource } from '../cycle/sources.ts'
import { dayNumber, parseIsoDate, type IsoDate } from './calendar-date.ts'
import type { AidDate, AidKind, Application } from './model.ts'

export const FAFSA_URL = 'https://studentaid.gov/h/apply-for-aid/fafsa'
export const CSS_PROFILE_URL = AID_CALENDAR.cssProfile.source.url

export type AidItem = {
  /** The stored aid date's id, or a stable key for the others ("fafsa-opens", "css:<app>"). */
  id: string
  kind: AidKind
  title: string
  date: IsoDate
  /**
   * yours: a date the student entered, ticked off by them; cycle: a fact of this cycle's aid
   * calendar; estimate: a labelled estimate. Only the student's own dates can be late.
   */
  origin: 'yours' | 'cycle' | 'estimate'
  /** Where to check or act: the student's source, the fact's source, the estimate's page. */
  link: string | null
  /** A cycle fact's source in words: "the FAFSA Deadline Act ..., 2026-27 cycle, checked ...". */
  source: string | null
  application: string
  done: boolean
}

/** The aid calendar the timeline reads (tests pass their own). */
export type AidCalendar = typeof AID_CALENDAR

/**
 * The FAFSA for a fall entry opens by October 1 of the year before (the FAFSA Deadline Act). The
 * entry year follows from the earliest known deadline, else from today.
 */
export function fafsaOpening(deadlines: readonly IsoDate[], today: IsoDate): IsoDate {
  const known = deadlines.filter((date) => date !== '').sort((a, b) => dayNumber(a) - dayNumber(b))
  const anchor = parseIsoDate(known[0] ?? today) ?? { year: 1970, month: 1, day: 1 }
  // A deadline from October on belongs to the cycle that opened that October.
  const year = anchor.month >= 10 ? anchor.year : anchor.year - 1
  return `${String(year)}-10-01`
}

type AidApplication = Pick<
  Application,
  'id' | 'plan' | 'deadline_date' | 'css_profile_required' | 'school'
>

function fact(
  calendar: AidCalendar,
  item: Pick<AidItem, 'id' | 'kind' | 'title' | 'date'>,
  source: FactSource,
): AidItem {
  return {
    ...item,
    origin: 'cycle',
    link: source.url,
    source: sourceLine(source, calendar.cycle),
    application: '',
    done: false,
  }
}

/** This cycle's FAFSA and CSS Profile dates, or the FAFSA's estimate for another cycle. */
function cycleDates(
  calendar: AidCalendar,
  stored: readonly AidDate[],
  applications: readonly AidApplication[],
  today: IsoDate,
): AidItem[] {
  const opening = fafsaOpening(
    applications.map((app) => app.deadline_date),
    today,
  )
  const { fafsa, cssProfile, aidYear } = calendar
  const ownFafsa = stored.some((aid) => aid.kind === 'fafsa')
  if (opening.slice(0, 4) !== fafsa.opensBy.slice(0, 4)) {
    if (ownFafsa) return []
    return [
      {
        id: 'fafsa-estimate',
        kind: 'fafsa',
        title: 'The FAFSA opens (by October 1 of the year before you enter college; an estimate)',
        date: opening,
        origin: 'estimate',
        link: FAFSA_URL,
        source: null,
        application: '',
        done: false,
      },
    ]
  }
  const items: AidItem[] = []
  if (!ownFafsa) {
    const title = `The ${aidYear} FAFSA opens (by this date, by law)`
    items.push(
      fact(
        calendar,
        { id: 'fafsa-opens', kind: 'fafsa', title, date: fafsa.opensBy },
        fafsa.opensSource,
      ),
    )
  }
  items.push(
    fact(
      calendar,
      {
        id: 'fafsa-federal-deadline',
        kind: 'fafsa',
        title: `The ${aidYear} FAFSA's federal deadline (state and college deadlines are often far earlier: see the official list)`,
        date: fafsa.federalDeadline,
      },
      fafsa.deadlineSource,
    ),
  )
  if (applications.some((app) => app.css_profile_required)) {
    const { first, additional } = cssProfile.fees
    items.push(
      fact(
        calendar,
        {
          id: 'css-opens',
          kind: 'css_profile',
          title: `The ${aidYear} CSS Profile opens ($${String(first)} for the first school, $${String(additional)} for each more, unless waived)`,
          date: cssProfile.opens,
        },
        cssProfile.source,
      ),
    )
  }
  return items
}

/** The CSS Profile for one application: its school's earlier date for Early Decision, if known. */
function cssItem(calendar: AidCalendar, app: AidApplication): AidItem {
  const early =
    app.plan === 'ed'
      ? calendar.cssProfile.beforeEarlyDecision.find((entry) => entry.school === app.school.name)
      : undefined
  const base = { id: `css:${app.id}`, kind: 'css_profile' as const, application: app.id }
  if (early)
    return {
      ...base,
      title: `CSS Profile for ${app.school.name} (due before its Early Decision deadline)`,
      date: early.date,
      origin: 'cycle',
      link: early.source.url,
      source: sourceLine(early.source, calendar.cycle),
      done: false,
    }
  return {
    ...base,
    title: `CSS Profile for ${app.school.name} (usually due with the application; check its aid page)`,
    date: app.deadline_date,
    origin: 'estimate',
    link: CSS_PROFILE_URL,
    source: null,
    done: false,
  }
}

/** The aid timeline: stored dates, this cycle's FAFSA and CSS Profile dates, by date. */
export function aidTimeline(
  stored: readonly AidDate[],
  applications: readonly AidApplication[],
  today: IsoDate,
  calendar: AidCalendar = AID_CALENDAR,
): AidItem[] {
  const items: AidItem[] = stored.map((aid) => ({
    id: aid.id,
    kind: aid.kind,
    title: aid.label === '' ? defaultAidTitle(aid, applications) : aid.label,
    date: aid.date,
    origin: 'yours',
    link: aid.source_url === '' ? null : aid.source_url,
    source: null,
    application: aid.application,
    done: aid.done,
  }))
  items.push(...cycleDates(calendar, stored, applications, today))
  for (const app of applications) {
    if (!app.css_profile_required) continue
    const entered = stored.some((aid) => aid.kind === 'css_profile' && aid.application === app.id)
    if (entered) continue
    const item = cssItem(calendar, app)
    if (item.date !== '') items.push(item)
  }
  return items.sort((a, b) => dayNumber(a.date) - dayNumber(b.date) || a.id.localeCompare(b.id))
}

const AID_TITLES: Record<AidKind, string> = {
  fafsa: 'FAFSA',
  css_profile: 'CSS Profile',
  state_priority: 'State aid priority date',
  school_priority: 'Aid priority date',
  other: 'Financial aid date',
}

function defaultAidTitle(
  aid: Pick<AidDate, 'kind' | 'application'>,
  applications: readonly Pick<Application, 'id' | 'school'>[],
): string {
  const school = applications.find((app) => app.id === aid.application)?.school.name
  return school ? `${AID_TITLES[aid.kind]}: ${school}` : AID_TITLES[aid.kind]
}
