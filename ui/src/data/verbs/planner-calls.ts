import type {
  AidDate,
  Application,
  ApplicationValues,
  NewAidDate,
  NewDecisionStep,
  NewTask,
  PlannerSettings,
  PlanTask,
  Recommender,
  RecommenderDraft,
  ReminderValues,
} from '../../logic/planner/model.ts'
import type { PlannerData } from '../../logic/planner/planner-data.ts'
import { pickFields } from '../../logic/field-lists.ts'
import {
  AID_DATE_FIELDS,
  APPLICATION_FIELDS,
  NO_SETTINGS,
  RECOMMENDER_DRAFT_FIELDS,
  REMINDER_FIELDS,
  TASK_FIELDS,
} from '../../logic/planner/planner-fields.ts'
import type { Interview, InterviewValues } from '../../logic/planner/interviews.ts'
import type { Portal, PortalValues } from '../../logic/planner/portal.ts'
import { attempt, DataError } from '../errors.ts'
import type { Decision } from '../../logic/planner/decision-record.ts'
import type { Scholarship, ScholarshipValues } from '../../logic/planner/scholarships.ts'
import type {
  AidDatesRecord,
  PlannerSettingsRecord,
  PlanTasksRecord,
  RecommendersRecord,
  ScholarshipsRecord,
} from '../pocketbase-types.ts'
import {
  calendarFeedUrl,
  PLANNER_SCHOOL_FIELDS,
  toAidDate,
  toApplication,
  toPlannerSettings,
  toPlanTask,
  toRecommender,
  toScholarship,
  type ApplicationWithSchool,
} from '../planner-records.ts'
import type { RecordApi } from '../rest.ts'
import { afterSubmitCalls } from './after-submit-calls.ts'
import { decisionCalls } from './decision-calls.ts'
import { reading, writing, type VerbContext } from './context.ts'

/** An application as a write returns it, with its plan's tasks as the server now has them. */
export type SavedApplication = { application: Application; tasks: PlanTask[] }

/**
 * The server words every planner refusal for the student (the planner's own messages, one per
 * field, ADR 0042); a form shows each on its field, and the sentence gathers them for what a form
 * does not show (say, a school no longer on My List).
 */
function plannerInvalid(error: DataError): DataError {
  if (error.kind !== 'invalid') return error
  const messages = [...new Set(Object.values(error.fields))]
  return messages.length === 0
    ? error
    : new DataError('invalid', messages.join(' '), { ...error.fields })
}

function plannerAttempt<T>(run: () => Promise<T>): Promise<T> {
  return attempt(run, plannerInvalid)
}

// Writes send the fields the student edits and nothing else: a domain object carries more (an
// id, the school, the computed instant), which the server must not take from the browser.

function settingsBody(values: ReminderValues) {
  return { ...pickFields(values, REMINDER_FIELDS), timezone: values.timezone.trim() }
}

/**
 * The planner's calls to the server, behind the verbs of verbs/planner.ts, which load this module
 * with the first planner verb a page calls.
 */
export function plannerCalls(ctx: VerbContext) {
  const { pb } = ctx
  const applications = () => pb.collection<ApplicationWithSchool>('applications')
  const tasks = () => pb.collection<PlanTasksRecord>('plan_tasks')
  const aidDates = () => pb.collection<AidDatesRecord>('aid_dates')
  const recommenders = () => pb.collection<RecommendersRecord>('recommenders')
  const settings = () => pb.collection<PlannerSettingsRecord>('planner_settings')
  const mine = () => pb.filter('user = {:user}', { user: ctx.userId() })
  const withSchool = { expand: 'university', fields: `*,${PLANNER_SCHOOL_FIELDS}` }
  const scholarships = () => pb.collection<ScholarshipsRecord>('scholarships')
  const after = afterSubmitCalls(ctx)
  const decided = decisionCalls(ctx)

  const findSettings = async (): Promise<PlannerSettingsRecord | null> => {
    const found = await settings().getList(1, 1, { ...reading(), filter: mine() })
    return found.items[0] ?? null
  }

  /** The application's tasks (its plan's steps and the student's own for it), as stored now. */
  const tasksOf = async (applicationId: string): Promise<PlanTask[]> =>
    (
      await tasks().getFullList({
        ...reading(),
        filter: pb.filter('application = {:app}', { app: applicationId }),
        sort: 'due,created',
      })
    ).map(toPlanTask)

  const saved = async (record: ApplicationWithSchool): Promise<SavedApplication> => ({
    application: toApplication(record),
    tasks: await tasksOf(record.id),
  })

  /** The verb that removes one of the student's records from a planner collection. */
  const removeFrom =
    <T>(collection: () => RecordApi<T>) =>
    (id: string): Promise<void> =>
      plannerAttempt(async () => {
        await collection().delete(id, writing())
      })

  /** The verb that ticks one of the student's records off, or back on. */
  const doneIn =
    <T, D>(collection: () => RecordApi<T>, toDomain: (record: T) => D) =>
    (id: string, done: boolean): Promise<D> =>
      plannerAttempt(async () => toDomain(await collection().update(id, { done }, writing())))

  return {
    /** Everything the planner page shows, read in parallel. */
    load: (): Promise<PlannerData> =>
      plannerAttempt(async () => {
        const filter = mine()
        const [found, apps, taskList, aid, people, submitted, awards] = await Promise.all([
          findSettings(),
          applications().getFullList({ ...reading(), ...withSchool, filter, sort: 'created' }),
          tasks().getFullList({ ...reading(), filter, sort: 'due,created' }),
          aidDates().getFullList({ ...reading(), filter, sort: 'date,created' }),
          recommenders().getFullList({ ...reading(), filter, sort: 'created' }),
          after.loadAfterSubmit(filter),
          scholarships().getFullList({ ...reading(), filter, sort: 'deadline_at,created' }),
        ])
        const stored = found ? toPlannerSettings(found) : null
        return {
          settings: stored,
          calendarUrl: stored ? calendarFeedUrl(ctx.origin, stored.calendar_token) : null,
          applications: apps.map(toApplication),
          tasks: taskList.map(toPlanTask),
          aidDates: aid.map(toAidDate),
          recommenders: people.map(toRecommender),
          ...submitted,
          scholarships: awards.map(toScholarship),
        }
      }),

    /**
     * The student's settings, created on the first visit with `timezone` (the device's) and
     * reminders off (NO_SETTINGS: opt-in). Two tabs creating at once both end with the one
     * stored copy.
     */
    ensureSettings: (timezone: string): Promise<PlannerSettings> =>
      plannerAttempt(async () => {
        const found = await findSettings()
        if (found) return toPlannerSettings(found)
        try {
          return toPlannerSettings(
            await settings().create(
              { ...settingsBody({ ...NO_SETTINGS, timezone }), user: ctx.userId() },
              writing(),
            ),
          )
        } catch (error) {
          // The unique index refused a second copy: another tab made it first.
          const made = await findSettings()
          if (made) return toPlannerSettings(made)
          throw error
        }
      }),

    /** Saves the time zone and reminders; `invalid` on `timezone` or `alert_days`. */
    saveSettings: (values: ReminderValues): Promise<PlannerSettings> =>
      plannerAttempt(async () => {
        const found = await findSettings()
        const body = settingsBody(values)
        return toPlannerSettings(
          found
            ? await settings().update(found.id, body, writing())
            : await settings().create({ user: ctx.userId(), ...body }, writing()),
        )
      }),

    /**
     * Makes a school on My List an application; the server plans its steps back from the
     * deadline. `invalid` on the fields, on `university` (not on My List), on `plan` or `status`
     * (the plan rules), on `deadline_zone_rule` (no time zone chosen yet).
     */
    createApplication: (values: ApplicationValues): Promise<SavedApplication> =>
      plannerAttempt(async () =>
        saved(
          await applications().create(
            { ...pickFields(values, APPLICATION_FIELDS), user: ctx.userId() },
            { ...writing(), ...withSchool },
          ),
        ),
      ),

    /** Saves an application's new values; its plan's steps follow the deadline. */
    updateApplication: (id: string, values: ApplicationValues): Promise<SavedApplication> =>
      plannerAttempt(async () =>
        saved(
          await applications().update(id, pickFields(values, APPLICATION_FIELDS), {
            ...writing(),
            ...withSchool,
          }),
        ),
      ),

    /**
     * Removes an application with its plan's steps and aid dates; recommenders stay, without it.
     */
    removeApplication: removeFrom(applications),

    /** Adds a task of the student's own. */
    addTask: (task: NewTask): Promise<PlanTask> =>
      plannerAttempt(async () =>
        toPlanTask(
          await tasks().create(
            {
              ...pickFields(task, TASK_FIELDS),
              title: task.title.trim(),
              kind: 'custom',
              user: ctx.userId(),
            },
            writing(),
          ),
        ),
      ),

    /** Ticks a task off, or back on. */
    setTaskDone: doneIn(tasks, toPlanTask),

    /** Removes a task of the student's own (the plan's steps can only be ticked off). */
    removeTask: removeFrom(tasks),

    addAidDate: (values: NewAidDate): Promise<AidDate> =>
      plannerAttempt(async () =>
        toAidDate(
          await aidDates().create(
            { ...pickFields(values, AID_DATE_FIELDS), user: ctx.userId() },
            writing(),
          ),
        ),
      ),

    setAidDateDone: doneIn(aidDates, toAidDate),

    removeAidDate: removeFrom(aidDates),

    /** `invalid` on the fields, or on `applications` when one is not the student's. */
    addRecommender: (draft: RecommenderDraft): Promise<Recommender> =>
      plannerAttempt(async () =>
        toRecommender(
          await recommenders().create(
            { ...pickFields(draft, RECOMMENDER_DRAFT_FIELDS), user: ctx.userId() },
            writing(),
          ),
        ),
      ),

    updateRecommender: (id: string, draft: RecommenderDraft): Promise<Recommender> =>
      plannerAttempt(async () =>
        toRecommender(
          await recommenders().update(id, pickFields(draft, RECOMMENDER_DRAFT_FIELDS), writing()),
        ),
      ),

    removeRecommender: removeFrom(recommenders),

    /**
     * Makes (`id` null) or saves an application's portal: `invalid` on `url` (https only),
     * `login_email`, `items`, `checked_on`, `application`, or a field that would hold a password.
     */
    savePortal: (id: string | null, values: PortalValues): Promise<Portal> =>
      plannerAttempt(() => after.savePortal(id, values)),

    /** Makes (`id` null) or saves an application's interview; the server computes its instant. */
    saveInterview: (id: string | null, values: InterviewValues): Promise<Interview> =>
      plannerAttempt(() => after.saveInterview(id, values)),

    /** Ticks a recommender's thank-you note as sent, or back. */
    setRecommenderThanked: (id: string, sent: boolean): Promise<Recommender> =>
      plannerAttempt(() => after.setRecommenderThanked(id, sent)),

    /**
     * Saves what the student recorded about a decision (issue 26); `invalid` names the part
     * ("decision.reply_by"), or a binding admission elsewhere on `decision.deposit_paid`.
     */
    saveDecision: (id: string, decision: Decision): Promise<SavedApplication> =>
      plannerAttempt(async () =>
        saved(await applications().update(id, { decision }, { ...writing(), ...withSchool })),
      ),

    /** A step the school asks for after a deferral or waitlist, as a dated task. */
    addDecisionStep: (values: NewDecisionStep): Promise<PlanTask> =>
      plannerAttempt(() => decided.addDecisionStep(values)),
    /** "I've decided: enroll at X": the server declines, withdraws and closes in one go. */
    enroll: (applicationId: string): Promise<void> =>
      plannerAttempt(() => decided.enroll(applicationId)),
    /** A letter of continued interest started in /essays; resolves to the essay's id. */
    startContinuedInterestLetter: (applicationId: string, schoolName: string): Promise<string> =>
      plannerAttempt(() => decided.startContinuedInterestLetter(applicationId, schoolName)),
    addScholarship: (values: ScholarshipValues): Promise<Scholarship> =>
      plannerAttempt(() => decided.addScholarship(values)),
    updateScholarship: (id: string, values: ScholarshipValues): Promise<Scholarship> =>
      plannerAttempt(() => decided.updateScholarship(id, values)),
    removeScholarship: removeFrom(scholarships),

    /**
     * A new private calendar feed; the old address stops working at once. Returns the full
     * address to subscribe to. Needs the settings (ensureSettings) first.
     */
    createCalendarFeed: (): Promise<string> =>
      plannerAttempt(async () => {
        ctx.userId()
        const made = await pb.send<{ token: string }>('/api/planner/calendar-feed', {
          method: 'POST',
          ...writing(),
        })
        const url = calendarFeedUrl(ctx.origin, made.token)
        if (!url) throw new DataError('server', 'The server made no calendar link.')
        return url
      }),

    /** Switches the calendar feed off. */
    revokeCalendarFeed: (): Promise<void> =>
      plannerAttempt(async () => {
        ctx.userId()
        await pb.send('/api/planner/calendar-feed', { method: 'DELETE', ...writing() })
      }),
  }
}
