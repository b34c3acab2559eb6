/**
 * The planner's verbs in memory, for stories and component tests: the same checks, plan rules and
 * backward plan as the server runs (they are the planner's own logic, ADR 0042), the same
 * refusals as `invalid` DataErrors with field messages, and no server.
 */
import type { PlannerData } from '../logic/planner/planner-data.ts'
import { DataError } from '../data/errors.ts'
import type { DataClient } from '../data/data-client.ts'
import { backwardPlan, syncPlanTasks } from '../logic/planner/backward-plan.ts'
import { deadlineInstant } from '../logic/planner/deadline.ts'
import { intlOffsetAt, isKnownZone } from '../logic/planner/intl-zone.ts'
import type {
  AidDate,
  Application,
  ApplicationValues,
  PlannerSchool,
  PlannerSettings,
  PlanTask,
  Recommender,
  RecommenderDraft,
} from '../logic/planner/model.ts'
import { pickFields } from '../logic/field-lists.ts'
// Each record's fields and their defaults, the planner's one list of them (ADR 0093).
import * as lists from '../logic/planner/planner-fields.ts'
import {
  bindingConflict,
  decisionOf,
  EMPTY_DECISION,
  enrollChanges,
  stepTitle,
  validateDecision,
  validateStep,
  type DecisionSubject,
} from '../logic/planner/decisions.ts'
import { planConflict } from '../logic/planner/rules.ts'
import { plannerSchoolOf } from '../logic/planner/school.ts'
import {
  normalizeApplication,
  PLANNER_MESSAGES,
  validateAidDate,
  validateApplication,
  validateRecommender,
  validateSettings,
  validateTask,
} from '../logic/planner/validation.ts'
import { dateInZone } from '../logic/planner/zone.ts'
import { memoryAfterSubmit } from './memory-after-submit.ts'
import { memoryScholarships } from './memory-scholarships.ts'
import type { University } from '../logic/university.ts'

export type MemoryPlannerOptions = {
  /** The plan already stored; by default none (a student's first visit). */
  plan?: Partial<PlannerData>
  /** The catalogue's facts for schools, by id; others are read from the university on My List. */
  schools?: readonly PlannerSchool[]
}

export type MemoryPlannerDeps = {
  /** Runs a call as the memory client does (latency, forced failures). */
  settle: <T>(run: () => T | Promise<T>) => Promise<T>
  /** Throws `unauthorized` when no one is signed in. */
  signedIn: () => unknown
  /** The university of the student's My List entry for this id, if listed. */
  listed: (universityId: string) => University | undefined
}

const FEED_ORIGIN = 'https://compass.example'

function refuse(fields: Record<string, string | undefined>): never {
  const present = Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined),
  )
  throw new DataError('invalid', [...new Set(Object.values(present))].join(' '), present)
}

/** A recommender's listed fields from the form's draft (the thank-you is not the form's). */
function recommenderOf(draft: RecommenderDraft): Omit<Recommender, 'id'> {
  return { ...lists.NO_RECOMMENDER, ...pickFields(draft, lists.RECOMMENDER_DRAFT_FIELDS) }
}

function refuseIfAny(fields: Record<string, string | undefined>): void {
  if (Object.values(fields).some((message) => message !== undefined)) refuse(fields)
}

export function memoryPlannerVerbs(
  { settle, signedIn, listed }: MemoryPlannerDeps,
  options: MemoryPlannerOptions = {},
): DataClient['planner'] {
  const initial = options.plan ?? {}
  let settings: PlannerSettings | null = initial.settings ?? null
  let applications: Application[] = [...(initial.applications ?? [])]
  let tasks: PlanTask[] = [...(initial.tasks ?? [])]
  let aidDates: AidDate[] = [...(initial.aidDates ?? [])]
  let recommenders: Recommender[] = [...(initial.recommenders ?? [])]
  let nextId = 1
  const newId = (prefix: string) => `${prefix}-new-${String(nextId++)}`

  const zone = () => settings?.timezone ?? 'UTC'
  const today = () => dateInZone(Date.now(), zone(), intlOffsetAt)
  const feedUrl = () =>
    settings && settings.calendar_token !== ''
      ? `${FEED_ORIGIN}/api/planner/calendar/${settings.calendar_token}.ics`
      : null
  const schoolOf = (universityId: string): PlannerSchool | null => {
    const known = options.schools?.find((school) => school.id === universityId)
    const university = listed(universityId)
    return known ?? (university ? plannerSchoolOf(university) : null)
  }
  const ownApplication = (id: string) =>
    id === '' || applications.some((app) => app.id === id) ? undefined : PLANNER_MESSAGES.notYours
  const awards = memoryScholarships(
    { zone, ownApplication, refuseIfAny, newId },
    initial.scholarships ?? [],
  )
  const after = memoryAfterSubmit(
    {
      zone,
      today,
      hasSettings: () => settings !== null,
      applicationIds: () => applications.map((app) => app.id),
      recommenderIds: () => recommenders.map((person) => person.id),
      refuseIfAny,
    },
    initial,
  )

  /** The server's checks of one application write, then the stored application and its plan. */
  const saveApplication = (id: string | null, input: ApplicationValues) => {
    // Only the fields an application has are kept, as the server keeps only its own.
    const values = normalizeApplication({
      ...lists.NO_APPLICATION,
      ...pickFields(input, lists.APPLICATION_FIELDS),
    })
    const existing = id === null ? undefined : applications.find((app) => app.id === id)
    if (id !== null && !existing) throw new DataError('not-found', 'Not found.')
    const errors: Record<string, string | undefined> = validateApplication(values, {
      today: today(),
      isKnownZone,
    })
    const school = existing?.school ?? schoolOf(values.university)
    if (existing && existing.university !== values.university)
      errors.university = PLANNER_MESSAGES.sameSchool
    else if (!existing && (!school || !listed(values.university)))
      errors.university = PLANNER_MESSAGES.notOnList
    if (values.deadline_date !== '' && values.deadline_zone_rule === 'student' && !settings)
      errors.deadline_zone_rule = PLANNER_MESSAGES.noStudentZone
    // The unique index (user, university), in PocketBase's words.
    if (!existing && applications.some((app) => app.university === values.university))
      errors.university = 'Value must be unique.'
    refuseIfAny(errors)
    if (!school) throw new DataError('not-found', 'Not found.')
    const appId = existing?.id ?? newId('app')
    const conflict = planConflict(
      { id: appId, ...values, school },
      applications.filter((app) => app.id !== appId),
    )
    if (conflict) refuse({ [existing?.plan === values.plan ? 'status' : 'plan']: conflict.message })
    const at = deadlineInstant(values, zone(), intlOffsetAt)
    const application: Application = {
      ...values,
      id: appId,
      school,
      deadline_at: at === null ? '' : new Date(at).toISOString(),
      decision: existing?.decision ?? { ...EMPTY_DECISION },
    }
    applications = existing ? replacing(applications, application) : [...applications, application]

    const stored = tasks
      .filter((task) => task.application === appId)
      .flatMap((task) =>
        task.kind === 'custom' || task.kind === 'decision' ? [] : [{ ...task, kind: task.kind }],
      )
    for (const change of syncPlanTasks(stored, backwardPlan(values, school), values.status)) {
      if (change.op === 'create')
        tasks = [...tasks, { id: newId('task'), application: appId, step: '', ...change.task }]
      else if (change.op === 'update')
        tasks = tasks.map((task) => (task.id === change.id ? { ...task, ...change.set } : task))
      else tasks = tasks.filter((task) => task.id !== change.id)
    }
    return { application, tasks: tasks.filter((task) => task.application === appId) }
  }

  const find = <T extends { id: string }>(list: readonly T[], id: string): T => {
    const found = list.find((item) => item.id === id)
    if (!found) throw new DataError('not-found', 'Not found.')
    return found
  }
  /** The list with `item` in place of the stored item of its id. */
  const replacing = <T extends { id: string }>(list: readonly T[], item: T): T[] =>
    list.map((stored) => (stored.id === item.id ? item : stored))
  /** The list without the stored item `id`; `not-found` when there is none. */
  const removing = <T extends { id: string }>(list: readonly T[], id: string): T[] => {
    find(list, id)
    return list.filter((item) => item.id !== id)
  }
  const subjects = (): DecisionSubject[] =>
    applications.map((app) => ({
      id: app.id,
      plan: app.plan,
      status: app.status,
      schoolName: app.school.name,
      decision: app.decision,
    }))
  const signedInSettle = <T>(run: () => T) =>
    settle(() => {
      signedIn()
      return run()
    })

  return {
    hasApplications: () => signedInSettle(() => applications.length > 0),
    load: () =>
      signedInSettle(() => ({
        settings,
        calendarUrl: feedUrl(),
        applications: [...applications],
        tasks: [...tasks],
        aidDates: [...aidDates],
        recommenders: [...recommenders],
        portals: after.portals(),
        interviews: after.interviews(),
        scholarships: awards.list(),
      })),
    ensureSettings: (timezone) =>
      signedInSettle(() => {
        settings ??= { ...lists.NO_SETTINGS, timezone }
        return settings
      }),
    saveSettings: (values) =>
      signedInSettle(() => {
        refuseIfAny(validateSettings(values, isKnownZone))
        settings = {
          ...lists.NO_SETTINGS,
          ...pickFields(values, lists.REMINDER_FIELDS),
          calendar_token: settings?.calendar_token ?? '',
        }
        return settings
      }),
    createApplication: (values) => signedInSettle(() => saveApplication(null, values)),
    updateApplication: (id, values) => signedInSettle(() => saveApplication(id, values)),
    removeApplication: (id) =>
      signedInSettle(() => {
        applications = removing(applications, id)
        tasks = tasks.filter((task) => task.application !== id)
        aidDates = aidDates.filter((aid) => aid.application !== id)
        after.forget(id)
        recommenders = recommenders.map((person) => ({
          ...person,
          applications: person.applications.filter((app) => app !== id),
        }))
      }),
    addTask: (task) =>
      signedInSettle(() => {
        refuseIfAny({ ...validateTask(task), application: ownApplication(task.application) })
        const created: PlanTask = {
          ...lists.NO_TASK,
          ...pickFields(task, lists.TASK_FIELDS),
          id: newId('task'),
          kind: 'custom',
        }
        tasks = [...tasks, created]
        return created
      }),
    setTaskDone: (id, done) =>
      signedInSettle(() => {
        const updated = { ...find(tasks, id), done }
        tasks = replacing(tasks, updated)
        return updated
      }),
    removeTask: (id) =>
      signedInSettle(() => {
        const kind = find(tasks, id).kind
        if (kind !== 'custom' && kind !== 'decision')
          refuse({ kind: PLANNER_MESSAGES.generatedStep })
        tasks = tasks.filter((task) => task.id !== id)
      }),
    addAidDate: (values) =>
      signedInSettle(() => {
        refuseIfAny({ ...validateAidDate(values), application: ownApplication(values.application) })
        const created: AidDate = {
          ...lists.NO_AID_DATE,
          ...pickFields(values, lists.AID_DATE_FIELDS),
          id: newId('aid'),
        }
        aidDates = [...aidDates, created]
        return created
      }),
    setAidDateDone: (id, done) =>
      signedInSettle(() => {
        const updated = { ...find(aidDates, id), done }
        aidDates = replacing(aidDates, updated)
        return updated
      }),
    removeAidDate: (id) =>
      signedInSettle(() => {
        aidDates = removing(aidDates, id)
      }),
    addRecommender: (draft) =>
      signedInSettle(() => {
        refuseIfAny({
          ...validateRecommender(draft, today()),
          applications: draft.applications.map(ownApplication).find(Boolean),
        })
        const created: Recommender = { ...recommenderOf(draft), id: newId('rec') }
        recommenders = [...recommenders, created]
        return created
      }),
    updateRecommender: (id, draft) =>
      signedInSettle(() => {
        const stored = find(recommenders, id)
        refuseIfAny({
          ...validateRecommender(draft, today()),
          applications: draft.applications.map(ownApplication).find(Boolean),
        })
        const updated: Recommender = {
          ...recommenderOf(draft),
          id,
          thank_you_sent: stored.thank_you_sent,
        }
        recommenders = replacing(recommenders, updated)
        return updated
      }),
    removeRecommender: (id) =>
      signedInSettle(() => {
        recommenders = removing(recommenders, id)
      }),
    savePortal: (id, values) => signedInSettle(() => after.savePortal(id, values)),
    saveInterview: (id, values) => signedInSettle(() => after.saveInterview(id, values)),
    setRecommenderThanked: (id, sent) =>
      signedInSettle(() => {
        const updated = { ...find(recommenders, id), thank_you_sent: sent }
        recommenders = replacing(recommenders, updated)
        return updated
      }),
    saveDecision: (id, input) =>
      signedInSettle(() => {
        const app = find(applications, id)
        refuseIfAny(validateDecision(input, app.status))
        const decision = decisionOf(input)
        const subject = { ...subjects().find((s) => s.id === id), decision } as DecisionSubject
        refuseIfAny(bindingConflict(subject, subjects()))
        const updated = { ...app, decision }
        applications = replacing(applications, updated)
        return { application: updated, tasks: tasks.filter((task) => task.application === id) }
      }),
    addDecisionStep: (values) =>
      signedInSettle(() => {
        const app = applications.find((a) => a.id === values.application)
        const title = app ? stepTitle(values.step, app.school.name, values.title) : values.title
        refuseIfAny(
          validateStep(
            { step: values.step, title, due: values.due },
            app ? { status: app.status, loci: app.decision.loci } : null,
          ),
        )
        const created: PlanTask = {
          ...lists.NO_TASK,
          id: newId('task'),
          application: values.application,
          kind: 'decision',
          step: values.step,
          title: title.trim(),
          due: values.due,
          done: false,
        }
        tasks = [...tasks, created]
        return created
      }),
    enroll: (applicationId) =>
      signedInSettle(() => {
        const result = enrollChanges(subjects(), applicationId)
        if (result.error) refuse({ application: result.error })
        applications = applications.map((app) => ({
          ...app,
          decision: result.changes.find((c) => c.id === app.id)?.decision ?? app.decision,
        }))
        tasks = tasks.map((task) => ({ ...task, done: true }))
      }),
    startContinuedInterestLetter: (applicationId) =>
      signedInSettle(() => {
        find(applications, applicationId)
        return newId('essay')
      }),
    addScholarship: (input) => signedInSettle(() => awards.add(input)),
    updateScholarship: (id, input) => signedInSettle(() => awards.update(id, input)),
    removeScholarship: (id) => signedInSettle(() => awards.remove(id)),
    createCalendarFeed: () =>
      signedInSettle(() => {
        if (!settings) throw new DataError('invalid', PLANNER_MESSAGES.noStudentZone)
        settings = { ...settings, calendar_token: `feed${String(nextId++).padStart(36, '0')}` }
        return feedUrl() ?? ''
      }),
    revokeCalendarFeed: () =>
      signedInSettle(() => {
        if (settings) settings = { ...settings, calendar_token: '' }
      }),
  }
}
