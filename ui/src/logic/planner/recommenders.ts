/**
 * Lead-time warnings for recommenders: teachers and counselors need four to six weeks, so a
 * request should go out six weeks before the earliest deadline it serves, and never later than
 * four.
 */
import { daysBetween, type IsoDate } from './calendar-date.ts'
import type { Application, Recommender } from './model.ts'
import { OPEN_STATUSES } from './status.ts'

export const ASK_WEEKS_BEFORE = 6
export const MIN_WEEKS_NOTICE = 4

export type RecommenderWarning = {
  recommenderId: string
  applicationId: string
  /** ask-now: inside six weeks; short-notice: inside four; follow-up: due within a week; replace: declined. */
  code: 'ask-now' | 'short-notice' | 'follow-up' | 'replace'
  severity: 'warning' | 'info'
  message: string
}

function days(count: number): string {
  return `${String(count)} day${count === 1 ? '' : 's'}`
}

type AppFacts = Pick<Application, 'id' | 'deadline_date' | 'status' | 'school'>

/** The warnings for every recommender, for the open applications they serve with a known date. */
export function recommenderWarnings(
  recommenders: readonly Recommender[],
  applications: readonly AppFacts[],
  today: IsoDate,
): RecommenderWarning[] {
  const byId = new Map(applications.map((app) => [app.id, app]))
  const warnings: RecommenderWarning[] = []
  for (const person of recommenders) {
    const served = person.applications
      .map((id) => byId.get(id))
      .filter((app): app is AppFacts => app !== undefined && app.deadline_date !== '')
      .filter((app) => OPEN_STATUSES.includes(app.status) || app.status === 'submitted')
      .sort((a, b) => daysBetween(b.deadline_date, a.deadline_date))
    const first = served.find((app) => daysBetween(today, app.deadline_date) >= 0)
    if (!first) continue
    const left = daysBetween(today, first.deadline_date)
    const school = first.school.name
    const base = { recommenderId: person.id, applicationId: first.id }
    switch (person.status) {
      case 'not_asked':
        if (left < MIN_WEEKS_NOTICE * 7) {
          warnings.push({
            ...base,
            code: 'short-notice',
            severity: 'warning',
            message: `Ask ${person.name} today: ${school} is due in ${days(left)}, less than the ${String(MIN_WEEKS_NOTICE)} weeks recommenders usually need. Offer them your deadline and a short brag sheet.`,
          })
        } else if (left <= ASK_WEEKS_BEFORE * 7) {
          warnings.push({
            ...base,
            code: 'ask-now',
            severity: 'warning',
            message: `Time to ask ${person.name}: ${school} is due in ${days(left)}, and recommenders need ${String(MIN_WEEKS_NOTICE)}-${String(ASK_WEEKS_BEFORE)} weeks.`,
          })
        }
        break
      case 'asked':
      case 'agreed': {
        const notice =
          person.asked_on === '' ? null : daysBetween(person.asked_on, first.deadline_date)
        if (left <= 7) {
          warnings.push({
            ...base,
            code: 'follow-up',
            severity: 'warning',
            message: `${school} is due in ${days(left)} and ${person.name}'s letter is not in yet: a polite reminder helps.`,
          })
        } else if (notice !== null && notice < MIN_WEEKS_NOTICE * 7) {
          warnings.push({
            ...base,
            code: 'short-notice',
            severity: 'info',
            message: `${person.name} was asked ${days(notice)} before ${school}'s deadline, less than ${String(MIN_WEEKS_NOTICE)} weeks: check in a week before it.`,
          })
        }
        break
      }
      case 'declined':
        warnings.push({
          ...base,
          code: 'replace',
          severity: 'warning',
          message: `${person.name} declined: ask someone else for ${school} (due in ${days(left)}).`,
        })
        break
      case 'submitted':
        break
    }
  }
  return warnings
}
