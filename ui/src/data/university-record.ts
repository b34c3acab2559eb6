import type { UniversitiesRecord } from './pocketbase-types.ts'
import { MATCH_FIELDS, type MatchUniversity } from '../logic/matching/fields.ts'
import {
  ADMISSION_CONSIDERATIONS,
  NULLABLE_FIGURES,
  type AdmissionConsideration,
  type AdmissionConsiderationColumn,
  type NullableFigure,
  type SizeCategory,
  type TestPolicy,
  type University,
} from '../logic/university.ts'

function figure(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

function flag(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null
}

function textOrNull(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value
}

/** Maps a `universities` record to the domain type, turning "not reported" into null. */
export function toUniversity(record: UniversitiesRecord): University {
  const figures = Object.fromEntries(
    NULLABLE_FIGURES.map((name) => [name, figure(record[name])]),
  ) as Record<NullableFigure, number | null>
  const considerations = Object.fromEntries(
    ADMISSION_CONSIDERATIONS.map((name) => [name, textOrNull(record[name])]),
  ) as Record<AdmissionConsiderationColumn, AdmissionConsideration | null>
  return {
    id: record.id,
    unitid: record.unitid,
    name: record.name,
    city: record.city,
    state: record.state,
    control: record.control === '' ? 'public' : record.control,
    locale_code: record.locale_code,
    locale: record.locale,
    setting: record.setting === '' ? 'urban' : record.setting,
    size_category_total_enrollment: textOrNull(
      record.size_category_total_enrollment,
    ) as SizeCategory | null,
    carnegie_basic_label: textOrNull(record.carnegie_basic_label),
    carnegie_ug_program_label: textOrNull(record.carnegie_ug_program_label),
    special_focus_institution: record.special_focus_institution,
    hbcu: record.hbcu,
    website: textOrNull(record.website),
    apply_url: textOrNull(record.apply_url),
    net_price_calculator_url: textOrNull(record.net_price_calculator_url),
    latitude: record.latitude,
    longitude: record.longitude,
    test_policy_fall2022: textOrNull(record.test_policy_fall2022) as TestPolicy | null,
    religious_affiliation: textOrNull(record.religious_affiliation),
    open_admission_2021_22: flag(record.open_admission_2021_22),
    ...figures,
    ...considerations,
  }
}

const MATCH_FIGURES = MATCH_FIELDS.filter(
  (name): name is NullableFigure & (typeof MATCH_FIELDS)[number] =>
    (NULLABLE_FIGURES as readonly string[]).includes(name),
)

/** Maps a record fetched with only the matching columns (`fields=`) to the matching projection. */
export function toMatchUniversity(record: Partial<UniversitiesRecord>): MatchUniversity {
  const figures = Object.fromEntries(MATCH_FIGURES.map((name) => [name, figure(record[name])]))
  return {
    id: record.id ?? '',
    unitid: record.unitid ?? 0,
    name: record.name ?? '',
    city: record.city ?? '',
    state: record.state ?? '',
    control: record.control === undefined || record.control === '' ? 'public' : record.control,
    setting: record.setting === undefined || record.setting === '' ? 'urban' : record.setting,
    carnegie_basic_label: textOrNull(record.carnegie_basic_label),
    // The projection's SQL hands booleans over as 1 and 0.
    special_focus_institution:
      (record.special_focus_institution as unknown) === 1 ||
      record.special_focus_institution === true,
    religious_affiliation: textOrNull(record.religious_affiliation),
    test_policy_fall2022: textOrNull(record.test_policy_fall2022) as TestPolicy | null,
    ...(figures as Pick<MatchUniversity, (typeof MATCH_FIGURES)[number]>),
  }
}
