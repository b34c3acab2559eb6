import { CATEGORY_LABELS, classifyPrompt, type PromptCategory } from './classify.ts'
import { countText, limitLine, limitReport, type TextCounts } from './count.ts'
import { limitText, type Essay, type EssayLimit } from './essay.ts'

/**
 * Reuse: for a new prompt, the student's own drafts that could answer it, best first, each with
 * why and how much work it needs. Never "ready": every reused essay is at least re-read and edited
 * for its new school and prompt.
 */
export type ReuseEffort = 'light edit' | 'rework' | 'new angle'

export type ReuseDraft = Pick<Essay, 'id' | 'title' | 'prompt' | 'text' | 'applications'> & {
  /** The student's own category for the draft's prompt, else the classifier's. */
  category?: PromptCategory | null
}

export type ReuseTarget = {
  prompt: string
  limit: EssayLimit | null
  /** The school the new prompt is for, when it has one. */
  schoolName: string | null
  category?: PromptCategory | null
  /** The essay being written, left out of its own suggestions. */
  essayId?: string
}

export type ReuseSuggestion = {
  essayId: string
  title: string
  effort: ReuseEffort
  /** Plain sentences: the category, the length against the limit, the shared words, the school. */
  reasons: string[]
  score: number
}

/** Drafts shorter than this are notes, not essays to adapt. */
export const MIN_DRAFT_WORDS = 50

/** Category pairs whose essays often answer each other's prompts from a new angle. */
const RELATED: readonly (readonly [PromptCategory, PromptCategory])[] = [
  ['community', 'identity'],
  ['community', 'activity'],
  ['challenge', 'identity'],
  ['challenge', 'community'],
  ['intellectual', 'career'],
  ['intellectual', 'activity'],
  ['activity', 'career'],
  ['why-us', 'career'],
]

export function categoriesRelated(a: PromptCategory, b: PromptCategory): boolean {
  return RELATED.some(([x, y]) => (x === a && y === b) || (x === b && y === a))
}

const STOP_WORDS = new Set(
  (
    'about above after again also among because been before being below between both could ' +
    'describe does during each either every explain from have having here into just more most ' +
    'other over please reflect share should some such tell than that their them then there these ' +
    'they this those through under until upon very want were what when where which while whom ' +
    'whose with within would your yours yourself words word answer response essay prompt ' +
    'experience time something someone thing things life'
  ).split(' '),
)

/** The content words of a text, in a stable order. */
export function contentWords(text: string): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z'-]{3,}/g) ?? []
  return [...new Set(words.map(stem).filter((w) => !STOP_WORDS.has(w)))]
}

/** A light stem, so "volunteering" meets "volunteer" and "communities" meets "community". */
function stem(word: string): string {
  return word
    .replace(/'s$/, '')
    .replace(/(ies)$/, 'y')
    .replace(/(ing|ed|es|s)$/, '')
}

/** Past this share over the limit, cutting a same-category draft down is a rework. */
const LIGHT_CUT = 0.1

/**
 * A draft's length against the new prompt's limit, counted and worded as the editor counts it
 * (count.ts: the portal's rule, in the limit's own unit), so reuse never calls "fits" what the
 * editor then shows over the limit.
 */
function lengthAgainst(
  counts: TextCounts,
  limit: EssayLimit,
): { reason: string; score: number; rework: boolean } {
  const report = limitReport(counts, limit)
  const line = limitLine(report, limit)
  const target = limitText(limit)
  if (report.state === 'over') {
    return {
      reason: `${line}; cut it to ${target}.`,
      score: report.count <= limit.max * 1.5 ? 8 : 0,
      rework: report.count > limit.max * (1 + LIGHT_CUT),
    }
  }
  if (report.count < limit.max * 0.6 || report.state === 'under-min')
    return { reason: `${line}: grow it towards ${target}.`, score: 8, rework: true }
  return { reason: `${line}: fits the limit.`, score: 15, rework: false }
}

export function suggestReuse(
  target: ReuseTarget,
  drafts: readonly ReuseDraft[],
  max = 5,
): ReuseSuggestion[] {
  const targetCategory = target.category ?? classifyPrompt(target.prompt).category
  const promptWords = contentWords(target.prompt)
  const suggestions: ReuseSuggestion[] = []
  for (const draft of drafts) {
    if (draft.id === target.essayId) continue
    const counts = countText(draft.text)
    if (counts.words < MIN_DRAFT_WORDS) continue
    const category = draft.category ?? classifyPrompt(draft.prompt).category
    const same = category === targetCategory && category !== 'other'
    const related = !same && categoriesRelated(category, targetCategory)
    const draftWords = new Set(contentWords(`${draft.prompt} ${draft.text}`))
    const shared = promptWords.filter((w) => draftWords.has(w))
    const overlap = promptWords.length === 0 ? 0 : shared.length / promptWords.length
    if (!same && !related && overlap < 0.34) continue

    const reasons: string[] = []
    if (same) reasons.push(`Answers a "${CATEGORY_LABELS[category]}" prompt too.`)
    else if (related) {
      reasons.push(
        `Its "${CATEGORY_LABELS[category]}" story can answer this "${CATEGORY_LABELS[targetCategory]}" prompt from a new angle.`,
      )
    } else reasons.push('Covers much of what this prompt asks about.')

    let effort: ReuseEffort = same ? 'light edit' : 'new angle'
    let lengthFit = 15
    if (target.limit) {
      const fit = lengthAgainst(counts, target.limit)
      reasons.push(fit.reason)
      lengthFit = fit.score
      if (same && fit.rework) effort = 'rework'
    }
    const otherSchools = draft.applications
      .map((a) => a.schoolName)
      .filter((name) => name !== target.schoolName)
    if (otherSchools.length > 0) {
      reasons.push(
        `Written for ${otherSchools.join(', ')}: change every line about ${otherSchools.length > 1 ? 'them' : 'it'}.`,
      )
      if (same && targetCategory === 'why-us') effort = 'rework'
    }
    if (shared.length > 0) reasons.push(`Shares: ${shared.slice(0, 4).join(', ')}.`)
    const score = (same ? 60 : related ? 30 : 0) + Math.round(25 * overlap) + lengthFit
    suggestions.push({ essayId: draft.id, title: draft.title, effort, reasons, score })
  }
  return suggestions
    .sort(
      (a, b) =>
        b.score - a.score || a.title.localeCompare(b.title) || a.essayId.localeCompare(b.essayId),
    )
    .slice(0, max)
}

export const EFFORT_LABELS: Record<ReuseEffort, string> = {
  'light edit': 'Light edit',
  rework: 'Rework',
  'new angle': 'New angle',
}
