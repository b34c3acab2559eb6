import type { QuizAnswers } from '../../logic/quiz/questions.ts'
import { browserStore, type KeyValueStore } from '../shared/storage.ts'

/**
 * Quiz answers kept on the device until the server has them, so a failed save or a closed tab
 * loses nothing. One draft per student; both quizzes use it.
 */
export type AnswerDrafts = {
  /** The unsaved answers of this student, or null. Untrusted: sanitize before use. */
  load(studentId: string): unknown
  save(studentId: string, answers: QuizAnswers): void
  clear(studentId: string): void
}

/** Where a student's draft is kept (the sign-out finds it by this key, ADR 0076). */
export const answerDraftKey = (studentId: string) => `college-compass:quiz-draft:${studentId}`

/**
 * Drafts in the page's store (localStorage, or memory on a shared computer); a full or disabled
 * storage means no draft, never an error.
 */
export function localAnswerDrafts(store: KeyValueStore = browserStore()): AnswerDrafts {
  return {
    load(studentId) {
      try {
        return JSON.parse(store.get(answerDraftKey(studentId)) ?? 'null') as unknown
      } catch {
        return null
      }
    },
    save: (studentId, answers) => store.set(answerDraftKey(studentId), JSON.stringify(answers)),
    clear: (studentId) => store.remove(answerDraftKey(studentId)),
  }
}

/** Drafts in memory, for stories and tests. */
export function memoryAnswerDrafts(initial: Record<string, QuizAnswers> = {}): AnswerDrafts & {
  readonly drafts: Map<string, QuizAnswers>
} {
  const drafts = new Map(Object.entries(initial))
  return {
    drafts,
    load: (studentId) => drafts.get(studentId) ?? null,
    save: (studentId, answers) => void drafts.set(studentId, answers),
    clear: (studentId) => void drafts.delete(studentId),
  }
}
