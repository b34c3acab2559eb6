export { PlanRulesNotice, type PlanRulesNoticeProps } from './PlanRulesNotice.tsx'
