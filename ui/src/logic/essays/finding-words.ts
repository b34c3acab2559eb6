/** The name guard's findings as the student reads them, beside the essay (NameGuardFindings). */
import type { GuardHit } from './name-guard.ts'

/**
 * A finding as the student reads it: a verdict for words that can only name a school ("A short
 * name of Cornell University"), a question for words that may mean something else ("Is
 * "Michigan" the University of Michigan? This essay is for Pomona College.").
 */
export function findingWords(hit: GuardHit, essayFor: string): string {
  if (hit.kind === 'phrase') return 'One of your phrases'
  if (!hit.note) {
    const what =
      hit.kind === 'name' ? 'The name' : hit.kind === 'short name' ? 'A short name' : 'The city'
    return `${what} of ${listSchools(hit.schools)}`
  }
  const [only] = hit.schools
  const question =
    hit.kind === 'city'
      ? `Is "${hit.found}" here the city of ${hit.schools.length === 1 && only ? asNamed(only) : listSchools(hit.schools)}?`
      : hit.schools.length === 1 && only
        ? `Is "${hit.found}" ${asNamed(only)}?`
        : `Is "${hit.found}" one of these schools: ${listSchools(hit.schools)}?`
  const forWhom = essayFor === '' ? '' : ` This essay is for ${essayFor}.`
  return `${question}${forWhom} "${hit.found}" is ${hit.note}.`
}

/** Up to three schools by name, then how many more. */
export function listSchools(schools: readonly string[]): string {
  if (schools.length <= 3) return schools.join(', ')
  return `${schools.slice(0, 3).join(', ')} and ${schools.length - 3} more`
}

/**
 * A school as a sentence names it: "the University of Michigan" for "University of
 * Michigan-Ann Arbor" (the campus left off, as students write it), "Georgetown University".
 */
function asNamed(name: string): string {
  const [beforeCampus] = name.split('-')
  const short =
    beforeCampus && beforeCampus.trim().split(' ').length >= 2 ? beforeCampus.trim() : name
  return /^(University|College) /.test(short) ? `the ${short}` : short
}
