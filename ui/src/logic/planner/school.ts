/**
 * A school from the catalogue (a My List entry's university) as the planner sees it, before the
 * server has read it in full: the admission columns (ADM2022) arrive with the stored application.
 */
import type { University } from '../university.ts'
import type { PlannerSchool } from './model.ts'

export function plannerSchoolOf(university: University): PlannerSchool {
  return {
    id: university.id,
    unitid: university.unitid,
    name: university.name,
    control: university.control,
    apply_url: university.apply_url,
    net_price_calculator_url: university.net_price_calculator_url,
    test_policy_fall2022: university.test_policy_fall2022,
    essay_requirement_fall2022: null,
    recommendations_requirement_fall2022: null,
    admission_test_scores_requirement_fall2022: null,
    city: university.city,
    state: university.state,
    time_zone: university.time_zone,
  }
}
