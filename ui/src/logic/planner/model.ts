/**
 * The planner's vocabulary: the choices of every field, their labels, and the records the planner
 * keeps. Field names are the PocketBase collections' own (pocketbase/pb_migrations/1763820000_*),
 * so a value can be traced from the form to the database. The server reads these lists through
 * its bundle of this folder (docs/adr/0042-one-planner-core-for-browser-and-server.md).
 */
import type { IsoDate } from './calendar-date.ts'
import { DECISION_STEPS, type Decision, type DecisionStep } from './decision-types.ts'

type Choice<V extends string> = {
  readonly value: V
  readonly label: string
  readonly short?: string
}

function values<V extends string>(choices: readonly Choice<V>[]): readonly V[] {
  return choices.map((choice) => choice.value)
}

export const PLATFORMS = [
  { value: 'common_app', label: 'Common App' },
  { value: 'coalition_scoir', label: 'Coalition on Scoir' },
  { value: 'school', label: "The school's own application" },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice<string>[]
export type Platform = (typeof PLATFORMS)[number]['value']

/**
 * Every plan the planner knows, in the order the form offers them. Common App's own decision
 * plans for this cycle are listed in logic/cycle/application-rules.json (a Common App application
 * is offered those only: logic/planner/plan-types.ts); a priority deadline is a plan of schools'
 * own applications.
 */
export const PLANS = [
  { value: 'ed', label: 'Early Decision I', short: 'ED I' },
  { value: 'ed2', label: 'Early Decision II', short: 'ED II' },
  { value: 'ea', label: 'Early Action I', short: 'EA I' },
  { value: 'ea2', label: 'Early Action II', short: 'EA II' },
  { value: 'rea', label: 'Restrictive / Single-Choice Early Action', short: 'REA' },
  { value: 'rd', label: 'Regular Decision', short: 'RD' },
  { value: 'rolling', label: 'Rolling Decision', short: 'Rolling' },
  { value: 'priority', label: 'Priority deadline', short: 'Priority' },
] as const satisfies readonly Choice<string>[]
export type Plan = (typeof PLANS)[number]['value']

/** Plans whose admission commits the student to enroll. */
export const BINDING_PLANS: readonly Plan[] = ['ed', 'ed2']

export const STATUSES = [
  { value: 'planning', label: 'Planning' },
  { value: 'in_progress', label: 'In progress' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'admitted', label: 'Admitted' },
  { value: 'deferred', label: 'Deferred' },
  { value: 'waitlisted', label: 'Waitlisted' },
  { value: 'denied', label: 'Denied' },
] as const satisfies readonly Choice<string>[]
export type Status = (typeof STATUSES)[number]['value']

export const FEE_WAIVERS = [
  { value: 'not_needed', label: 'No waiver needed' },
  { value: 'will_request', label: 'Will request a waiver' },
  { value: 'requested', label: 'Waiver requested' },
  { value: 'granted', label: 'Waiver granted' },
  { value: 'denied', label: 'Waiver denied' },
] as const satisfies readonly Choice<string>[]
export type FeeWaiver = (typeof FEE_WAIVERS)[number]['value']

export const ZONE_RULES = [
  { value: 'student', label: 'My time zone' },
  { value: 'school', label: "The school's time zone" },
] as const satisfies readonly Choice<string>[]
export type ZoneRule = (typeof ZONE_RULES)[number]['value']

export const TASK_KINDS = [
  { value: 'recommendations', label: 'Recommendations' },
  { value: 'scores', label: 'Test scores' },
  { value: 'essays', label: 'Essays' },
  { value: 'fee', label: 'Fee or waiver' },
  { value: 'submit', label: 'Submit' },
  { value: 'custom', label: 'Your own task' },
  { value: 'decision', label: 'After a decision' },
] as const satisfies readonly Choice<string>[]
export type TaskKind = (typeof TASK_KINDS)[number]['value']
export type GeneratedTaskKind = Exclude<TaskKind, 'custom' | 'decision'>
/** Task kinds the student adds, edits and removes (the rest follow the deadline). */
export const STUDENT_TASK_KINDS: readonly TaskKind[] = ['custom', 'decision']

export const AID_KINDS = [
  { value: 'fafsa', label: 'FAFSA' },
  { value: 'css_profile', label: 'CSS Profile' },
  { value: 'state_priority', label: 'State aid priority date' },
  { value: 'school_priority', label: 'School aid priority date' },
  { value: 'other', label: 'Other aid date' },
] as const satisfies readonly Choice<string>[]
export type AidKind = (typeof AID_KINDS)[number]['value']

export const RECOMMENDER_ROLES = [
  { value: 'teacher', label: 'Teacher' },
  { value: 'counselor', label: 'School counselor' },
  { value: 'coach', label: 'Coach' },
  { value: 'employer', label: 'Employer' },
  { value: 'mentor', label: 'Mentor' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Choice<string>[]
export type RecommenderRole = (typeof RECOMMENDER_ROLES)[number]['value']

export const RECOMMENDER_STATUSES = [
  { value: 'not_asked', label: 'Not asked yet' },
  { value: 'asked', label: 'Asked' },
  { value: 'agreed', label: 'Agreed' },
  { value: 'submitted', label: 'Letter submitted' },
  { value: 'declined', label: 'Declined' },
] as const satisfies readonly Choice<string>[]
export type RecommenderStatus = (typeof RECOMMENDER_STATUSES)[number]['value']

/** Every select field's allowed values, by collection and field: what the migration declares. */
export const SELECT_VALUES = {
  applications: {
    platform: values(PLATFORMS),
    plan: values(PLANS),
    status: values(STATUSES),
    fee_waiver: values(FEE_WAIVERS),
    deadline_zone_rule: values(ZONE_RULES),
  },
  plan_tasks: { kind: values(TASK_KINDS), step: values(DECISION_STEPS) },
  aid_dates: { kind: values(AID_KINDS) },
  recommenders: { role: values(RECOMMENDER_ROLES), status: values(RECOMMENDER_STATUSES) },
} as const

export function labelOf<V extends string>(choices: readonly Choice<V>[], value: V | ''): string {
  return choices.find((choice) => choice.value === value)?.label ?? 'Unknown'
}

export function isOneOf<V extends string>(
  choices: readonly Choice<V>[],
  value: unknown,
): value is V {
  return typeof value === 'string' && choices.some((choice) => choice.value === value)
}

/** How the catalogue (IPEDS ADM2022) says a school weighs one part of an application. */
export type Consideration = 'required' | 'considered_not_required' | 'not_considered'

/** The catalogue's facts about a school that the planner uses; absent columns read as null. */
export type PlannerSchool = {
  id: string
  /** IPEDS unitid: the key of the reviewed test policies (logic/admissions/test-policy.ts). */
  unitid?: number | null
  name: string
  control: 'public' | 'private_nonprofit' | 'private_forprofit' | null
  apply_url: string | null
  net_price_calculator_url: string | null
  test_policy_fall2022?:
    | 'required'
    | 'recommended'
    | 'neither_required_nor_recommended'
    | 'considered_not_required'
    | null
  essay_requirement_fall2022?: Consideration | null
  recommendations_requirement_fall2022?: Consideration | null
  admission_test_scores_requirement_fall2022?: Consideration | 'recommended' | null
  /** Where the school is (HD2023) and its IANA zone, found from its coordinates at import (ADR 0072). */
  city?: string | null
  state?: string | null
  time_zone?: string | null
}

/** What the student edits about one application ('' and null mean "unknown"). */
export type ApplicationValues = {
  university: string
  platform: Platform | ''
  plan: Plan | ''
  /** The deadline's calendar date; '' while unknown. */
  deadline_date: IsoDate
  /** "HH:MM", 24-hour; 23:59 unless the school says otherwise. */
  deadline_time: string
  deadline_zone_rule: ZoneRule
  /** The school's zone when the rule is 'school'; the server fills the student's otherwise. */
  deadline_zone: string
  /** The date was taken from a typical-date estimate and not yet checked with the school. */
  deadline_estimated: boolean
  /** Where the date came from. */
  source_url: string
  /** When the student last checked it. */
  checked_on: IsoDate
  status: Status
  /** US dollars; null is unknown, 0 is "no fee". */
  fee: number | null
  fee_waiver: FeeWaiver | ''
  css_profile_required: boolean
  net_price_checked: boolean
}

/** A stored application, with the instant the server computed and its school. */
export type Application = ApplicationValues & {
  id: string
  /** The deadline as a UTC instant (ISO 8601), '' while unknown; computed by the server. */
  deadline_at: string
  school: PlannerSchool
  /** What the student recorded about the school's decision (decisions.ts). */
  decision: Decision
}

export type PlanTask = {
  id: string
  /** '' for a task of the student's own that belongs to no application. */
  application: string
  kind: TaskKind
  title: string
  /** '' while the application's deadline is unknown. */
  due: IsoDate
  done: boolean
  /** For a `decision` task: which of the school's steps it is; '' otherwise. */
  step: DecisionStep | ''
}

export type AidDate = {
  id: string
  kind: AidKind
  label: string
  date: IsoDate
  application: string
  source_url: string
  done: boolean
}

export type Recommender = {
  id: string
  name: string
  role: RecommenderRole
  email: string
  applications: string[]
  asked_on: IsoDate
  status: RecommenderStatus
  /** Ticked once the student has thanked them (the packet asks when every letter is in). */
  thank_you_sent: boolean
}

export type PlannerSettings = {
  timezone: string
  /** The master switch: off means no e-mail at all (the stop link turns it off). */
  reminders_enabled: boolean
  weekly_digest: boolean
  deadline_alerts: boolean
  /** Alert this many days before each deadline (1-30). */
  alert_days: number
  /** The private calendar feed's token; '' when there is no feed. */
  calendar_token: string
}

/** A step after a deferral or waitlist, as the decision form sends it. */
export type NewDecisionStep = {
  application: string
  step: DecisionStep
  title: string
  due: IsoDate
}

/** A task of the student's own, as the add form sends it ('' application: no particular school). */
export type NewTask = { title: string; due: IsoDate; application: string }

/** An aid date the student enters. */
export type NewAidDate = Pick<AidDate, 'kind' | 'label' | 'date' | 'source_url' | 'application'>

/** A recommender as the form edits them (the thank-you is ticked from their packet). */
export type RecommenderDraft = Omit<Recommender, 'id' | 'thank_you_sent'>

/** The settings the student edits; the calendar token is the server's to set. */
export type ReminderValues = Omit<PlannerSettings, 'calendar_token'>
