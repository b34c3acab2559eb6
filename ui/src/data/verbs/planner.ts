import type { Decision } from '../../logic/planner/decision-record.ts'
import type { ScholarshipValues } from '../../logic/planner/scholarships.ts'
import type {
  ApplicationValues,
  NewAidDate,
  NewDecisionStep,
  NewTask,
  RecommenderDraft,
  ReminderValues,
} from '../../logic/planner/model.ts'
import { attempt, DataError } from '../errors.ts'
import { reading, type VerbContext } from './context.ts'
import type { plannerCalls } from './planner-calls.ts'

export type { SavedApplication } from './planner-calls.ts'

type Calls = ReturnType<typeof plannerCalls>

/**
 * The planner's verbs (issue 14). Their calls and record mapping (planner-calls.ts,
 * planner-records.ts) load with the first planner verb a page calls, so the pages that never
 * plan do not carry them (ADR 0048). Each rejects with a DataError; a failed download is
 * `offline` and is tried again on the next call.
 */
export function plannerVerbs(ctx: VerbContext) {
  let loading: Promise<Calls> | null = null
  const calls = (): Promise<Calls> => {
    loading ??= import('./planner-calls.ts').then(
      (module) => module.plannerCalls(ctx),
      () => {
        loading = null
        throw new DataError('offline', "Can't reach the server.")
      },
    )
    return loading
  }

  return {
    /**
     * Whether the student has an application yet (a plan starts with one): one small read, without
     * the planner's calls, for pages that show a plan only when there is one.
     */
    hasApplications: () =>
      attempt(async () => {
        const found = await ctx.pb.collection('applications').getList(1, 1, {
          ...reading(),
          filter: ctx.pb.filter('user = {:user}', { user: ctx.userId() }),
          fields: 'id',
          skipTotal: true,
        })
        return found.items.length > 0
      }),
    /** Everything the planner page shows: settings (null before the first visit), feed, records. */
    load: () => calls().then((c) => c.load()),
    /** The settings, made with `timezone` and reminders off on the first visit. */
    ensureSettings: (timezone: string) => calls().then((c) => c.ensureSettings(timezone)),
    /** `invalid` on `timezone` or `alert_days`. */
    saveSettings: (values: ReminderValues) => calls().then((c) => c.saveSettings(values)),
    /** A school on My List made an application, with its plan's tasks. */
    createApplication: (values: ApplicationValues) =>
      calls().then((c) => c.createApplication(values)),
    updateApplication: (id: string, values: ApplicationValues) =>
      calls().then((c) => c.updateApplication(id, values)),
    /** With its plan's steps and aid dates; its recommenders stay, without it. */
    removeApplication: (id: string) => calls().then((c) => c.removeApplication(id)),
    addTask: (task: NewTask) => calls().then((c) => c.addTask(task)),
    setTaskDone: (id: string, done: boolean) => calls().then((c) => c.setTaskDone(id, done)),
    /** The student's own tasks only (`invalid` on `kind` for a plan step). */
    removeTask: (id: string) => calls().then((c) => c.removeTask(id)),
    addAidDate: (values: NewAidDate) => calls().then((c) => c.addAidDate(values)),
    setAidDateDone: (id: string, done: boolean) => calls().then((c) => c.setAidDateDone(id, done)),
    removeAidDate: (id: string) => calls().then((c) => c.removeAidDate(id)),
    addRecommender: (draft: RecommenderDraft) => calls().then((c) => c.addRecommender(draft)),
    updateRecommender: (id: string, draft: RecommenderDraft) =>
      calls().then((c) => c.updateRecommender(id, draft)),
    removeRecommender: (id: string) => calls().then((c) => c.removeRecommender(id)),
    /** What the student recorded about a decision (reply-by, deposit, housing, reply...). */
    saveDecision: (id: string, decision: Decision) =>
      calls().then((c) => c.saveDecision(id, decision)),
    addDecisionStep: (values: NewDecisionStep) => calls().then((c) => c.addDecisionStep(values)),
    /** Ends the cycle: enroll at one admitted school, decline and withdraw the rest. */
    enroll: (applicationId: string) => calls().then((c) => c.enroll(applicationId)),
    /** A letter of continued interest started in /essays; resolves to the essay's id. */
    startContinuedInterestLetter: (applicationId: string, schoolName: string) =>
      calls().then((c) => c.startContinuedInterestLetter(applicationId, schoolName)),
    addScholarship: (values: ScholarshipValues) => calls().then((c) => c.addScholarship(values)),
    updateScholarship: (id: string, values: ScholarshipValues) =>
      calls().then((c) => c.updateScholarship(id, values)),
    removeScholarship: (id: string) => calls().then((c) => c.removeScholarship(id)),
    /** A new private feed's full address; the old one stops working at once. */
    createCalendarFeed: () => calls().then((c) => c.createCalendarFeed()),
    revokeCalendarFeed: () => calls().then((c) => c.revokeCalendarFeed()),
  }
}
