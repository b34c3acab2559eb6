/**
 * The catalogue's figures for each family of bachelor's programmes (arts ... social): the share of
 * 2021-22 degrees awarded in it, and whether the school offers one (1) or not (0).
 */
export const PROGRAM_COLUMNS = [
  'program_share_arts_2021_22',
  'program_share_business_2021_22',
  'program_share_engineering_2021_22',
  'program_share_health_2021_22',
  'program_share_science_2021_22',
  'program_share_social_2021_22',
  'offers_bachelor_arts',
  'offers_bachelor_business',
  'offers_bachelor_engineering',
  'offers_bachelor_health',
  'offers_bachelor_science',
  'offers_bachelor_social',
] as const

/**
 * The middle half of enrolled first-years' scores (fall 2022): the 25th and 75th percentiles of the
 * SAT's two sections and of the ACT composite.
 */
export const SCORE_RANGE_COLUMNS = [
  'sat_erw_25',
  'sat_erw_75',
  'sat_math_25',
  'sat_math_75',
  'act_composite_25',
  'act_composite_75',
] as const

/**
 * A university from the catalogue (pocketbase/data/README.md), with every "not reported" figure as
 * null. Column names are the catalogue's own, so a figure can be traced back to its source.
 */
export const NULLABLE_FIGURES = [
  'undergrad_enrollment',
  'carnegie_basic_2021',
  'carnegie_ug_program_2021',
  'applicants_fall2022',
  'admits_fall2022',
  'admit_rate_fall2022',
  ...SCORE_RANGE_COLUMNS,
  'sat_avg_admitted',
  'tuition_fees_in_state_2022_23',
  'tuition_fees_out_of_state_2022_23',
  'avg_net_price_2020_21',
  'grad_rate_150pct',
  'median_earnings_10yr',
  'pell_grant_rate',
  ...PROGRAM_COLUMNS,
  'religious_affiliation_code',
  'application_fee_2021_22',
  'sat_submit_share_fall2022',
  'act_submit_share_fall2022',
] as const

export type NullableFigure = (typeof NULLABLE_FIGURES)[number]

export type Control = 'public' | 'private_nonprofit' | 'private_forprofit'
export type Setting = 'urban' | 'suburban' | 'town' | 'rural'
export type SizeCategory = 'under_1000' | '1000_4999' | '5000_9999' | '10000_19999' | '20000_plus'
/**
 * ADM2022's test policy. Careful: `neither_required_nor_recommended` is code 3, which the 2022
 * dictionary defines as "not considered, even if submitted": test blind (pocketbase/data/README.md).
 */
export type TestPolicy =
  'required' | 'recommended' | 'neither_required_nor_recommended' | 'considered_not_required'

/** How ADM2022 (fall 2022) says a school weighs one part of an application. */
export type AdmissionConsideration = 'required' | 'considered_not_required' | 'not_considered'

/** The ADM2022 admission considerations (ADMCON1-12), under the catalogue's column names. */
export const ADMISSION_CONSIDERATIONS = [
  'hs_gpa_requirement_fall2022',
  'hs_rank_requirement_fall2022',
  'hs_record_requirement_fall2022',
  'college_prep_program_requirement_fall2022',
  'recommendations_requirement_fall2022',
  'demonstration_of_competencies_requirement_fall2022',
  'admission_test_scores_requirement_fall2022',
  'english_proficiency_test_requirement_fall2022',
  'other_test_requirement_fall2022',
  'work_experience_requirement_fall2022',
  'essay_requirement_fall2022',
  'legacy_status_requirement_fall2022',
] as const

export type AdmissionConsiderationColumn = (typeof ADMISSION_CONSIDERATIONS)[number]

export type University = {
  id: string
  unitid: number
  name: string
  city: string
  state: string
  control: Control
  locale_code: number
  locale: string
  setting: Setting
  size_category_total_enrollment: SizeCategory | null
  carnegie_basic_label: string | null
  carnegie_ug_program_label: string | null
  special_focus_institution: boolean
  hbcu: boolean
  website: string | null
  apply_url: string | null
  net_price_calculator_url: string | null
  latitude: number
  longitude: number
  test_policy_fall2022: TestPolicy | null
  /** The IPEDS label ("Roman Catholic"), "none" for no affiliation, null when not reported. */
  religious_affiliation: string | null
  /** True for an open admission policy (2021-22); null where IPEDS says not applicable. */
  open_admission_2021_22: boolean | null
  /**
   * The campus's IANA time zone ("America/Detroit"), found from `latitude` and `longitude` when
   * the catalogue is imported (ADR 0072); null where none was found or before the import ran.
   */
  time_zone: string | null
} & Record<NullableFigure, number | null> &
  Record<AdmissionConsiderationColumn, AdmissionConsideration | null>

/** What search and lists show of a school: enough to tell two schools of one name apart. */
export type UniversitySummary = Pick<University, 'id' | 'unitid' | 'name' | 'city' | 'state'>

/** The data credit the catalogue's licence note asks for, shown wherever figures are. */
export const DATA_CREDIT =
  'Data: U.S. Department of Education, College Scorecard; NCES IPEDS (HD2023, IC2021, ADM2022, SFA 2020-21)'
