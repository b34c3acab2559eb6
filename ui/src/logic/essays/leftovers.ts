import { buildGuard, checkEssay, type Guard, type GuardHit } from './name-guard.ts'
import type { GuardSchool } from './school-terms.ts'

/** No school: the guard of an essay sent nowhere yet reports every school it names. */
const NO_SCHOOL: GuardSchool = { name: '', city: '', state: '' }

export type LeftoverInput = {
  /** The schools the essay is sent to; every other school's name is a leftover. */
  targets: readonly GuardSchool[]
  /** The student's list and applications: hits naming these are likely. */
  studentList: readonly GuardSchool[]
  catalogue: readonly GuardSchool[]
  phrases: readonly string[]
}

/** One guard per school the essay is sent to, built once; checking a text is then one pass each. */
export function leftoverGuards(input: LeftoverInput): Guard[] {
  const targets = input.targets.length > 0 ? input.targets : [NO_SCHOOL]
  return targets.map((target) =>
    buildGuard({
      target,
      studentList: input.studentList,
      catalogue: input.catalogue,
      phrases: input.phrases,
    }),
  )
}

/**
 * Names an essay must not carry: for an essay sent to several schools, what any one of them
 * would read as another school's (each school's own names are allowed only in an essay sent to
 * it alone). One hit per place, the likelier kept.
 */
export function leftoverHits(guards: readonly Guard[], text: string): GuardHit[] {
  const byPlace = new Map<string, GuardHit>()
  for (const guard of guards) {
    for (const hit of checkEssay(guard, text)) {
      const place = `${hit.start}-${hit.end}`
      const seen = byPlace.get(place)
      if (!seen || (seen.severity === 'review' && hit.severity === 'likely'))
        byPlace.set(place, hit)
    }
  }
  return [...byPlace.values()].sort((a, b) => a.start - b.start || b.end - a.end)
}
