import { useMemo } from 'react'
import { ReuseSuggestions } from '../../components/ReuseSuggestions/ReuseSuggestions.tsx'
import type { Essay } from '../../logic/essays/essay.ts'
import { reuseDraftsOf, reuseTargetOf } from '../../logic/essays/prompts.ts'
import { suggestReuse } from '../../logic/essays/reuse.ts'

export type ReusePanelProps = {
  /** The essay being written. */
  essay: Essay
  /** Every essay of the student, with the newest text this device has of each. */
  essays: readonly Essay[]
  /** Start from a copy of that draft's text (the draft itself stays as it is). */
  onAdapt: (draft: Essay) => void
}

/** The student's own drafts that could answer this prompt, with why and how much work. */
export function ReusePanel({ essay, essays, onAdapt }: ReusePanelProps) {
  const suggestions = useMemo(
    () => suggestReuse(reuseTargetOf(essay), reuseDraftsOf(essays)),
    [essay, essays],
  )
  return (
    <ReuseSuggestions
      suggestions={suggestions}
      onAdapt={(id) => {
        const draft = essays.find((e) => e.id === id)
        if (draft) onAdapt(draft)
      }}
    />
  )
}
