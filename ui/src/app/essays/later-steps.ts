// What /essays shows only after a student's step (ADR 0088): checking school names before final
// (with the catalogue's short names), the history and its comparison, drafts to adapt, the essay's
// details, naming a version, a new essay's form and the essay plan. steps.tsx loads them together
// on the first such step.
export { EssayForm } from '../../components/EssayForm/EssayForm.tsx'
export { VersionNameForm } from '../../components/VersionNameForm/VersionNameForm.tsx'
export { CreateEssay } from './CreateEssay.tsx'
export { GuardPanel } from './GuardPanel.tsx'
export { HistoryPanel } from './HistoryPanel.tsx'
export { PlanPanel } from './PlanPanel.tsx'
export { ReusePanel } from './ReusePanel.tsx'
