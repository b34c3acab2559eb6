/**
 * An application's checklist, starting from what the catalogue says the school requires: the
 * IPEDS ADM2022 admission considerations (fall 2022), read as the school reported them; the test
 * item from the school's policy for this cycle's entrants where it was checked
 * (logic/admissions/test-policy.ts), else fall 2022's, said as such.
 */
import {
  policyOf,
  policyProvenance,
  policyProvenanceText,
  policyStatement,
  testPolicyFor,
  type PolicyProvenance,
  type TestPolicyKind,
} from '../admissions/test-policy.ts'
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
  /** The test item: the policy said with its source and date, or as fall 2022's that may have changed. */
  policy?: { statement: string; provenance: PolicyProvenance }
}

const DETAIL: Record<Consideration | 'recommended' | 'unknown', string> = {
  required: 'Required',
  recommended: 'Recommended',
  considered_not_required: 'Considered if you send it, not required',
  not_considered: 'Not considered, even if sent',
  unknown: 'Not reported: check the school',
}

/** A test policy as the checklist weighs it (test flexible: a test is required). */
const REQUIREMENT: Record<TestPolicyKind, Consideration | 'recommended'> = {
  required: 'required',
  required_flexible: 'required',
  recommended: 'recommended',
  optional: 'considered_not_required',
  blind: 'not_considered',
}

/**
 * The test item: the school's policy for this cycle's entrants where it was checked, else the
 * fall 2022 figure (ADM2022's 2022 wording, else the older test-policy column; code 3 is test
 * blind, see pocketbase/data/README.md). A school without a unitid (none in the catalogue) has
 * only the fall 2022 figure.
 */
const NO_UNITID = -1

function testItem(school: PlannerSchool): ChecklistItem {
  const answer = testPolicyFor({
    unitid: school.unitid ?? NO_UNITID,
    test_policy_fall2022: school.test_policy_fall2022 ?? null,
    admission_test_scores_requirement_fall2022: school.admission_test_scores_requirement_fall2022,
    apply_url: school.apply_url,
  })
  const policy = policyOf(answer)
  const requirement = policy === null ? 'unknown' : REQUIREMENT[policy]
  const provenance = policyProvenance(answer)
  const statement = policyStatement(answer)
  return {
    key: 'test_scores',
    label: 'Test scores (SAT, ACT)',
    requirement,
    detail: statement,
    source: answer.known ? policyProvenanceText(provenance) : CHECKLIST_SOURCE,
    policy: { statement, provenance },
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
    testItem(school),
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
