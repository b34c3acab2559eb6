// Building a catalogue university for stories and tests: every figure unreported unless given,
// and the catalogue's shorthands for programs and admission requirements.
import type { University } from '../logic/university.ts'

/** A university with every figure unreported; fixtures override what they need. */
export function makeUniversity(
  overrides: Partial<University> & Pick<University, 'id' | 'name'>,
): University {
  return {
    unitid: 100000,
    city: 'Springfield',
    state: 'IL',
    control: 'public',
    locale_code: 12,
    locale: 'City: Midsize',
    setting: 'urban',
    size_category_total_enrollment: null,
    carnegie_basic_label: null,
    carnegie_ug_program_label: null,
    special_focus_institution: false,
    hbcu: false,
    website: null,
    apply_url: null,
    net_price_calculator_url: null,
    latitude: 40,
    longitude: -90,
    time_zone: null,
    test_policy_fall2022: null,
    undergrad_enrollment: null,
    carnegie_basic_2021: null,
    carnegie_ug_program_2021: null,
    applicants_fall2022: null,
    admits_fall2022: null,
    admit_rate_fall2022: null,
    sat_erw_25: null,
    sat_erw_75: null,
    sat_math_25: null,
    sat_math_75: null,
    act_composite_25: null,
    act_composite_75: null,
    sat_avg_admitted: null,
    tuition_fees_in_state_2022_23: null,
    tuition_fees_out_of_state_2022_23: null,
    avg_net_price_2020_21: null,
    grad_rate_150pct: null,
    median_earnings_10yr: null,
    pell_grant_rate: null,
    program_share_arts_2021_22: null,
    program_share_business_2021_22: null,
    program_share_engineering_2021_22: null,
    program_share_health_2021_22: null,
    program_share_science_2021_22: null,
    program_share_social_2021_22: null,
    offers_bachelor_arts: null,
    offers_bachelor_business: null,
    offers_bachelor_engineering: null,
    offers_bachelor_health: null,
    offers_bachelor_science: null,
    offers_bachelor_social: null,
    religious_affiliation: null,
    open_admission_2021_22: null,
    religious_affiliation_code: null,
    application_fee_2021_22: null,
    sat_submit_share_fall2022: null,
    act_submit_share_fall2022: null,
    hs_gpa_requirement_fall2022: null,
    hs_rank_requirement_fall2022: null,
    hs_record_requirement_fall2022: null,
    college_prep_program_requirement_fall2022: null,
    recommendations_requirement_fall2022: null,
    demonstration_of_competencies_requirement_fall2022: null,
    admission_test_scores_requirement_fall2022: null,
    english_proficiency_test_requirement_fall2022: null,
    other_test_requirement_fall2022: null,
    work_experience_requirement_fall2022: null,
    essay_requirement_fall2022: null,
    legacy_status_requirement_fall2022: null,
    ...overrides,
  }
}

/** The six fields the catalogue records bachelor's programs in, each offered (1). */
export const OFFERS_EVERY_BACHELOR = {
  offers_bachelor_arts: 1,
  offers_bachelor_business: 1,
  offers_bachelor_engineering: 1,
  offers_bachelor_health: 1,
  offers_bachelor_science: 1,
  offers_bachelor_social: 1,
} satisfies Partial<University>

const REQUIREMENT_ITEMS = [
  'hs_gpa',
  'hs_rank',
  'hs_record',
  'college_prep_program',
  'recommendations',
  'demonstration_of_competencies',
  'admission_test_scores',
  'english_proficiency_test',
  'other_test',
  'work_experience',
  'essay',
  'legacy_status',
] as const
type RequirementItem = (typeof REQUIREMENT_ITEMS)[number]

/**
 * The twelve IPEDS admission items (fall 2022) as a school reports them: those named `required`
 * or `considered` (considered but not required); every other item is not considered.
 */
export function admissionRequirements(levels: {
  required?: RequirementItem[]
  considered?: RequirementItem[]
}): Partial<University> {
  return Object.fromEntries(
    REQUIREMENT_ITEMS.map((item) => [
      `${item}_requirement_fall2022`,
      levels.required?.includes(item)
        ? 'required'
        : levels.considered?.includes(item)
          ? 'considered_not_required'
          : 'not_considered',
    ]),
  )
}

/** Seventeen schools with figures taken from the catalogue, for stories and component tests. */
