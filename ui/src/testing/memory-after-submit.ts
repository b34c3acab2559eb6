/**
 * The after-submit verbs in memory (issue 26), for memory-planner.ts: the planner's own checks
 * (portal.ts, interviews.ts), the same refusals as the server's, and the instant computed as the
 * server computes it, with no server.
 */
import { DataError } from '../data/errors.ts'
import type { IsoDate } from '../logic/planner/calendar-date.ts'
import { pickFields } from '../logic/field-lists.ts'
import {
  INTERVIEW_FIELDS,
  NO_INTERVIEW,
  NO_PORTAL,
  PORTAL_FIELDS,
} from '../logic/planner/after-submit-fields.ts'
import type { Interview, InterviewValues } from '../logic/planner/interviews.ts'
import {
  interviewInstant,
  normalizeInterview,
  validateInterview,
} from '../logic/planner/interview-checks.ts'
import { intlOffsetAt, isKnownZone } from '../logic/planner/intl-zone.ts'
import type { PlannerData } from '../logic/planner/planner-data.ts'
import type { Portal, PortalValues } from '../logic/planner/portal.ts'
import { normalizePortal, PORTAL_MESSAGES, validatePortal } from '../logic/planner/portal-checks.ts'
import { PLANNER_MESSAGES } from '../logic/planner/validation.ts'

export type AfterSubmitStore = {
  /** The student's zone and today in it. */
  zone: () => string
  today: () => IsoDate
  /** Whether the student has chosen a zone (planner settings exist). */
  hasSettings: () => boolean
  applicationIds: () => readonly string[]
  recommenderIds: () => readonly string[]
  /** Throws `invalid` with the present messages when any is present. */
  refuseIfAny: (fields: Record<string, string | undefined>) => void
}

/** The stored record of `id`, and the refusals a save of `application` meets besides its fields. */
function upsertChecks<T extends { id: string; application: string }>(
  list: readonly T[],
  id: string | null,
  application: string,
  store: AfterSubmitStore,
): { existing: T | undefined; application?: string } {
  const existing = id === null ? undefined : list.find((item) => item.id === id)
  if (id !== null && !existing) throw new DataError('not-found', 'Not found.')
  if (existing && existing.application !== application)
    return { existing, application: PORTAL_MESSAGES.sameApplication }
  if (application !== '' && !store.applicationIds().includes(application))
    return { existing, application: PLANNER_MESSAGES.notYours }
  // The unique index (application), in PocketBase's words.
  if (!existing && list.some((item) => item.application === application))
    return { existing, application: 'Value must be unique.' }
  return { existing }
}

export function memoryAfterSubmit(store: AfterSubmitStore, initial: Partial<PlannerData>) {
  let portals: Portal[] = [...(initial.portals ?? [])]
  let interviews: Interview[] = [...(initial.interviews ?? [])]
  let next = 1
  const newId = (prefix: string) => `${prefix}-new-${String(next++)}`
  const replace = <T extends { id: string }>(list: readonly T[], item: T, isNew: boolean): T[] =>
    isNew ? [...list, item] : list.map((stored) => (stored.id === item.id ? item : stored))

  return {
    portals: () => [...portals],
    interviews: () => [...interviews],
    /** The application went: its portal and interview go with it (cascade). */
    forget: (applicationId: string) => {
      portals = portals.filter((portal) => portal.application !== applicationId)
      interviews = interviews.filter((interview) => interview.application !== applicationId)
    },
    savePortal: (id: string | null, input: PortalValues): Portal => {
      // Only the fields a portal has are kept, as the server keeps only its own.
      const values = normalizePortal({ ...NO_PORTAL, ...pickFields(input, PORTAL_FIELDS) })
      const { existing, application } = upsertChecks(portals, id, values.application, store)
      store.refuseIfAny({
        ...validatePortal(values, store.today(), store.recommenderIds()),
        ...(application ? { application } : {}),
      })
      const saved: Portal = { ...values, id: existing?.id ?? newId('portal') }
      portals = replace(portals, saved, !existing)
      return saved
    },
    saveInterview: (id: string | null, input: InterviewValues): Interview => {
      const values = normalizeInterview({ ...NO_INTERVIEW, ...pickFields(input, INTERVIEW_FIELDS) })
      const { existing, application } = upsertChecks(interviews, id, values.application, store)
      store.refuseIfAny({
        ...validateInterview(values, { today: store.today(), isKnownZone }),
        ...(application ? { application } : {}),
        ...(values.date !== '' && values.zone_rule === 'student' && !store.hasSettings()
          ? { zone_rule: PLANNER_MESSAGES.noStudentZone }
          : {}),
      })
      const at = interviewInstant(values, store.zone(), intlOffsetAt)
      const saved: Interview = {
        ...values,
        id: existing?.id ?? newId('interview'),
        at: at === null ? '' : new Date(at).toISOString(),
      }
      interviews = replace(interviews, saved, !existing)
      return saved
    },
  }
}
