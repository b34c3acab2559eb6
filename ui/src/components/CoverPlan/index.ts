export { CoverPlan, type CoverPlanProps } from './CoverPlan.tsx'
