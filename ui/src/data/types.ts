import type { MatchUniversity } from '../logic/matching/fields.ts'
import type { DashboardState } from '../logic/dashboard/dashboard-machine.ts'
import type { QuizAnswers } from '../logic/quiz/questions.ts'
import type { University } from '../logic/university.ts'
import type { StudentExport } from '../logic/profile/export.ts'

/** The signed-in student, as the product sees them. */
export type Student = {
  id: string
  name: string
  email: string
  /** Full URL of the photo, or null when there is none. */
  avatarUrl: string | null
  state: DashboardState
  quizAnswers: QuizAnswers
  quizCompleted: boolean
  /** ISO date-time, or null before the first submit. */
  quizCompletedAt: string | null
  created: string
  updated: string
}

export type SignUpInput = { name: string; email: string; password: string; passwordConfirm: string }
export type SignInInput = { email: string; password: string }
/** The new password, with the token from the link in the password-reset mail. */
export type PasswordResetInput = { token: string; password: string; passwordConfirm: string }

export type ContactSubject = 'support' | 'billing' | 'partnership' | 'other'
export type ContactInput = { name: string; email: string; subject: ContactSubject; message: string }

/** One row of the student's list, with its university. */
export type ListEntry = { id: string; created: string; university: University }

export type Unsubscribe = () => void

/**
 * Everything the islands may ask of the backend, as domain verbs. The real implementation is
 * `createDataClient` (PocketBase); stories and component tests use `createMemoryDataClient`.
 * Every method rejects with a `DataError` on failure.
 */
export type DataClient = {
  auth: {
    /** The student signed in on this device (from the stored session), or null. */
    current(): Student | null
    /**
     * Whether this device holds a session, before any check with the server (no request): what
     * /login and /register use to decide between their form and a loading indicator.
     */
    hasSession(): boolean
    /** Called whenever the session changes, in this tab or another. */
    onChange(listener: (student: Student | null) => void): Unsubscribe
    /** Checks the stored session with the server; signs out cleanly if it was revoked. */
    refresh(): Promise<Student | null>
    signUp(input: SignUpInput): Promise<Student>
    signIn(input: SignInInput): Promise<Student>
    /**
     * Google sign-in (and sign-up: the account is made on first use) in a popup with account
     * selection forced. Call it straight from a click: the popup opens before anything is awaited.
     * Rejects with `popup-blocked`, `cancelled` (popup closed) or `not-configured`.
     */
    signInWithGoogle(): Promise<Student>
    /** Whether this server has Google sign-in configured (no secret leaves the server). */
    googleAvailable(): Promise<boolean>
    /** Ends the session in this tab and every other tab; a failure is only logged. */
    signOut(): void
    /**
     * Mails a link to choose a new password, if an account uses this address (any case). Resolves
     * the same either way, so the answer never tells whether an account exists.
     */
    requestPasswordReset(email: string): Promise<void>
    /**
     * Saves a new password with the token from the link; an expired or used link is `invalid`
     * (field `token`). Every older session of the account ends; the student then signs in.
     */
    confirmPasswordReset(input: PasswordResetInput): Promise<void>
  }
  profile: {
    /** The signed-in student's record, read from the server. */
    get(): Promise<Student>
    setState(state: DashboardState): Promise<Student>
    /** Saves the trimmed name; an empty or too long one is refused as `invalid` (field `name`). */
    updateName(name: string): Promise<Student>
    /** Uploads or replaces the photo: JPEG, PNG, GIF or WebP up to 5 MB, else `invalid` (`avatar`). */
    setAvatar(file: Blob): Promise<Student>
    removeAvatar(): Promise<Student>
  }
  account: {
    /** Everything stored about the signed-in student, and nothing about anyone else. */
    export(): Promise<StudentExport>
    /**
     * Deletes the signed-in student and everything of theirs, then signs out. `confirmation` is
     * their password (or, for a Google account, their email); a mismatch is `invalid`.
     */
    delete(confirmation: string): Promise<void>
  }
  quiz: {
    /** Merge-writes the answers, marks the quiz completed now, and optionally moves the card. */
    submit(answers: QuizAnswers, options?: { state?: DashboardState }): Promise<Student>
  }
  universities: {
    /** Catalogue search forgiving of case, accents and word order; best matches first. */
    search(query: string, options?: { limit?: number }): Promise<University[]>
    get(id: string): Promise<University>
    /** The 'Popular Universities' grid: real schools chosen by `pickPopular`. */
    popular(count?: number): Promise<University[]>
    /** Every university, with only the columns matching reads (docs/adr/0020-matching.md). */
    matchingCatalogue(): Promise<MatchUniversity[]>
  }
  list: {
    items(): Promise<ListEntry[]>
    /** Adds a university to the student's list; adding one already there returns the existing entry. */
    add(universityId: string): Promise<ListEntry>
    remove(entryId: string): Promise<void>
  }
  contact: {
    send(input: ContactInput): Promise<void>
  }
  /** Starts loading what the next call needs, when loading is lazy (a form was touched). */
  warmUp?(): void
}
