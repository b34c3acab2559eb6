/**
 * Financial-aid dates beside the plan: the FAFSA's opening (a labelled estimate), the CSS Profile
 * for each application the student marks as needing it, and the state and school priority dates
 * the student enters (no public dataset has them).
 */
import { dayNumber, parseIsoDate, type IsoDate } from './calendar-date.ts'
import type { AidDate, AidKind, Application } from './model.ts'

export const FAFSA_URL = 'https://studentaid.gov/h/apply-for-aid/fafsa'
export const CSS_PROFILE_URL = 'https://cssprofile.collegeboard.org/'

export type AidItem = {
  /** The stored aid date's id, or a stable key for an estimate ("fafsa-estimate", "css:<app>"). */
  id: string
  kind: AidKind
  title: string
  date: IsoDate
  /** An estimate the student has not entered themselves. */
  estimate: boolean
  /** Where to check or act. */
  link: string | null
  application: string
  done: boolean
}

/**
 * The FAFSA for a fall entry opens on October 1 of the year before (the federal target date; some
 * years it opened late). The entry year follows from the earliest known deadline, else from today.
 */
export function fafsaOpening(deadlines: readonly IsoDate[], today: IsoDate): IsoDate {
  const known = deadlines.filter((date) => date !== '').sort((a, b) => dayNumber(a) - dayNumber(b))
  const anchor = parseIsoDate(known[0] ?? today) ?? { year: 1970, month: 1, day: 1 }
  // A deadline from October on belongs to the cycle that opened that October.
  const year = anchor.month >= 10 ? anchor.year : anchor.year - 1
  return `${String(year)}-10-01`
}

/** The aid timeline: stored dates, the FAFSA estimate, and CSS Profile reminders, by date. */
export function aidTimeline(
  stored: readonly AidDate[],
  applications: readonly Pick<
    Application,
    'id' | 'deadline_date' | 'css_profile_required' | 'school'
  >[],
  today: IsoDate,
): AidItem[] {
  const items: AidItem[] = stored.map((aid) => ({
    id: aid.id,
    kind: aid.kind,
    title: aid.label === '' ? defaultAidTitle(aid, applications) : aid.label,
    date: aid.date,
    estimate: false,
    link: aid.source_url === '' ? null : aid.source_url,
    application: aid.application,
    done: aid.done,
  }))
  if (!stored.some((aid) => aid.kind === 'fafsa')) {
    items.push({
      id: 'fafsa-estimate',
      kind: 'fafsa',
      title: 'The FAFSA opens (usually October 1; an estimate)',
      date: fafsaOpening(
        applications.map((app) => app.deadline_date),
        today,
      ),
      estimate: true,
      link: FAFSA_URL,
      application: '',
      done: false,
    })
  }
  for (const app of applications) {
    if (!app.css_profile_required) continue
    const entered = stored.some((aid) => aid.kind === 'css_profile' && aid.application === app.id)
    if (entered || app.deadline_date === '') continue
    items.push({
      id: `css:${app.id}`,
      kind: 'css_profile',
      title: `CSS Profile for ${app.school.name} (usually due with the application; check its aid page)`,
      date: app.deadline_date,
      estimate: true,
      link: CSS_PROFILE_URL,
      application: app.id,
      done: false,
    })
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
