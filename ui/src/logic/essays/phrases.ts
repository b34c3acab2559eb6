import { ESSAY_LIMITS } from './essay.ts'
import { textProblem } from '../validation/text-rule.ts'

/**
 * The phrases an essay's name guard also warns about: a mascot, a professor, a building. Each
 * essay keeps its own list (docs/adr/0049-essays-page.md); the server applies this rule too
 * (ui/src/logic/essays/server.ts).
 */

/** What is wrong with a list of phrases, or '' when it may be stored. */
export function phrasesProblem(phrases: unknown): string {
  if (phrases === null) return ''
  if (!Array.isArray(phrases)) return 'Send the phrases as a list of words.'
  if (phrases.length > ESSAY_LIMITS.guardPhrasesMax) {
    return `Keep at most ${ESSAY_LIMITS.guardPhrasesMax} phrases.`
  }
  const seen = new Set<string>()
  for (const phrase of phrases as unknown[]) {
    if (typeof phrase !== 'string' || phrase.trim() === '') return 'A phrase cannot be empty.'
    if (phrase.length > ESSAY_LIMITS.guardPhraseMax) {
      return `Keep each phrase under ${ESSAY_LIMITS.guardPhraseMax} characters.`
    }
    const problem = textProblem(phrase, 'single')
    if (problem) return problem
    const key = phrase.trim().toLowerCase()
    if (seen.has(key)) return `Each phrase once: "${phrase.trim()}" is there already.`
    seen.add(key)
  }
  return ''
}

/**
 * The list with `draft` added (trimmed, inner spaces collapsed), or why it cannot be: the same
 * words the server would answer, said before anything is sent.
 */
export function addPhrase(
  phrases: readonly string[],
  draft: string,
): { phrases: string[]; problem: string } {
  const phrase = draft.trim().replace(/\s+/g, ' ')
  const next = [...phrases, phrase]
  const problem = phrasesProblem(next)
  return problem ? { phrases: [...phrases], problem } : { phrases: next, problem: '' }
}

/** Phrases of several essays as one list, each once (the first spelling kept), in order. */
export function mergePhrases(...lists: readonly (readonly string[])[]): string[] {
  const seen = new Set<string>()
  const merged: string[] = []
  for (const phrase of lists.flat()) {
    const key = phrase.trim().toLowerCase()
    if (key === '' || seen.has(key)) continue
    seen.add(key)
    merged.push(phrase.trim())
  }
  return merged.slice(0, ESSAY_LIMITS.guardPhrasesMax)
}
