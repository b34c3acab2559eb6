// The planner's records (pocketbase-types.ts, generated) as its domain types
// (logic/planner/model.ts), typed with no casts. Apart from records.ts, which every page loads
// with the session: only the planner's verbs need these, and they load with the planner
// (verbs/planner.ts, ADR 0048).
import type {
  AidDate,
  Application,
  Consideration,
  PlannerSchool,
  PlannerSettings,
  PlanTask,
  Recommender,
} from '../logic/planner/model.ts'
import { decisionOf } from '../logic/planner/decision-record.ts'
import { pickFields } from '../logic/field-lists.ts'
import {
  AID_DATE_FIELDS,
  APPLICATION_FIELDS,
  NO_AID_DATE,
  NO_APPLICATION,
  NO_RECOMMENDER,
  NO_SETTINGS,
  NO_TASK,
  RECOMMENDER_FIELDS,
  SETTINGS_FIELDS,
  TASK_FIELDS,
} from '../logic/planner/planner-fields.ts'
import type { Scholarship } from '../logic/planner/scholarships.ts'
import type {
  AidDatesRecord,
  ApplicationsRecord,
  PlannerSettingsRecord,
  PlanTasksRecord,
  RecommendersRecord,
  ScholarshipsRecord,
  UniversitiesRecord,
} from './pocketbase-types.ts'

/** The catalogue columns the planner reads (ADM2022); absent from catalogues imported before them. */
type AdmissionColumns = Partial<
  Record<
    | 'essay_requirement_fall2022'
    | 'recommendations_requirement_fall2022'
    | 'admission_test_scores_requirement_fall2022',
    unknown
  >
>

/** The school as an application's `expand` carries it: only the columns PLANNER_SCHOOL_FIELDS asks for. */
export type PlannerSchoolRecord = Partial<UniversitiesRecord> & AdmissionColumns

/** An `applications` record fetched with its school (`expand: 'university'`). */
export type ApplicationWithSchool = ApplicationsRecord & {
  expand?: { university?: PlannerSchoolRecord }
}

/** The columns of the school an application needs, for the API's `fields` (the rest stays home). */
export const PLANNER_SCHOOL_FIELDS = [
  'id',
  'unitid',
  'name',
  'control',
  'apply_url',
  'net_price_calculator_url',
  'test_policy_fall2022',
  'essay_requirement_fall2022',
  'recommendations_requirement_fall2022',
  'admission_test_scores_requirement_fall2022',
  'city',
  'state',
  'time_zone',
]
  .map((column) => `expand.university.${column}`)
  .join(',')

function consideration(value: unknown): Consideration | null {
  return value === 'required' || value === 'considered_not_required' || value === 'not_considered'
    ? value
    : null
}

/** A select the record leaves empty reads as the domain's default for it. */
function orDefault<T extends string>(value: T | '', fallback: T): T {
  return value === '' ? fallback : value
}

function orNull<T extends string>(value: T | '' | undefined): T | null {
  return value === undefined || value === '' ? null : value
}

/** The catalogue's facts for the planner; a school no longer in the catalogue keeps its id. */
export function toPlannerSchool(
  id: string,
  record: PlannerSchoolRecord | undefined,
): PlannerSchool {
  return {
    id,
    unitid: typeof record?.unitid === 'number' && record.unitid > 0 ? record.unitid : null,
    name: record?.name ?? 'A school no longer in the catalogue',
    control: orNull(record?.control),
    apply_url: orNull(record?.apply_url),
    net_price_calculator_url: orNull(record?.net_price_calculator_url),
    test_policy_fall2022: orNull(record?.test_policy_fall2022),
    essay_requirement_fall2022: consideration(record?.essay_requirement_fall2022),
    recommendations_requirement_fall2022: consideration(
      record?.recommendations_requirement_fall2022,
    ),
    admission_test_scores_requirement_fall2022: consideration(
      record?.admission_test_scores_requirement_fall2022,
    ),
    city: orNull(record?.city),
    state: orNull(record?.state),
    time_zone: orNull(record?.time_zone),
  }
}

/** PocketBase's "2026-11-02 04:59:00.000Z" as ISO 8601 ("2026-11-02T04:59:00.000Z"); '' stays ''. */
function isoInstant(value: string): string {
  return value.replace(' ', 'T')
}

export function toApplication(record: ApplicationWithSchool): Application {
  return {
    ...NO_APPLICATION,
    ...pickFields(record, APPLICATION_FIELDS),
    id: record.id,
    school: toPlannerSchool(record.university, record.expand?.university),
    deadline_zone_rule: orDefault(record.deadline_zone_rule, NO_APPLICATION.deadline_zone_rule),
    deadline_at: isoInstant(record.deadline_at),
    status: orDefault(record.status, NO_APPLICATION.status),
    fee: typeof record.fee === 'number' && Number.isFinite(record.fee) ? record.fee : null,
    decision: decisionOf(record.decision),
  }
}

export function toPlanTask(record: PlanTasksRecord): PlanTask {
  return {
    ...NO_TASK,
    ...pickFields(record, TASK_FIELDS),
    id: record.id,
    kind: orDefault(record.kind, NO_TASK.kind),
  }
}

export function toScholarship(record: ScholarshipsRecord): Scholarship {
  return {
    id: record.id,
    sponsor: record.sponsor,
    amount:
      typeof record.amount === 'number' && Number.isFinite(record.amount) ? record.amount : null,
    renewable: record.renewable,
    deadline_date: record.deadline_date,
    deadline_time: record.deadline_time,
    deadline_zone_rule: record.deadline_zone_rule === '' ? 'student' : record.deadline_zone_rule,
    deadline_zone: record.deadline_zone,
    deadline_at: isoInstant(record.deadline_at),
    requirements: [...record.requirements],
    status: record.status === '' ? 'planning' : record.status,
    application: record.application,
    url: record.url,
  }
}

export function toAidDate(record: AidDatesRecord): AidDate {
  return {
    ...NO_AID_DATE,
    ...pickFields(record, AID_DATE_FIELDS),
    id: record.id,
    kind: orDefault(record.kind, NO_AID_DATE.kind),
  }
}

export function toRecommender(record: RecommendersRecord): Recommender {
  return {
    ...NO_RECOMMENDER,
    ...pickFields(record, RECOMMENDER_FIELDS),
    id: record.id,
    role: orDefault(record.role, NO_RECOMMENDER.role),
    status: orDefault(record.status, NO_RECOMMENDER.status),
  }
}

export function toPlannerSettings(record: PlannerSettingsRecord): PlannerSettings {
  return { ...NO_SETTINGS, ...pickFields(record, SETTINGS_FIELDS) }
}

/** The private calendar feed's address for a token ('' is no feed). */
export function calendarFeedUrl(origin: string, token: string): string | null {
  return token === '' ? null : `${origin}/api/planner/calendar/${encodeURIComponent(token)}.ics`
}
