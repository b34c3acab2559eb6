/**
 * The planner's own records' fields, said once (ADR 0093): an application, a task, an aid date, a
 * recommender and the planner's settings as the product stores them with nothing entered. Their
 * keys are each domain's fields: the browser's calls and mapping (data/planner-records.ts), the
 * hooks (lib/planner-records.js, through lib/fields.js) and the in-memory planner read and write
 * these and no others; ui/src/data/domain-fields.test.ts holds them to the migrations' schema.
 * Kept apart from the planner's rules so the data client carries only these lists.
 */
import { fieldsOf } from '../field-lists.ts'
import type {
  AidDate,
  ApplicationValues,
  PlannerSettings,
  PlanTask,
  Recommender,
  RecommenderDraft,
  ReminderValues,
} from './model.ts'

/** An application with nothing entered: planning, on the student's own time zone. */
export const NO_APPLICATION: ApplicationValues = {
  university: '',
  platform: '',
  plan: '',
  deadline_date: '',
  deadline_time: '',
  deadline_zone_rule: 'student',
  deadline_zone: '',
  deadline_estimated: false,
  source_url: '',
  checked_on: '',
  status: 'planning',
  fee: null,
  fee_waiver: '',
  css_profile_required: false,
  net_price_checked: false,
}

/** The application fields the student edits (the decision and aid entries have lists of their own). */
export const APPLICATION_FIELDS: readonly (keyof ApplicationValues)[] = fieldsOf(NO_APPLICATION)

/** A task of the student's own with nothing entered yet. */
export const NO_TASK: Omit<PlanTask, 'id'> = {
  application: '',
  kind: 'custom',
  title: '',
  due: '',
  done: false,
  step: '',
}

/** A task's fields (when it was ticked off, `done_at`, is the server's). */
export const TASK_FIELDS: readonly (keyof Omit<PlanTask, 'id'>)[] = fieldsOf(NO_TASK)

export const NO_AID_DATE: Omit<AidDate, 'id'> = {
  kind: 'other',
  label: '',
  date: '',
  application: '',
  source_url: '',
  done: false,
}

/** An aid date's fields. */
export const AID_DATE_FIELDS: readonly (keyof Omit<AidDate, 'id'>)[] = fieldsOf(NO_AID_DATE)

export const NO_RECOMMENDER: Omit<Recommender, 'id'> = {
  name: '',
  role: 'other',
  email: '',
  applications: [],
  asked_on: '',
  status: 'not_asked',
  thank_you_sent: false,
}

/** A recommender's fields. */
export const RECOMMENDER_FIELDS: readonly (keyof Omit<Recommender, 'id'>)[] =
  fieldsOf(NO_RECOMMENDER)

/** A recommender's fields the form edits: the thank-you is ticked from their packet. */
export const RECOMMENDER_DRAFT_FIELDS = RECOMMENDER_FIELDS.filter(
  (field): field is keyof RecommenderDraft => field !== 'thank_you_sent',
)

/** New settings: no zone chosen yet, reminders off until the student turns them on (opt-in). */
export const NO_SETTINGS: PlannerSettings = {
  timezone: '',
  reminders_enabled: false,
  weekly_digest: true,
  deadline_alerts: true,
  alert_days: 7,
  calendar_token: '',
}

/** The planner settings' fields. */
export const SETTINGS_FIELDS: readonly (keyof PlannerSettings)[] = fieldsOf(NO_SETTINGS)

/** The settings the student edits: the calendar feed's token is the server's to set. */
export const REMINDER_FIELDS = SETTINGS_FIELDS.filter(
  (field): field is keyof ReminderValues => field !== 'calendar_token',
)
