// Typed mapping from PocketBase records (pocketbase-types.ts, generated from the migrations) to the
// domain types. SDK-free, so the session store and the first paint use the same rules as the
// data client.
import { isDashboardState } from '../logic/dashboard/dashboard-machine.ts'
import type { ListEntry, Student } from '../logic/domain.ts'
import { MATCH_FIELDS, type MatchUniversity } from '../logic/matching/fields.ts'
import { isFaithPreference, isHomeState, matchSettingsOf } from '../logic/matching/settings.ts'
import type { QuizAnswers } from '../logic/quiz/questions.ts'
import {
  ADMISSION_CONSIDERATIONS,
  NULLABLE_FIGURES,
  type AdmissionConsideration,
  type AdmissionConsiderationColumn,
  type NullableFigure,
  type University,
} from '../logic/university.ts'
import type {
  SavedUniversitiesRecord,
  UniversitiesRecord,
  UsersRecord,
} from './pocketbase-types.ts'
import { DataError } from './errors.ts'

/** Where the API is: the page's origin, or `PUBLIC_PB_URL`; no trailing slash. */
export function apiOrigin(): string {
  const env = (import.meta as ImportMeta & { env?: Record<string, string | undefined> }).env
  return (
    env?.PUBLIC_PB_URL ?? (typeof window === 'undefined' ? '' : window.location.origin)
  ).replace(/\/+$/, '')
}

/** The URL of a record's file, as PocketBase serves it (`/api/files/...`). */
export function fileUrl(
  origin: string,
  record: { collectionId: string; id: string },
  file: string,
  query: Record<string, string> = {},
): string {
  const path = [record.collectionId, record.id, file].map(encodeURIComponent).join('/')
  const search = new URLSearchParams(query).toString()
  return `${origin}/api/files/${path}${search ? `?${search}` : ''}`
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '')

/**
 * A `users` record from an untrusted source (the device's storage, the SDK's untyped auth
 * store), checked field by field; null when it is not a student's record.
 */
export function usersRecordOf(value: unknown): UsersRecord | null {
  if (value === null || typeof value !== 'object') return null
  const record = value as Record<string, unknown>
  if (record.collectionName !== 'users' || typeof record.id !== 'string') return null
  return {
    id: record.id,
    collectionId: text(record.collectionId) || 'users',
    collectionName: 'users',
    email: text(record.email),
    emailVisibility: record.emailVisibility === true,
    verified: record.verified === true,
    name: text(record.name),
    avatar: text(record.avatar),
    state: isDashboardState(record.state) ? record.state : '',
    quizAnswers: record.quizAnswers,
    quizCompleted: record.quizCompleted === true,
    quizCompletedAt: text(record.quizCompletedAt),
    homeState: isHomeState(record.homeState) ? record.homeState : '',
    faithPreference: isFaithPreference(record.faithPreference) ? record.faithPreference : '',
    created: text(record.created),
    updated: text(record.updated),
  }
}

function quizAnswersOf(value: unknown): QuizAnswers {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}
}

/** A `users` record as the product sees it; the photo's URL is its 100x100 thumbnail. */
export function studentOf(user: UsersRecord, origin: string = apiOrigin()): Student {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    emailVerified: user.verified,
    avatarUrl: user.avatar ? fileUrl(origin, user, user.avatar, { thumb: '100x100' }) : null,
    state: isDashboardState(user.state) ? user.state : 'new',
    quizAnswers: quizAnswersOf(user.quizAnswers),
    quizCompleted: user.quizCompleted,
    quizCompletedAt: user.quizCompletedAt === '' ? null : user.quizCompletedAt,
    matchSettings: matchSettingsOf(user.homeState, user.faithPreference),
    created: user.created,
    updated: user.updated,
  }
}

function figure(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null
}

function textOrNull(value: string | undefined): string | null {
  return value === undefined || value === '' ? null : value
}

/** A select column's value, or null when it is empty (not reported). */
function chosen<T extends string>(value: T | '' | undefined): T | null {
  return value === undefined || value === '' ? null : value
}

/** The projection's SQL hands booleans over as 1 and 0; the records API as true and false. */
function isTrue(value: unknown): boolean {
  return value === true || value === 1
}

function flag(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null
}

function isConsideration(value: unknown): value is AdmissionConsideration {
  return value === 'required' || value === 'considered_not_required' || value === 'not_considered'
}

function considerationsOf(
  record: UniversitiesRecord,
): Record<AdmissionConsiderationColumn, AdmissionConsideration | null> {
  const considerations = {} as Record<AdmissionConsiderationColumn, AdmissionConsideration | null>
  for (const name of ADMISSION_CONSIDERATIONS) {
    const value = record[name]
    considerations[name] = isConsideration(value) ? value : null
  }
  return considerations
}

function figuresOf<Name extends NullableFigure>(
  names: readonly Name[],
  record: Partial<Record<Name, unknown>>,
): Record<Name, number | null> {
  const figures = {} as Record<Name, number | null>
  for (const name of names) figures[name] = figure(record[name])
  return figures
}

/** Maps a `universities` record to the domain type, turning "not reported" into null. */
export function toUniversity(record: UniversitiesRecord): University {
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
    size_category_total_enrollment: chosen(record.size_category_total_enrollment),
    carnegie_basic_label: textOrNull(record.carnegie_basic_label),
    carnegie_ug_program_label: textOrNull(record.carnegie_ug_program_label),
    special_focus_institution: record.special_focus_institution,
    hbcu: record.hbcu,
    website: textOrNull(record.website),
    apply_url: textOrNull(record.apply_url),
    net_price_calculator_url: textOrNull(record.net_price_calculator_url),
    latitude: record.latitude,
    longitude: record.longitude,
    test_policy_fall2022: chosen(record.test_policy_fall2022),
    religious_affiliation: textOrNull(record.religious_affiliation),
    open_admission_2021_22: flag(record.open_admission_2021_22),
    time_zone: textOrNull(record.time_zone),
    ...figuresOf(NULLABLE_FIGURES, record),
    ...considerationsOf(record),
  }
}

const MATCH_FIGURES = MATCH_FIELDS.filter(
  (name): name is NullableFigure & (typeof MATCH_FIELDS)[number] =>
    (NULLABLE_FIGURES as readonly string[]).includes(name),
)

/** Maps a record fetched with only the matching columns (`fields=`) to the matching projection. */
export function toMatchUniversity(record: Partial<UniversitiesRecord>): MatchUniversity {
  return {
    id: record.id ?? '',
    unitid: record.unitid ?? 0,
    name: record.name ?? '',
    city: record.city ?? '',
    state: record.state ?? '',
    control: record.control === undefined || record.control === '' ? 'public' : record.control,
    setting: record.setting === undefined || record.setting === '' ? 'urban' : record.setting,
    carnegie_basic_label: textOrNull(record.carnegie_basic_label),
    special_focus_institution: isTrue(record.special_focus_institution),
    religious_affiliation: textOrNull(record.religious_affiliation),
    test_policy_fall2022: chosen(record.test_policy_fall2022),
    ...figuresOf(MATCH_FIGURES, record),
  }
}

/** A `saved_universities` record fetched with `expand: 'university'`. */
export type SavedUniversityWithSchool = SavedUniversitiesRecord & {
  expand?: { university?: UniversitiesRecord }
}

export function toListEntry(entry: SavedUniversityWithSchool): ListEntry {
  const university = entry.expand?.university
  if (!university) throw new DataError('not-found', 'The university is no longer in the catalogue.')
  return { id: entry.id, created: entry.created, university: toUniversity(university) }
}
