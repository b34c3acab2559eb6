import type { Platform as PlannerPlatform } from '../planner/model.ts'
import type { ApplicationInput, Essay, Platform } from './essay.ts'
import type { GuardSchool } from './school-terms.ts'

/**
 * The library as the /essays page reads it: essays tied to the student's applications (from the
 * planner) and the schools they are sent to. Light on purpose: the page loads it up front, while
 * the plan, reuse (prompts.ts) and the name guard (leftovers.ts) load when asked for.
 * docs/adr/0049-essays-page.md says why a personal statement follows its platform.
 */

/**
 * An application as essays see it, with the school the name guard checks for. A scholarship
 * (issue 26) is one too, marked `scholarship`: its sponsor is the "school" its essay is for, so
 * due dates, reuse and the name guard treat it as they treat a school.
 */
export type EssayApplication = ApplicationInput & { school: GuardSchool; scholarship?: true }

/**
 * The essay platform whose personal statement an application on the planner's `platform` shares:
 * the Common App's and Coalition's are one statement for every school on them; a school's own
 * portal shares the statement written for own portals. "Other" and unknown share none.
 */
export function statementPlatform(platform: PlannerPlatform | ''): Platform | null {
  switch (platform) {
    case 'common_app':
      return 'common_app'
    case 'coalition_scoir':
      return 'coalition'
    case 'school':
      return 'school_portal'
    default:
      return null
  }
}

/**
 * The applications an essay is for: a personal statement is shared by every application on its
 * platform; a supplement by those it is tied to (a link to an application that no longer exists
 * is not shown). Earliest deadline first, then by school.
 */
export function applicationsOf(
  essay: Pick<Essay, 'kind' | 'platform' | 'applicationIds'>,
  all: readonly EssayApplication[],
): EssayApplication[] {
  const chosen =
    essay.kind === 'personal'
      ? all.filter((application) => application.platform === essay.platform)
      : essay.applicationIds.flatMap((id) => all.find((application) => application.id === id) ?? [])
  return [...chosen].sort(byDeadline)
}

function byDeadline(a: EssayApplication, b: EssayApplication): number {
  const da = a.deadline === null ? Infinity : Date.parse(a.deadline)
  const db = b.deadline === null ? Infinity : Date.parse(b.deadline)
  if (da !== db) return da < db ? -1 : 1
  return a.schoolName.localeCompare(b.schoolName) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

/** Every essay with the applications it is for. */
export function withApplications(
  essays: readonly Essay[],
  all: readonly EssayApplication[],
): Essay[] {
  return essays.map((essay) => ({ ...essay, applications: applicationsOf(essay, all) }))
}

/** What one application needs written: its supplements and its platform's personal statement. */
export function essaysForApplication(essays: readonly Essay[], applicationId: string): Essay[] {
  return essays.filter((essay) => essay.applications.some((a) => a.id === applicationId))
}

/** Planner platforms of applications with no personal statement yet, as essay platforms. */
export function missingStatements(
  essays: readonly Pick<Essay, 'kind' | 'platform'>[],
  applications: readonly EssayApplication[],
): Platform[] {
  const written = new Set(essays.filter((e) => e.kind === 'personal').map((e) => e.platform))
  const needed = applications.flatMap((a) => (a.platform === null ? [] : [a.platform]))
  return [...new Set(needed)].filter((platform) => !written.has(platform))
}

/** "Cornell University: Why Cornell", or the title alone for a free-standing prompt. */
export function promptLabel(essay: Pick<Essay, 'title' | 'applications'>): string {
  const schools = essay.applications.map((a) => a.schoolName)
  return schools.length > 0 ? `${schools.join(' & ')}: ${essay.title}` : essay.title
}

/** The schools an essay is sent to: none for a free-standing draft. */
export function guardTargets(essay: Pick<Essay, 'applications'>, all: readonly EssayApplication[]) {
  const ids = new Set(essay.applications.map((a) => a.id))
  return all.filter((application) => ids.has(application.id)).map((a) => a.school)
}

/** Schools named once, in order: the list and the applications' schools may repeat each other. */
export function uniqueSchools(schools: readonly GuardSchool[]): GuardSchool[] {
  const seen = new Set<string>()
  return schools.filter((school) => {
    const key = school.unitid !== undefined ? `#${school.unitid}` : school.name
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}
