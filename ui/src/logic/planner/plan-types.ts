/**
 * Which plans the application form offers: a Common App application, the decision plans Common
 * App supports this cycle (reviewed data: logic/cycle/application-rules.json, ADR 0071); any
 * other platform, every plan the planner knows. A stored plan outside the list stays on offer, so
 * an older record still shows what it holds (the plan rules say why it should change).
 */
import { COMMON_APP_PLANS } from '../cycle/application-rules.ts'
import { PLANS, type Plan, type Platform } from './model.ts'

export type PlanChoice = { value: Plan; label: string }

/** Whether Common App offers this plan this cycle. */
export function isCommonAppPlan(plan: Plan): boolean {
  return COMMON_APP_PLANS.values.includes(plan)
}

/** The plans to offer for a platform, keeping `current` when it is not among them. */
export function planChoices(platform: Platform | '', current: Plan | ''): PlanChoice[] {
  if (platform !== 'common_app') return PLANS.map(({ value, label }) => ({ value, label }))
  return PLANS.filter(({ value }) => isCommonAppPlan(value) || value === current).map(
    ({ value, label }) => ({
      value,
      label: isCommonAppPlan(value) ? label : `${label} (not a Common App plan)`,
    }),
  )
}
