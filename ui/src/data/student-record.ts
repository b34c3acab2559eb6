import { isDashboardState } from '../logic/dashboard/dashboard-machine.ts'
import { matchSettingsOf } from '../logic/matching/settings.ts'
import type { QuizAnswers } from '../logic/quiz/questions.ts'
import type { UsersRecord } from './pocketbase-types.ts'
import { AUTH_STORAGE_KEY, readStoredRecord, storedAvatarUrl } from './stored-session.ts'
import type { Student } from './types.ts'

function quizAnswersOf(value: unknown): QuizAnswers {
  return value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}
}

/** A `users` record as the product sees it; `avatarUrl` is the photo's URL, or null. */
export function studentOf(user: UsersRecord, avatarUrl: string | null): Student {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatarUrl,
    state: isDashboardState(user.state) ? user.state : 'new',
    quizAnswers: quizAnswersOf(user.quizAnswers),
    quizCompleted: user.quizCompleted,
    quizCompletedAt: user.quizCompletedAt === '' ? null : user.quizCompletedAt,
    matchSettings: matchSettingsOf(user.homeState, user.faithPreference),
    created: user.created,
    updated: user.updated,
  }
}

/**
 * The student as last stored on this device by the SDK, read without it: what a protected page
 * shows when the SDK cannot be downloaded (offline at that moment), as the SDK's own store would
 * after a failed session check. Null when signed out or expired.
 */
export function storedStudent(
  raw: string | null = localStorage.getItem(AUTH_STORAGE_KEY),
  now: number = Date.now(),
): Student | null {
  const record = readStoredRecord(raw, now)
  return record && studentOf(record as unknown as UsersRecord, storedAvatarUrl(record))
}
