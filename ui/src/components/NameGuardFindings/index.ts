export { NameGuardFindings, type NameGuardFindingsProps } from './NameGuardFindings.tsx'
