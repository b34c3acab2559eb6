import type { DashboardState } from '../dashboard/dashboard-machine.ts'
import { describeAnswers, type DescribedAnswer } from '../quiz/describe-answers.ts'
import type { QuizAnswers } from '../quiz/questions.ts'

/** Bumped when the file's shape changes, so a reader of an old export knows what it holds. */
export const EXPORT_FORMAT = 'college-compass-export/1'

export type ExportAccount = {
  id: string
  name: string
  email: string
  verified: boolean
  /** The stored photo's file name and URL, or null when there is none. */
  avatar: { file: string; url: string } | null
  state: DashboardState
  quizAnswers: QuizAnswers
  quizCompleted: boolean
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

/** Everything stored about one student, as the "Export my data" file holds it. */
export type StudentExport = {
  format: typeof EXPORT_FORMAT
  exportedAt: string
  account: ExportAccount
  quizAnswersInWords: DescribedAnswer[]
  list: ExportListEntry[]
}

/** Builds the export from the student's own records; nothing else goes in. */
export function buildExport(input: {
  account: ExportAccount
  list: readonly ExportListEntry[]
  exportedAt: string
}): StudentExport {
  return {
    format: EXPORT_FORMAT,
    exportedAt: input.exportedAt,
    account: input.account,
    quizAnswersInWords: describeAnswers(input.account.quizAnswers),
    list: [...input.list],
  }
}

/** The download's file name: college-compass-data-2026-11-21.json. */
export function exportFileName(exportedAt: string): string {
  return `college-compass-data-${exportedAt.slice(0, 10)}.json`
}
