/**
 * A university from the catalogue (shared/data/README.md), with every "not reported" figure as
 * null. Column names are the catalogue's own, so a figure can be traced back to its source.
 */
export const NULLABLE_FIGURES = [
  'undergrad_enrollment',
  'carnegie_basic_2021',
  'carnegie_ug_program_2021',
  'applicants_fall2022',
  'admits_fall2022',
  'admit_rate_fall2022',
  'sat_erw_25',
  'sat_erw_75',
  'sat_math_25',
  'sat_math_75',
  'act_composite_25',
  'act_composite_75',
  'sat_avg_admitted',
  'tuition_fees_in_state_2022_23',
  'tuition_fees_out_of_state_2022_23',
  'avg_net_price_2020_21',
  'grad_rate_150pct',
  'median_earnings_10yr',
  'pell_grant_rate',
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

export type NullableFigure = (typeof NULLABLE_FIGURES)[number]

export type Control = 'public' | 'private_nonprofit' | 'private_forprofit'
export type Setting = 'urban' | 'suburban' | 'town' | 'rural'
export type SizeCategory = 'under_1000' | '1000_4999' | '5000_9999' | '10000_19999' | '20000_plus'
export type TestPolicy =
  'required' | 'recommended' | 'neither_required_nor_recommended' | 'considered_not_required'

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
} & Record<NullableFigure, number | null>

/** The data credit the catalogue's licence note asks for, shown wherever figures are. */
export const DATA_CREDIT =
  'Data: U.S. Department of Education, College Scorecard; NCES IPEDS (HD2023, ADM2022, SFA 2020-21)'
