import type { DashboardState } from '../dashboard/dashboard-machine.ts'
import { describeAnswers, type DescribedAnswer } from '../quiz/describe-answers.ts'
import type { QuizAnswers } from '../quiz/questions.ts'

/**
 * Bumped when the file's shape changes, so a reader of an old export knows what it holds. The
 * server builds the export (GET /api/account/export, pocketbase/pb_hooks/lib/student-data.js).
 */
export const EXPORT_FORMAT = 'college-compass-export/2'

export type ExportAccount = {
  id: string
  name: string
  email: string
  verified: boolean
  /** The stored photo's file name and URL, or null when there is none. */
  avatar: { file: string; url: string } | null
  state: DashboardState
  /** Null when the student never took the quiz. */
  quizAnswers: QuizAnswers | null
  quizCompleted: boolean
  /** ISO date-time, or empty (or null) before the first submit. */
  quizCompletedAt: string | null
  created: string
  updated: string
}

export type ExportListEntry = {
  id: string
  created: string
  updated: string
  university: { id: string; unitid: number; name: string; city: string; state: string }
}

/** A way the student signs in besides the password (Google). */
export type ExportSignInMethod = { provider: string; created: string }

/** A message sent through the contact form from the account's (verified) address. */
export type ExportContactMessage = {
  id: string
  name: string
  email: string
  subject: string
  message: string
  created: string
  updated: string
}

/** What the server stores about one student, as GET /api/account/export answers. */
export type ServerExport = {
  format: typeof EXPORT_FORMAT
  exportedAt: string
  account: ExportAccount
  signInMethods: ExportSignInMethod[]
  contactMessages: ExportContactMessage[]
  list: ExportListEntry[]
}

/** Everything stored about one student, as the "Export my data" file holds it. */
export type StudentExport = ServerExport & { quizAnswersInWords: DescribedAnswer[] }

/** The "Export my data" file: the server's export, with the quiz answers also in words. */
export function buildExport(stored: ServerExport): StudentExport {
  return { ...stored, quizAnswersInWords: describeAnswers(stored.account.quizAnswers ?? {}) }
}

/** The download's file name: college-compass-data-2026-11-21.json. */
export function exportFileName(exportedAt: string): string {
  return `college-compass-data-${exportedAt.slice(0, 10)}.json`
}
