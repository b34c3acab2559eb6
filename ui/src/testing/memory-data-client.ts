import type { MatchUniversity } from '../logic/matching/fields.ts'
import { buildSearchIndex, searchIndex, type SearchIndex } from '../logic/search/search-index.ts'
import { isFaithPreference, isHomeState } from '../logic/matching/settings.ts'
import { pickPopular } from '../logic/universities/popular.ts'
import type { University } from '../logic/university.ts'
import { DataError, isTransient, type DataErrorKind } from '../data/errors.ts'
import { SAMPLE_UNIVERSITIES } from './sample-universities.ts'
import { FAKE_AVATAR_URL, makeStudent } from './student-fixtures.ts'
import { buildExport, EXPORT_FORMAT } from '../logic/profile/export.ts'
import {
  normalizeName,
  PROFILE_MESSAGES,
  validateAvatar,
  validateName,
} from '../logic/profile/validation.ts'
import type { DataClient } from '../data/data-client.ts'
import type { ListEntry, Student } from '../logic/domain.ts'
import { memoryAnalyticsVerbs, type MemoryAnalyticsOptions } from './memory-analytics.ts'
import {
  createMemoryEssays,
  type MemoryEssayOptions,
  type MemoryEssayServer,
} from './memory-essays.ts'
import { memoryPlannerVerbs, type MemoryPlannerOptions } from './memory-planner.ts'
import type { StorageUse } from '../logic/profile/storage.ts'
import { createMemoryShares, type MemoryShareOptions } from './memory-shares.ts'

export type MemoryDataOptions = {
  /** Signed in as this student; null for signed out. */
  student?: Student | null
  universities?: University[]
  /** Accounts that can sign in, by email, with their password. */
  accounts?: Record<string, { password: string; student: Student }>
  /** Delay of every call, to show loading states. */
  latencyMs?: number
  /** Ids of universities already on the signed-in student's list, newest first. */
  listed?: string[]
  /** The planner's stored plan and the schools it knows (testing/memory-planner.ts). */
  planner?: MemoryPlannerOptions
  /** The password `account.delete` accepts for the signed-in student (else their email). */
  password?: string
  /**
   * What Google sign-in does: sign in as this student, fail with this kind, or 'never' settle
   * (to show the pending state). Default: not configured.
   */
  google?: Student | DataErrorKind | 'never'
  /** Every call fails with this kind until cleared (for error states). */
  failWith?: DataErrorKind | null
  /** Password-reset tokens that work once, each for the account of this email. */
  resetTokens?: Record<string, string>
  /** What the student entered for analytics (testing/memory-analytics.ts). */
  analytics?: MemoryAnalyticsOptions
  /** The student's essays, applications and versions. */
  essays?: MemoryEssayOptions
  /** The account's storage (default: 3 MB of 250 MB). */
  storage?: StorageUse
  /** Verification links that work once, each for the account of this email. */
  verifyTokens?: Record<string, string>
  /** The student's shared links and the comments on their essays. */
  shares?: MemoryShareOptions
}

/** Every domain of the DataClient, and what a test reads back or changes. */
export type MemoryDataClient = DataClient & {
  /** Make later calls fail (or succeed again with null). */
  setFailure(kind: DataErrorKind | null): void
  /** What has been written, for assertions. */
  readonly written: {
    contact: unknown[]
    submits: unknown[]
    keptAnswers: unknown[]
    deleted: string[]
    resetRequests: string[]
    verificationRequests: string[]
  }
  /** The fake essays server: another device's saves, what was received. */
  readonly essayServer: MemoryEssayServer
  /** The links "E-mail it for me" sent. */
  readonly mailedShares: readonly { id: string; token: string; to: string }[]
}

/** An in-memory DataClient for stories and component tests: same interface, no server. */
export function createMemoryDataClient(options: MemoryDataOptions = {}): MemoryDataClient {
  let student: Student | null = options.student === undefined ? makeStudent() : options.student
  let failure = options.failWith ?? null
  const universities = options.universities ?? SAMPLE_UNIVERSITIES
  const accounts = new Map(Object.entries(options.accounts ?? {}))
  const resetTokens = new Map(Object.entries(options.resetTokens ?? {}))
  const listeners = new Set<(s: Student | null) => void>()
  let nextId = 1
  let index: SearchIndex<University> | null = null
  let list: ListEntry[] = (options.listed ?? []).flatMap((id) => {
    const university = universities.find((u) => u.id === id)
    return university
      ? [{ id: `entry${nextId++}`, created: '2026-09-02 10:00:00.000Z', university }]
      : []
  })
  const written = {
    contact: [] as unknown[],
    submits: [] as unknown[],
    keptAnswers: [] as unknown[],
    deleted: [] as string[],
    resetRequests: [] as string[],
    verificationRequests: [] as string[],
  }
  const verifyTokens = new Map(Object.entries(options.verifyTokens ?? {}))

  const settle = async <T>(run: () => T | Promise<T>): Promise<T> => {
    if (options.latencyMs) await new Promise((r) => setTimeout(r, options.latencyMs))
    if (failure) throw new DataError(failure, `fake ${failure}`)
    return await run()
  }
  const setStudent = (next: Student | null): void => {
    student = next
    for (const listener of listeners) listener(student)
  }
  const signedIn = (): Student => {
    if (!student) throw new DataError('unauthorized', 'Please sign in.')
    return student
  }
  const update = (patch: Partial<Student>): Student => {
    const next = { ...signedIn(), ...patch }
    setStudent(next)
    return next
  }

  const essays = createMemoryEssays(settle, options.essays)
  const planner = memoryPlannerVerbs(
    {
      settle,
      signedIn,
      listed: (universityId) => list.find((e) => e.university.id === universityId)?.university,
    },
    options.planner,
  )

  const shares = createMemoryShares({ settle, signedIn }, options.shares)

  return {
    written,
    essayServer: essays.server,
    mailedShares: shares.mailed,
    shares: shares.verbs,
    essays: essays.verbs,
    setFailure(kind) {
      failure = kind
    },
    auth: {
      current: () => student,
      hasSession: () => student !== null,
      onChange(listener) {
        listeners.add(listener)
        return () => listeners.delete(listener)
      },
      // As the real client: a revoked session signs out; an unreachable server keeps the student.
      async refresh() {
        try {
          return await settle(() => student && { student, confirmed: true })
        } catch (error) {
          if (!isTransient(error)) {
            setStudent(null)
            return null
          }
          return student && { student, confirmed: false }
        }
      },
      signUp: (input) =>
        settle(() => {
          if (accounts.has(input.email)) {
            throw new DataError('invalid', 'An account with this email already exists.', {
              email: 'An account with this email already exists.',
            })
          }
          const created = makeStudent({
            id: `fake${nextId++}`,
            name: input.name,
            email: input.email,
          })
          accounts.set(input.email, { password: input.password, student: created })
          setStudent(created)
          return created
        }),
      signIn: (input) =>
        settle(() => {
          const account = accounts.get(input.email)
          const found = account?.password === input.password ? account.student : null
          if (!found) throw new DataError('invalid', 'Incorrect email or password.')
          setStudent(found)
          return found
        }),
      signInWithGoogle: () =>
        settle(() => {
          const google = options.google ?? 'not-configured'
          if (google === 'never') return new Promise<Student>(() => undefined)
          if (typeof google === 'string') throw new DataError(google, `fake ${google}`)
          setStudent(google)
          return Promise.resolve(google)
        }),
      googleAvailable: () =>
        settle(() => options.google !== undefined && options.google !== 'not-configured'),
      signOut: () => setStudent(null),
      requestPasswordReset: (email) =>
        settle(() => {
          written.resetRequests.push(email.trim().toLowerCase())
        }),
      confirmPasswordReset: (input) =>
        settle(() => {
          const email = resetTokens.get(input.token)
          const account = email === undefined ? undefined : accounts.get(email)
          if (email === undefined || !account) {
            const message = 'This link has expired or was already used. Ask for a new one.'
            throw new DataError('invalid', message, { token: message })
          }
          accounts.set(email, { ...account, password: input.password })
          resetTokens.delete(input.token)
        }),
      requestVerification: () =>
        settle(() => {
          written.verificationRequests.push(signedIn().email)
        }),
    },
    profile: {
      get: () => settle(() => signedIn()),
      setState: (state) => settle(() => update({ state })),
      updateName: (name) =>
        settle(() => {
          const problem = validateName(name)
          if (problem) throw new DataError('invalid', problem, { name: problem })
          return update({ name: normalizeName(name) })
        }),
      setAvatar: (file) =>
        settle(() => {
          const problem = validateAvatar(file)
          if (problem) throw new DataError('invalid', problem, { avatar: problem })
          return update({ avatarUrl: FAKE_AVATAR_URL })
        }),
      removeAvatar: () => settle(() => update({ avatarUrl: null })),
      setMatchSettings: (settings) =>
        settle(() => {
          if (settings.homeState !== null && !isHomeState(settings.homeState)) {
            throw new DataError('invalid', 'fake invalid homeState', { homeState: 'Invalid.' })
          }
          if (!isFaithPreference(settings.faith)) {
            throw new DataError('invalid', 'fake invalid faithPreference', {
              faithPreference: 'Invalid.',
            })
          }
          return update({ matchSettings: settings })
        }),
    },
    storage: {
      usage: () =>
        settle(() => {
          signedIn()
          return options.storage ?? { used: 3_141_592, quota: 250_000_000 }
        }),
    },
    account: {
      confirmAddress: (token) =>
        settle(() => {
          const email = verifyTokens.get(token)
          if (email === undefined) {
            const message =
              'This link has expired or was already used. Sign in and ask for a new one from your profile.'
            throw new DataError('invalid', message, { token: message })
          }
          verifyTokens.delete(token)
          if (student?.email === email) update({ emailVerified: true })
        }),
      export: () =>
        settle(() => {
          const me = signedIn()
          return buildExport({
            format: EXPORT_FORMAT,
            exportedAt: new Date().toISOString(),
            signInMethods: [],
            contactMessages: [],
            account: {
              ...me,
              verified: true,
              avatar: me.avatarUrl ? { file: 'avatar.png', url: me.avatarUrl } : null,
            },
            list: list.map((entry) => ({
              id: entry.id,
              created: entry.created,
              updated: entry.created,
              university: {
                id: entry.university.id,
                unitid: entry.university.unitid,
                name: entry.university.name,
                city: entry.university.city,
                state: entry.university.state,
              },
            })),
          })
        }),
      delete: (confirmation) =>
        settle(() => {
          const me = signedIn()
          const password = options.password ?? accounts.get(me.email)?.password
          const ok = password === undefined ? confirmation === me.email : confirmation === password
          if (!ok) {
            const message = PROFILE_MESSAGES.confirmationMismatch
            throw new DataError('invalid', message, { confirmation: message })
          }
          accounts.delete(me.email)
          list = []
          written.deleted.push(me.id)
          setStudent(null)
        }),
    },
    quiz: {
      submit: (answers, submitOptions) =>
        settle(() => {
          written.submits.push(answers)
          return update({
            quizAnswers: answers,
            quizCompleted: true,
            quizCompletedAt: new Date().toISOString(),
            ...(submitOptions?.state ? { state: submitOptions.state } : {}),
          })
        }),
      keepAnswers: (answers) =>
        settle(() => {
          written.keptAnswers.push(answers)
          return update({ quizAnswers: answers })
        }),
    },
    universities: {
      // The same search the product runs, over this client's universities.
      search: (query, searchOptions) =>
        settle(() => {
          index ??= buildSearchIndex(universities)
          return searchIndex(index, query, searchOptions?.limit ?? 20).map(
            ({ entry: { id, unitid, name, city, state } }) => ({ id, unitid, name, city, state }),
          )
        }),
      popular: (count) => settle(() => pickPopular(universities, count ?? 8)),
      get: (id) =>
        settle(() => {
          const found = universities.find((u) => u.id === id)
          if (!found) throw new DataError('not-found', 'Not found.')
          return found
        }),
      // A University has every column of the matching projection.
      matchingCatalogue: () => settle((): MatchUniversity[] => universities),
    },
    list: {
      items: () => settle(() => (signedIn(), [...list])),
      add: (universityId) =>
        settle(() => {
          signedIn()
          const existing = list.find((e) => e.university.id === universityId)
          if (existing) return existing
          const university = universities.find((u) => u.id === universityId)
          if (!university) throw new DataError('not-found', 'Not found.')
          const entry = { id: `entry${nextId++}`, created: new Date().toISOString(), university }
          list = [entry, ...list]
          return entry
        }),
      remove: (entryId) =>
        settle(() => {
          signedIn()
          list = list.filter((e) => e.id !== entryId)
        }),
    },
    contact: {
      send: (input) =>
        settle(() => {
          written.contact.push(input)
        }),
    },
    planner,
    analytics: memoryAnalyticsVerbs({ settle, signedIn }, options.analytics),
  }
}
