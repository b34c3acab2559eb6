import { useMemo } from 'react'
import { CoverPlan } from '../../components/CoverPlan/CoverPlan.tsx'
import { coverPlan } from '../../logic/essays/cover.ts'
import type { Essay } from '../../logic/essays/essay.ts'
import { planPromptsOf } from '../../logic/essays/prompts.ts'

/** The fewest distinct essays that answer every supplement prompt of the student. */
export function PlanPanel({ essays }: { essays: readonly Essay[] }) {
  const plan = useMemo(() => coverPlan(planPromptsOf(essays)), [essays])
  return <CoverPlan plan={plan} />
}
