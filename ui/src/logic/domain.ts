// The product's domain types shared by every layer: what the data layer returns and what the
// islands and views receive. Catalogue and matching types live beside their logic
// (university.ts, matching/).
import type { DashboardState } from './dashboard/dashboard-machine.ts'
import type { MatchSettings } from './matching/settings.ts'
import type { QuizAnswers } from './quiz/questions.ts'
import type { University } from './university.ts'

/** The signed-in student, as the product sees them. */
export type Student = {
  id: string
  name: string
  email: string
  /**
   * Whether the address is proven (the mailed link followed, or Google's word): the product mails
   * reminders only then (docs/adr/0074).
   */
  emailVerified: boolean
  /** Full URL of the photo's thumbnail, or null when there is none. */
  avatarUrl: string | null
  state: DashboardState
  quizAnswers: QuizAnswers
  quizCompleted: boolean
  /** ISO date-time, or null before the first submit. */
  quizCompletedAt: string | null
  /** Home state and faith-based colleges, as matching reads them (defaults when not set). */
  matchSettings: MatchSettings
  created: string
  updated: string
}

export type SignUpInput = { name: string; email: string; password: string; passwordConfirm: string }
export type SignInInput = { email: string; password: string }

export type ContactSubject = 'support' | 'billing' | 'partnership' | 'other'
export type ContactInput = { name: string; email: string; subject: ContactSubject; message: string }

/** One row of the student's list, with its university. */
export type ListEntry = { id: string; created: string; university: University }
