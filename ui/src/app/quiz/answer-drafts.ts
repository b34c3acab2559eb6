import type { QuizAnswers } from '../../logic/quiz/questions.ts'

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

const key = (studentId: string) => `college-compass:quiz-draft:${studentId}`

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null // storage disabled by the browser's settings
  }
}

/** Drafts in localStorage; a full or disabled storage means no draft, never an error. */
export function localAnswerDrafts(storage: Storage | null = browserStorage()): AnswerDrafts {
  return {
    load(studentId) {
      try {
        const text = storage?.getItem(key(studentId))
        return text ? (JSON.parse(text) as unknown) : null
      } catch {
        return null
      }
    },
    save(studentId, answers) {
      try {
        storage?.setItem(key(studentId), JSON.stringify(answers))
      } catch {
        // Quota or privacy mode: the answers still stay on screen.
      }
    },
    clear(studentId) {
      try {
        storage?.removeItem(key(studentId))
      } catch {
        // nothing to clear
      }
    },
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
