// Essays' records mapped to the domain (docs/adr/0049-essays-page.md). Apart from records.ts,
// which every page loads at once for the session: only the essays verbs read these.
import type { Essay, EssayKind, EssayPatch } from '../logic/essays/essay.ts'
import type { EssayRecordField } from '../logic/essays/essay-record.ts'
import {
  applicationsOf,
  statementPlatform,
  type EssayApplication,
} from '../logic/essays/library.ts'
import type { VersionSummary } from '../logic/essays/versions.ts'
import { deadlineZone } from '../logic/planner/deadline-day.ts'
import type {
  ApplicationsRecord,
  EssaysRecord,
  EssayVersionsRecord,
  ScholarshipsRecord,
  UniversitiesRecord,
} from './pocketbase-types.ts'

/** An `applications` record read with only what essays need (its school through `expand`). */
export type EssayApplicationRecord = Pick<
  ApplicationsRecord,
  'id' | 'platform' | 'deadline_at' | 'deadline_zone_rule' | 'deadline_zone'
> & {
  expand?: { university?: Pick<UniversitiesRecord, 'unitid' | 'name' | 'city' | 'state'> }
}

/** PocketBase's "2026-11-20 18:00:00.000Z" as ISO 8601; '' stays ''. */
export function isoInstant(value: string): string {
  return value.replace(' ', 'T')
}

/**
 * An application as essays see it. `studentZone` is the student's planner zone (null when they
 * have none yet): a deadline set in the student's zone is shown on that clock, as the planner
 * shows it (planner/deadline.ts).
 */
export function toEssayApplication(
  record: EssayApplicationRecord,
  studentZone: string | null,
): EssayApplication {
  const school = record.expand?.university
  // The planner's rule (ADR 0043): the school's zone when it says so, else the student's.
  const zone = deadlineZone(
    {
      deadline_zone_rule: record.deadline_zone_rule || 'student',
      deadline_zone: record.deadline_zone,
    },
    studentZone ?? '',
  )
  return {
    id: record.id,
    schoolName: school?.name ?? 'A school no longer in the catalogue',
    deadline: record.deadline_at === '' ? null : isoInstant(record.deadline_at),
    deadlineZone: record.deadline_at === '' || zone === '' ? null : zone,
    platform: statementPlatform(record.platform),
    school: {
      ...(school ? { unitid: school.unitid } : {}),
      name: school?.name ?? '',
      city: school?.city ?? '',
      state: school?.state ?? '',
    },
  }
}

/** A scholarship's fields essays read. */
export type ScholarshipTargetRecord = Pick<
  ScholarshipsRecord,
  'id' | 'sponsor' | 'deadline_at' | 'deadline_zone_rule' | 'deadline_zone'
>

/** A scholarship as an essay's target: the sponsor stands where a school does (issue 26). */
export function toScholarshipTarget(
  record: ScholarshipTargetRecord,
  studentZone: string | null,
): EssayApplication {
  const zone = record.deadline_zone_rule === 'school' ? record.deadline_zone : (studentZone ?? '')
  return {
    id: record.id,
    schoolName: record.sponsor,
    deadline: record.deadline_at === '' ? null : isoInstant(record.deadline_at),
    deadlineZone: record.deadline_at === '' || zone === '' ? null : zone,
    platform: null,
    school: { name: record.sponsor, city: '', state: '' },
    scholarship: true,
  }
}

function phrasesOf(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((phrase): phrase is string => typeof phrase === 'string')
    : []
}

/** An `essays` record with the applications it is for, resolved from the student's `all`. */
export function toEssay(record: EssaysRecord, all: readonly EssayApplication[]): Essay {
  const essay: Essay = {
    id: record.id,
    kind: record.kind === '' ? 'supplement' : record.kind,
    platform: record.platform === '' ? 'common_app' : record.platform,
    title: record.title,
    prompt: record.prompt,
    limit:
      record.limit_unit === ''
        ? null
        : {
            unit: record.limit_unit,
            max: record.limit_max,
            ...(record.limit_min > 0 ? { min: record.limit_min } : {}),
          },
    group:
      record.group_id === ''
        ? null
        : { id: record.group_id, label: record.group_label, choose: record.group_choose },
    status: record.status === '' ? 'not_started' : record.status,
    text: record.text,
    revision: record.revision,
    updated: isoInstant(record.updated),
    applications: [],
    applicationIds:
      record.kind === 'personal'
        ? []
        : record.kind === 'scholarship'
          ? record.scholarship === ''
            ? []
            : [record.scholarship]
          : [...record.applications],
    category: record.category === '' ? null : record.category,
    guardPhrases: phrasesOf(record.guard_phrases),
    device: record.device,
    lastSeq: record.last_seq,
  }
  return { ...essay, applications: applicationsOf(essay, all) }
}

/**
 * An essay's fields as the record stores them (a limit or group left out is stored empty, as in
 * NO_ESSAY_RECORD), only those of the one list (ADR 0093; domain-fields.test.ts). Typed by the
 * list, not reading it: the data client every page loads need not carry it.
 */
export function essayRecordFields(
  fields: EssayPatch & { kind?: EssayKind },
): Partial<Record<EssayRecordField, unknown>> {
  const out: Partial<Record<EssayRecordField, unknown>> = {}
  if (fields.kind !== undefined) out.kind = fields.kind
  if (fields.platform !== undefined) out.platform = fields.platform
  if (fields.title !== undefined) out.title = fields.title
  if (fields.prompt !== undefined) out.prompt = fields.prompt
  if (fields.status !== undefined) out.status = fields.status
  if (fields.category !== undefined) out.category = fields.category ?? ''
  if (fields.applicationIds !== undefined) {
    // A scholarship essay's one target is its scholarship, stored apart from applications.
    if (fields.kind === 'scholarship') {
      out.scholarship = fields.applicationIds[0] ?? ''
      out.applications = []
    } else out.applications = fields.applicationIds
  }
  if (fields.guardPhrases !== undefined) out.guard_phrases = fields.guardPhrases
  if (fields.limit !== undefined) {
    out.limit_unit = fields.limit?.unit ?? ''
    out.limit_max = fields.limit?.max ?? 0
    out.limit_min = fields.limit?.min ?? 0
  }
  if (fields.group !== undefined) {
    out.group_id = fields.group?.id ?? ''
    out.group_label = fields.group?.label ?? ''
    out.group_choose = fields.group?.choose ?? 0
  }
  return out
}

/** A version without its text (texts are read one at a time, when opened or compared). */
export function toVersionSummary(
  record: Omit<EssayVersionsRecord, 'text' | 'user' | 'device' | 'save_id'>,
): VersionSummary {
  return {
    id: record.id,
    essayId: record.essay,
    revision: record.revision,
    name: record.name,
    reason: record.reason === '' ? 'checkpoint' : record.reason,
    created: isoInstant(record.created),
  }
}
