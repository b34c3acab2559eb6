import { classifyPrompt, type PromptCategory } from './classify.ts'
import type { PlanPrompt } from './cover.ts'
import type { Essay } from './essay.ts'
import { promptLabel } from './library.ts'
import type { ReuseDraft, ReuseTarget } from './reuse.ts'

/** The library's prompts as the cover plan and reuse read them. */

/** The category an essay's prompt has: the student's own choice, else the classifier's. */
export function categoryOf(essay: Pick<Essay, 'category' | 'prompt'>): PromptCategory {
  return essay.category ?? classifyPrompt(essay.prompt).category
}

/** Every supplement with a prompt, as the cover plan reads it. */
export function planPromptsOf(essays: readonly Essay[]): PlanPrompt[] {
  return essays
    .filter((essay) => essay.kind === 'supplement' && essay.prompt.trim() !== '')
    .map((essay) => ({
      id: essay.id,
      label: promptLabel(essay),
      category: categoryOf(essay),
      limit: essay.limit,
      group: essay.group ? { id: essay.group.id, choose: essay.group.choose } : null,
    }))
}

/** The prompt an essay answers, as reuse reads it. */
export function reuseTargetOf(essay: Essay): ReuseTarget {
  return {
    prompt: essay.prompt,
    limit: essay.limit,
    schoolName: essay.applications[0]?.schoolName ?? null,
    category: categoryOf(essay),
    essayId: essay.id,
  }
}

/** The student's other essays, as reuse reads them. */
export function reuseDraftsOf(essays: readonly Essay[]): ReuseDraft[] {
  return essays.map((essay) => ({ ...essay, category: categoryOf(essay) }))
}
