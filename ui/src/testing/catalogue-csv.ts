// The real catalogue for logic tests and benchmarks that need it (search tables, the matching
// review): the project's CSV read the way the importer finds it, as `University` values with ids
// and time zones as the importer gives them. Node only (it reads the file).
import { readFileSync } from 'node:fs'
import { parse } from 'csv-parse/sync'
import { findCsv, recordIdFor } from '../../../pocketbase/scripts/import.ts'
import { campusTimeZone } from '../../../pocketbase/scripts/time-zone.ts'
import { MATCH_FIELDS, type MatchUniversity } from '../logic/matching/fields.ts'
import type { SearchEntry } from '../logic/search/search-index.ts'
import { ADMISSION_CONSIDERATIONS, NULLABLE_FIGURES, type University } from '../logic/university.ts'

const orNull = (text: string | undefined): string | null =>
  text === undefined || text === '' ? null : text
const numberOrNull = (text: string | undefined): number | null =>
  text === undefined || text === '' ? null : Number(text)
const flag = (text: string | undefined): boolean | null =>
  text === 'True' ? true : text === 'False' ? false : null

function toUniversity(row: Record<string, string>): University {
  const unitid = Number(row.unitid)
  const university: Record<string, unknown> = {
    id: recordIdFor(unitid),
    unitid,
    name: row.name,
    city: row.city,
    state: row.state,
    control: row.control,
    locale_code: Number(row.locale_code),
    locale: row.locale,
    setting: row.setting,
    size_category_total_enrollment: orNull(row.size_category_total_enrollment),
    carnegie_basic_label: orNull(row.carnegie_basic_label),
    carnegie_ug_program_label: orNull(row.carnegie_ug_program_label),
    special_focus_institution: flag(row.special_focus_institution) === true,
    hbcu: flag(row.hbcu) === true,
    website: orNull(row.website),
    apply_url: orNull(row.apply_url),
    net_price_calculator_url: orNull(row.net_price_calculator_url),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    // Not a CSV column: the importer computes it from the coordinates, and so does this.
    time_zone: campusTimeZone(Number(row.latitude), Number(row.longitude)),
    test_policy_fall2022: orNull(row.test_policy_fall2022),
    religious_affiliation: orNull(row.religious_affiliation),
    open_admission_2021_22: flag(row.open_admission_2021_22),
  }
  for (const name of NULLABLE_FIGURES) university[name] = numberOrNull(row[name])
  for (const name of ADMISSION_CONSIDERATIONS) university[name] = orNull(row[name])
  return university as University
}

let cached: University[] | null = null

/** Every university of the catalogue CSV; throws when the CSV cannot be found. */
export function loadCatalogue(): University[] {
  if (cached) return cached
  const path = findCsv()
  if (!path) throw new Error('The catalogue CSV was not found (set UNIVERSITIES_CSV).')
  const rows = parse<Record<string, string>>(readFileSync(path, 'utf8'), { columns: true })
  cached = rows.map(toUniversity)
  return cached
}

/** The matching projection of every university, as the data layer delivers it. */
export function loadMatchCatalogue(): MatchUniversity[] {
  return loadCatalogue().map(
    (u) => Object.fromEntries(MATCH_FIELDS.map((f) => [f, u[f]])) as MatchUniversity,
  )
}

/** What search reads of every university. */
export function loadSearchEntries(): SearchEntry[] {
  return loadCatalogue().map(
    ({ id, unitid, name, city, state, undergrad_enrollment, carnegie_basic_2021 }) => ({
      id,
      unitid,
      name,
      city,
      state,
      undergrad_enrollment,
      carnegie_basic_2021,
    }),
  )
}
