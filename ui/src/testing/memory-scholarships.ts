// The in-memory planner's scholarships (issue 26), composed into memoryPlannerVerbs: checked with
// the planner core's rules as the server checks them, the deadline's instant computed as the
// server computes it.
import { DataError } from '../data/errors.ts'
import { deadlineInstant } from '../logic/planner/deadline.ts'
import { intlOffsetAt, isKnownZone } from '../logic/planner/intl-zone.ts'
import {
  normalizeScholarship,
  validateScholarship,
  type Scholarship,
  type ScholarshipValues,
} from '../logic/planner/scholarships.ts'

export type ScholarshipStore = {
  zone: () => string
  /** undefined when `id` is '' or one of the student's applications, else the message. */
  ownApplication: (id: string) => string | undefined
  refuseIfAny: (fields: Record<string, string | undefined>) => void
  newId: (prefix: string) => string
}

export function memoryScholarships(store: ScholarshipStore, initial: readonly Scholarship[]) {
  let scholarships: Scholarship[] = [...initial]
  const stored = (id: string, input: ScholarshipValues): Scholarship => {
    const values = normalizeScholarship(input)
    store.refuseIfAny({
      ...validateScholarship(values, isKnownZone),
      application: store.ownApplication(values.application),
    })
    const at =
      values.deadline_date === '' ? null : deadlineInstant(values, store.zone(), intlOffsetAt)
    return { ...values, id, deadline_at: at === null ? '' : new Date(at).toISOString() }
  }
  const known = (id: string) => {
    if (!scholarships.some((item) => item.id === id)) throw new DataError('not-found', 'Not found.')
  }
  return {
    list: () => [...scholarships],
    add: (input: ScholarshipValues): Scholarship => {
      const created = stored(store.newId('scholarship'), input)
      scholarships = [...scholarships, created]
      return created
    },
    update: (id: string, input: ScholarshipValues): Scholarship => {
      known(id)
      const updated = stored(id, input)
      scholarships = scholarships.map((item) => (item.id === id ? updated : item))
      return updated
    },
    remove: (id: string): void => {
      known(id)
      scholarships = scholarships.filter((item) => item.id !== id)
    },
  }
}
