// What search reads of the catalogue (the index's SearchEntry), apart from the search itself: the
// data layer fetches these columns, and only loads the search code when a student searches.
import type { SearchEntry } from './search-index.ts'

/** A subset of the matching projection's columns (logic/matching/fields.ts MATCH_FIELDS). */
export const SEARCH_FIELDS = [
  'id',
  'unitid',
  'name',
  'city',
  'state',
  'undergrad_enrollment',
  'carnegie_basic_2021',
] as const satisfies readonly (keyof SearchEntry)[]
