// What matching reads of the catalogue, apart from the scoring itself: the data layer fetches this
// projection on every app page, while the scoring loads only where matches are shown.
import { PROGRAM_COLUMNS, SCORE_RANGE_COLUMNS, type University } from '../university.ts'

/**
 * The catalogue columns matching reads: the projection the data layer fetches. The server accepts
 * only known columns in `/api/matching/catalogue?fields=`; search reads a subset (SEARCH_FIELDS).
 */
export const MATCH_FIELDS = [
  'id',
  'unitid',
  'name',
  'city',
  'state',
  'control',
  'setting',
  'undergrad_enrollment',
  'carnegie_basic_2021',
  'carnegie_basic_label',
  'special_focus_institution',
  'religious_affiliation',
  'test_policy_fall2022',
  'admit_rate_fall2022',
  ...SCORE_RANGE_COLUMNS,
  'tuition_fees_in_state_2022_23',
  'tuition_fees_out_of_state_2022_23',
  'avg_net_price_2020_21',
  'grad_rate_150pct',
  'median_earnings_10yr',
  ...PROGRAM_COLUMNS,
] as const satisfies readonly (keyof University)[]

export type MatchUniversity = Pick<University, (typeof MATCH_FIELDS)[number]>
