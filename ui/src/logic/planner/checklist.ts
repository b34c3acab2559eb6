/**
 * An application's checklist, starting from what the catalogue says the school requires: the
 * IPEDS ADM2022 admission considerations (fall 2022), read as the school reported them.
 */
import type { Consideration, PlannerSchool } from './model.ts'

export const CHECKLIST_SOURCE = 'NCES IPEDS ADM2022 (admissions for fall 2022)'

export type ChecklistItemKey = 'form' | 'essay' | 'recommendations' | 'test_scores' | 'fee'

export type ChecklistItem = {
  key: ChecklistItemKey
  label: string
  /** What the school reported; 'unknown' when the catalogue has no figure; 'always' for parts every application has. */
  requirement: Consideration | 'recommended' | 'unknown' | 'always'
  /** "Required", "Considered if submitted"... in the student's words. */
  detail: string
  /** Where the requirement comes from, with its year; null for parts every application has. */
  source: string | null
}

const DETAIL: Record<Consideration | 'recommended' | 'unknown', string> = {
  required: 'Required',
  recommended: 'Recommended',
  considered_not_required: 'Considered if you send it, not required',
  not_considered: 'Not considered, even if sent',
  unknown: 'Not reported: check the school',
}

/** The test item: ADM2022's 2022 wording, else the older test-policy column (ADR: test blind). */
function testRequirement(school: PlannerSchool): Consideration | 'recommended' | null {
  const direct = school.admission_test_scores_requirement_fall2022
  if (direct) return direct
  switch (school.test_policy_fall2022) {
    case 'required':
    case 'recommended':
    case 'considered_not_required':
      return school.test_policy_fall2022
    case 'neither_required_nor_recommended':
      // ADM2022 code 3: "not considered, even if submitted" (test blind), see pocketbase/data/README.md.
      return 'not_considered'
    default:
      return null
  }
}

function fromCatalogue(
  key: ChecklistItemKey,
  label: string,
  value: Consideration | 'recommended' | null | undefined,
): ChecklistItem {
  const requirement = value ?? 'unknown'
  return { key, label, requirement, detail: DETAIL[requirement], source: CHECKLIST_SOURCE }
}

/** The checklist, in the order a student works through it. */
export function applicationChecklist(school: PlannerSchool): ChecklistItem[] {
  return [
    {
      key: 'form',
      label: 'Application form',
      requirement: 'always',
      detail: 'Required',
      source: null,
    },
    fromCatalogue('essay', 'Personal statement or essay', school.essay_requirement_fall2022),
    fromCatalogue(
      'recommendations',
      'Recommendations',
      school.recommendations_requirement_fall2022,
    ),
    fromCatalogue('test_scores', 'Test scores (SAT, ACT)', testRequirement(school)),
    {
      key: 'fee',
      label: 'Application fee or waiver',
      requirement: 'always',
      detail: 'Required unless the school charges none',
      source: null,
    },
  ]
}

/** Whether the catalogue says the school ignores this part (so the plan leaves out its task). */
export function isNotConsidered(
  checklist: readonly ChecklistItem[],
  key: ChecklistItemKey,
): boolean {
  return checklist.some((item) => item.key === key && item.requirement === 'not_considered')
}

/** Whether the catalogue says the part is optional (the task says "if you send them"). */
export function isOptional(checklist: readonly ChecklistItem[], key: ChecklistItemKey): boolean {
  return checklist.some(
    (item) =>
      item.key === key &&
      (item.requirement === 'considered_not_required' || item.requirement === 'recommended'),
  )
}
