// A student for stories and tests: their account, quiz answers and match settings.
import type { MatchSettings } from '../logic/matching/settings.ts'
import type { QuizAnswers } from '../logic/quiz/questions.ts'
import type { Student } from '../logic/domain.ts'

/** A small inline image, so stories show a photo without a server. */
export const FAKE_AVATAR_URL =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#3346c4"/><circle cx="50" cy="40" r="18" fill="#fff"/><rect x="22" y="64" width="56" height="30" rx="15" fill="#fff"/></svg>',
  )

export function makeStudent(overrides: Partial<Student> = {}): Student {
  return {
    id: 'student1234567',
    name: 'Maya Johnson',
    email: 'maya@example.com',
    emailVerified: true,
    avatarUrl: null,
    state: 'new',
    quizAnswers: {},
    quizCompleted: false,
    quizCompletedAt: null,
    matchSettings: { homeState: null, faith: 'labelled' },
    created: '2026-09-01 12:00:00.000Z',
    updated: '2026-09-01 12:00:00.000Z',
    ...overrides,
  }
}

export const SAMPLE_ANSWERS: QuizAnswers = {
  academicInterest: 'engineering',
  locationPreference: 'urban',
  schoolSize: 'large',
  budget: 'medium',
  gpa: '3.6-4.0',
  satAct: 'highSAT',
  extracurriculars: ['sports', 'academic'],
  careerGoals: 'employment',
}

/** The settings the sample matches were scored with: a student from Texas, faith labelled. */
export const SAMPLE_SETTINGS: MatchSettings = { homeState: 'TX', faith: 'labelled' }
